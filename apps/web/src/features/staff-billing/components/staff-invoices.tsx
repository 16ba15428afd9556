import {
  eurosToCents,
  formatDateEs,
  formatEuros,
  type Invoice,
  MESSAGES,
  PAYMENT_METHOD_LABELS,
} from '@cumplia/domain';
import { ActionIcon, Alert, Badge, Group, LoadingOverlay, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconFileMinus, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { InvoicePdfButton } from '../../../components/invoice-pdf-button';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { amountCellStyle } from '../../../components/table-styles';
import {
  defaultInvoiceFilters,
  type InvoiceScope,
  STAFF_INVOICES_KEY,
  useSepaAccounts,
  useStaffInvoices,
} from '../api/staff-invoices-api';
import {
  type ActionOutcome,
  BillingDateDialog,
  IndividualSepaDialog,
  type InvoiceAction,
  MarkRemittedDialog,
  RectifyDialog,
} from './invoice-action-dialogs';
import { InvoiceFiltersForm } from './invoice-filters';
import { SepaPanel } from './sepa-panel';

type StaffInvoicesProps = {
  scope: InvoiceScope;
  pageSize: number;
  /** Superadmin: remittance, billing date, SEPA files and rectifying invoices. */
  canManage: boolean;
  emptyText: string;
};

function RowAction({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" onClick={onClick} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** /facturacionsuperadmin and /worker-facturacion: filters, the SEPA block, the invoice table and its actions. */
export function StaffInvoices({ scope, pageSize, canManage, emptyText }: StaffInvoicesProps) {
  const [filters, setFilters] = useState(() => defaultInvoiceFilters(scope === 'admin' ? false : null));
  const [page, setPage] = useState(0);
  const { data, isLoading, isFetching, error } = useStaffInvoices(scope, filters, page, pageSize);
  const accounts = useSepaAccounts(canManage).data ?? [];
  const queryClient = useQueryClient();
  const [action, setAction] = useState<InvoiceAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<DialogContent | null>(null);
  const lastPage = Math.max(0, (data?.totalPages ?? 1) - 1);
  if (data && page > lastPage) setPage(lastPage);

  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_INVOICES_KEY });
  const finish = (outcome: ActionOutcome) => {
    setAction(null);
    if (outcome.ok) {
      setNotice(outcome.text);
      void refresh();
    } else {
      setFailure({ tone: 'error', title: outcome.title, message: outcome.text });
    }
  };
  const downloadUrl = (invoice: Invoice) => `/cumplia-core/${scope}/facturas/${invoice.id}/download`;

  return (
    <Stack gap="md">
      <InvoiceFiltersForm
        variant={scope}
        value={filters}
        onSearch={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {canManage && (
        <SepaPanel
          accounts={accounts}
          period={{ fechaInicio: filters.fechaInicio, fechaFin: filters.fechaFin }}
          onGenerated={refresh}
        />
      )}
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ListState
        isLoading={isLoading}
        loadingText={MESSAGES.invoices.loading}
        error={error ? new Error(`${MESSAGES.invoices.loadError} ${error.message}`) : null}
        isEmpty={data?.totalElements === 0}
        emptyText={emptyText}
      >
        <Paper withBorder radius="md" pos="relative" aria-busy={isFetching}>
          <LoadingOverlay visible={isFetching && !isLoading} overlayProps={{ blur: 0.5 }} />
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Facturas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Factura</Table.Th>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th>NIF/CIF Empresa</Table.Th>
                  <Table.Th>Método de Pago</Table.Th>
                  <Table.Th>Remesado</Table.Th>
                  <Table.Th style={amountCellStyle}>Importe</Table.Th>
                  <Table.Th>Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>
                      {formatDateEs(invoice.fecha)}
                      {invoice.fechaCuandoFacturar !== invoice.fecha && (
                        <Text size="xs" c="dimmed">
                          Cobro: {formatDateEs(invoice.fechaCuandoFacturar)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {invoice.facturaId}
                      {invoice.rectificaA && (
                        <Text size="xs" c="dimmed">
                          Rectifica {invoice.rectificaA}
                        </Text>
                      )}
                      {invoice.rectificadaPor && (
                        <Text size="xs" c="red.8">
                          Rectificada por {invoice.rectificadaPor}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{invoice.empresa.razonSocial}</Table.Td>
                    <Table.Td>{invoice.empresa.nifCif}</Table.Td>
                    <Table.Td>{PAYMENT_METHOD_LABELS[invoice.empresa.metodoDePago]}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" color={invoice.facturado ? 'green' : 'yellow'}>
                        {invoice.facturado ? 'Sí' : 'No'}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={amountCellStyle}>
                      {formatEuros(eurosToCents(invoice.importeTotalImpuestos))}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <InvoicePdfButton
                          url={downloadUrl(invoice)}
                          facturaId={invoice.facturaId}
                          empresa={invoice.empresa.razonSocial}
                        />
                        {canManage && !invoice.facturado && (
                          <>
                            <RowAction
                              label={`Marcar como remesada la factura ${invoice.facturaId}`}
                              onClick={() => setAction({ kind: 'remit', invoice })}
                            >
                              <IconCircleCheck size={18} aria-hidden="true" />
                            </RowAction>
                            <RowAction
                              label={`Cambiar fecha de facturación de la factura ${invoice.facturaId}`}
                              onClick={() => setAction({ kind: 'date', invoice })}
                            >
                              <IconCalendarEvent size={18} aria-hidden="true" />
                            </RowAction>
                          </>
                        )}
                        {canManage && invoice.empresa.metodoDePago === 'SEPA' && invoice.tipo === 'ORDINARIA' && (
                          <RowAction
                            label={`SEPA individual de la factura ${invoice.facturaId}`}
                            onClick={() => setAction({ kind: 'sepa', invoice })}
                          >
                            <IconSend size={18} aria-hidden="true" />
                          </RowAction>
                        )}
                        {canManage && invoice.tipo === 'ORDINARIA' && !invoice.rectificadaPor && (
                          <RowAction
                            label={`Rectificar la factura ${invoice.facturaId}`}
                            onClick={() => setAction({ kind: 'rectify', invoice })}
                          >
                            <IconFileMinus size={18} aria-hidden="true" />
                          </RowAction>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      </ListState>
      {canManage && (
        <>
          <MarkRemittedDialog action={action} onClose={() => setAction(null)} onDone={finish} />
          <BillingDateDialog action={action} onClose={() => setAction(null)} onDone={finish} />
          <IndividualSepaDialog action={action} onClose={() => setAction(null)} onDone={finish} accounts={accounts} />
          <RectifyDialog action={action} onClose={() => setAction(null)} onDone={finish} />
        </>
      )}
      <ResultDialog content={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
