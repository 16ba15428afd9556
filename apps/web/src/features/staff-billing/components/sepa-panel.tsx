import { MESSAGES, sepaPeriodProblem } from '@cumplia/domain';
import { Alert, Button, Checkbox, Group, Paper, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file';
import { generateBulkSepa } from '../api/staff-invoices-api';
import { CreditorAccountSelect } from './creditor-account-select';
import { SepaErrorDialog, type SepaFailure } from './sepa-error-dialog';

type SepaPanelProps = {
  accounts: string[];
  period: { fechaInicio: string; fechaFin: string };
  onGenerated(): void;
};

/**
 * 'Generar SEPA': one file with every SEPA invoice billed in the filter's period, into the chosen creditor
 * account; the included invoices not yet remitted become remitted.
 */
export function SepaPanel({ accounts, period, onGenerated }: SepaPanelProps) {
  const [account, setAccount] = useState<string | null>(null);
  const [includeRemitted, setIncludeRemitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<SepaFailure | null>(null);
  const chosen = account ?? accounts[0] ?? null;

  async function generate() {
    setDone(null);
    const invalid =
      sepaPeriodProblem(period.fechaInicio, period.fechaFin) ?? (chosen ? null : MESSAGES.sepa.accountRequired);
    setProblem(invalid);
    if (invalid || !chosen) return;
    const transactionId = crypto.randomUUID();
    setBusy(true);
    try {
      const { blob, fileName } = await generateBulkSepa({
        ...period,
        cuentaIBAN: chosen,
        incluirFacturadas: includeRemitted,
        transactionId,
      });
      saveFile(blob, fileName);
      setDone(`Fichero ${fileName} generado.`);
      onGenerated();
    } catch (error) {
      setFailure({ title: 'Error al generar SEPA', error, transactionId });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Remesa SEPA">
      <Group gap="xs" mb="xs">
        <IconBuildingBank size={20} aria-hidden="true" />
        <Title order={2} size="h5">
          Remesa SEPA
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Genera el fichero de adeudos (pain.008) con las facturas SEPA cuya fecha de facturación está entre la fecha de
        inicio y la de fin de los filtros.
      </Text>
      <Group align="flex-end" gap="md">
        <CreditorAccountSelect accounts={accounts} value={chosen} onChange={setAccount} w={320} />
        <Checkbox
          label="Incluir facturas remesadas"
          checked={includeRemitted}
          onChange={(event) => setIncludeRemitted(event.currentTarget.checked)}
          mb={8}
        />
        <Button onClick={generate} loading={busy}>
          Generar SEPA
        </Button>
      </Group>
      {busy && (
        <Text size="sm" c="dimmed" mt="sm" role="status">
          Generando el fichero SEPA…
        </Text>
      )}
      {problem && (
        <Alert color="red" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
      {done && (
        <Alert color="green" mt="sm" role="status" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <SepaErrorDialog failure={failure} onClose={() => setFailure(null)} />
    </Paper>
  );
}
