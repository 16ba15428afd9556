import type { BulkSepaRequest, SepaSummary } from '@cumplia/domain';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file';
import { generateBulkSepa, summarizeBulkSepa } from '../api/staff-invoices-api';
import { SepaConfirmDialog, type SepaScope } from './sepa-confirm-dialog';
import { SepaErrorDialog, type SepaFailure } from './sepa-error-dialog';

type Pending = { request: BulkSepaRequest; scope: SepaScope; transactionId: string; summary: SepaSummary };

/**
 * A bulk SEPA file (the list's filters, or the selected invoices): the summary first ("N adeudos, total X EUR,
 * cuenta Y", companies left out and why), the file once confirmed. Nothing new to collect: the server answers
 * with a copy of the earlier file or says why there is none. `onGenerated` gets the line to show the user.
 */
export function useBulkSepa(onGenerated: (text: string) => void) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<SepaFailure | null>(null);

  async function generate(request: BulkSepaRequest, transactionId: string, confirmed: SepaSummary | null) {
    setBusy(true);
    try {
      const file = await generateBulkSepa({
        ...request,
        transactionId,
        ...(confirmed ? { esperado: { adeudos: confirmed.adeudos, totalCents: confirmed.totalCents } } : {}),
      });
      saveFile(file.blob, file.fileName);
      setPending(null);
      onGenerated(
        file.copia
          ? `Copia del fichero original descargada (${file.fileName}): no es un nuevo cobro.`
          : `Fichero ${file.fileName} generado.`,
      );
    } catch (error) {
      setPending(null);
      setFailure({ title: 'Error al generar SEPA', error, transactionId });
    } finally {
      setBusy(false);
    }
  }

  async function start(request: BulkSepaRequest, scope: SepaScope) {
    const transactionId = crypto.randomUUID();
    setBusy(true);
    try {
      const summary = await summarizeBulkSepa(request);
      if (summary.adeudos === 0 && summary.excluidas.length === 0) await generate(request, transactionId, null);
      else setPending({ request, scope, transactionId, summary });
    } catch (error) {
      setFailure({ title: 'Error al generar SEPA', error, transactionId });
    } finally {
      setBusy(false);
    }
  }

  const dialogs = (
    <>
      <SepaConfirmDialog
        summary={pending?.summary ?? null}
        scope={pending?.scope ?? { text: '', selection: false }}
        busy={busy}
        onConfirm={() => {
          if (pending) void generate(pending.request, pending.transactionId, pending.summary);
        }}
        onClose={() => setPending(null)}
      />
      <SepaErrorDialog failure={failure} onClose={() => setFailure(null)} />
    </>
  );
  return { start, busy, confirming: pending !== null, dialogs };
}
