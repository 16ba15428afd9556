import { formatDateEs, MESSAGES, sepaPeriodProblem } from '@cumplia/domain';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { bulkSepaRequestOf, type InvoiceFilters } from '../api/staff-invoices-api';
import { CreditorAccountSelect } from './creditor-account-select';
import { useBulkSepa } from './use-bulk-sepa';

/** The creditor account and 'Incluir facturas remesadas', shared with 'SEPA de la selección'. */
export type SepaSettings = { account: string | null; includeRemitted: boolean };

type SepaPanelProps = {
  accounts: string[];
  settings: SepaSettings;
  onSettingsChange(settings: SepaSettings): void;
  /** The filters the list shows; `filtersPending` when the form holds changes not searched yet. */
  filters: InvoiceFilters;
  filtersPending: boolean;
  onGenerated(): void;
};

/** The applied filters in words, for the confirmation. */
function scopeText(filters: InvoiceFilters) {
  const parts = [`Facturas emitidas del ${formatDateEs(filters.fechaInicio)} al ${formatDateEs(filters.fechaFin)}`];
  if (filters.razonSocial.trim()) parts.push(`empresa «${filters.razonSocial.trim()}»`);
  if (filters.cifNif.trim()) parts.push(`NIF/CIF «${filters.cifNif.trim()}»`);
  return `${parts.join(', ')}.`;
}

/**
 * 'Generar SEPA': one file with the SEPA invoices the list shows (its applied filters) not collected yet, into
 * the chosen creditor account, after confirming "N adeudos, total X EUR, cuenta Y". Collected invoices are never
 * collected again: with 'Incluir facturas remesadas' and nothing new, a copy of their file is downloaded.
 */
export function SepaPanel({
  accounts,
  settings,
  onSettingsChange,
  filters,
  filtersPending,
  onGenerated,
}: SepaPanelProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const sepa = useBulkSepa((text) => {
    notifySuccess(text);
    onGenerated();
  });

  function prepare() {
    const invalid =
      sepaPeriodProblem(filters.fechaInicio, filters.fechaFin) ??
      (settings.account ? null : MESSAGES.sepa.accountRequired);
    setProblem(invalid);
    if (invalid || !settings.account) return;
    void sepa.start(
      bulkSepaRequestOf(filters, { cuentaIBAN: settings.account, incluirFacturadas: settings.includeRemitted }),
      { text: scopeText(filters), selection: false },
    );
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
        Genera el fichero de adeudos (pain.008) con las facturas SEPA de la lista filtrada que aún no se han cobrado.
        Antes de escribirlo se muestra el número de adeudos, el total y la cuenta para confirmarlo.
      </Text>
      <Group align="flex-end" gap="md">
        <CreditorAccountSelect
          accounts={accounts}
          value={settings.account}
          onChange={(account) => onSettingsChange({ ...settings, account })}
          w={320}
        />
        <Checkbox
          label="Incluir facturas remesadas"
          checked={settings.includeRemitted}
          onChange={(event) => onSettingsChange({ ...settings, includeRemitted: event.currentTarget.checked })}
          mb={8}
        />
        <Button onClick={prepare} loading={sepa.busy && !sepa.confirming} disabled={filtersPending}>
          Generar SEPA
        </Button>
        <Anchor component={Link} to={paths.backoffice.sepaReturns} size="sm" mb={8}>
          Devoluciones del banco
        </Anchor>
      </Group>
      {filtersPending && (
        <Text size="sm" c="orange.8" mt="sm" role="status">
          Ha cambiado los filtros: pulse Buscar para aplicarlos antes de generar la remesa.
        </Text>
      )}
      {problem && (
        <Alert color="red" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
      {sepa.dialogs}
    </Paper>
  );
}
