import {
  formatDateEs,
  MESSAGES,
  PAYMENT_METHOD_LABELS,
  protocolsOf,
  type StaffCompanyListItem,
  type StaffCompanySort,
  toolFlagsOf,
} from '@cumplia/domain';
import { Anchor, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCompanyFilters } from '../../../components/company-filters';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { ExportButtons } from '../../../components/data-table/export-buttons';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { ToolChangeQuestion, toolChangedText } from '../../../components/tool-change-question';
import type { TOOLS } from '../../../components/tool-names';
import { ToolsMenu } from '../../../components/tools-menu';
import { toolsErrorMessage } from '../../../lib/company-error-message';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import type { StaffArea } from '../../../lib/staff-area';
import {
  STAFF_COMPANIES_KEY,
  setCompanyToolPrices,
  setCompanyTools,
  setWorkerCompanyTools,
  staffCompaniesExportUrl,
  useStaffCompanies,
  useWorkerToolPrices,
} from '../api/staff-companies-api';
import { ActivateToolDialog, MultipleActivationDialog, type MultipleChoice } from './tool-price-dialogs';

type Tool = (typeof TOOLS)[number];
type Change = { company: StaffCompanyListItem; tool: Tool; enable: boolean };

/**
 * The staff company lists: the superadmin's 'Tus empresas' (/listarempresasadmin: switching a tool on asks
 * for its price, 'Alta múltiple' several at once) and the worker's 'Editar empresas' (each change confirmed,
 * at the company's price). Paged and filtered on the server.
 */
export function StaffCompanyList({ area }: { area: StaffArea }) {
  const { query, setPage, inputs } = useCompanyFilters();
  const { sort, setSort } = useListSort<StaffCompanySort>({ sort: 'fecha', dir: 'desc' }, setPage);
  const { data, isLoading, error } = useStaffCompanies(area, { ...query, size: 10, sort });
  const queryClient = useQueryClient();
  const [change, setChange] = useState<Change | null>(null);
  const [multiple, setMultiple] = useState<StaffCompanyListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogContent | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      notifySuccess(done);
    } catch (failure) {
      setDialog({ tone: 'error', title: 'Error', message: toolsErrorMessage(failure) });
    } finally {
      setBusy(false);
      setChange(null);
      setMultiple(null);
      // Reloading shows the saved state, or restores the old one after a failure.
      await queryClient.invalidateQueries({ queryKey: STAFF_COMPANIES_KEY });
    }
  }

  const confirmWithoutPrice = () => {
    if (!change) return;
    const tools = { ...toolFlagsOf(protocolsOf(change.company)), [change.tool.key]: change.enable };
    return run(
      () =>
        area === 'worker'
          ? setWorkerCompanyTools(change.company.nifCif, tools)
          : setCompanyTools(change.company.nifCif, { tools }),
      toolChangedText({ ...change, linkPending: change.company.firma === 'PENDIENTE' }),
    );
  };
  const activateWithPrice = (price: number, callViafirma: boolean) => {
    if (!change) return;
    const tools = { ...toolFlagsOf(protocolsOf(change.company)), [change.tool.key]: true };
    return run(
      () => setCompanyTools(change.company.nifCif, { tools, price, callViafirma }),
      toolChangedText({ ...change, linkPending: change.company.firma === 'PENDIENTE', smsHeld: !callViafirma }),
    );
  };
  const activateMultiple = (tools: MultipleChoice, callViafirma: boolean) => {
    if (!multiple) return;
    const company = multiple;
    return run(
      () => setCompanyToolPrices(company.nifCif, { tools, callViafirma }),
      `Herramientas de ${company.nombreComercial} guardadas.`,
    );
  };
  const asksPrice = area === 'admin' && change?.enable === true;
  const workerPrices = useWorkerToolPrices(area === 'worker' && change?.enable ? change.company.nifCif : null);
  const columns: DataColumn<StaffCompanyListItem, StaffCompanySort>[] = [
    {
      key: 'fecha',
      header: 'Fecha',
      sortKey: 'fecha',
      firstDir: 'desc',
      cell: (company) => formatDateEs(company.createdAt),
    },
    {
      key: 'nifCif',
      header: 'Nif/Cif',
      sortKey: 'nifCif',
      cell: (company) => <span style={{ whiteSpace: 'nowrap' }}>{company.nifCif}</span>,
    },
    {
      key: 'empresa',
      header: 'Empresa',
      sortKey: 'empresa',
      card: 'title',
      cell: (company) => (
        <>
          <Text size="sm" fw={500}>
            {company.razonSocial}
          </Text>
          <Text size="xs" c="dimmed">
            {company.nombreComercial}
          </Text>
        </>
      ),
    },
    {
      key: 'tools',
      header: 'Herramientas',
      cell: (company) => (
        <ToolsMenu
          company={company}
          onToggle={(tool, enable) => setChange({ company, tool, enable })}
          extraItems={
            area === 'admin' && (
              <>
                <Menu.Divider />
                <Menu.Item onClick={() => setMultiple(company)}>Alta múltiple</Menu.Item>
              </>
            )
          }
        />
      ),
    },
    { key: 'pago', header: 'Método de Pago', cell: (company) => PAYMENT_METHOD_LABELS[company.metodoDePago] },
  ];

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {inputs}
        <ExportButtons
          fileName="empresas"
          url={(format) => staffCompaniesExportUrl(area, format, { ...query, sort })}
        />
      </Group>
      <DataTable
        label="Empresas"
        columns={columns}
        rows={data?.content}
        rowKey={(company) => company.id}
        actions={(company) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Editar">
              <Anchor
                component={Link}
                to={
                  area === 'admin'
                    ? paths.backoffice.editCompany(company.id)
                    : paths.backoffice.workerEditCompany(company.nifCif)
                }
                aria-label={`Editar ${company.nombreComercial}`}
              >
                <IconPencil size={18} />
              </Anchor>
            </Tooltip>
            <Tooltip label="Ver detalle">
              <Anchor
                component={Link}
                to={paths.backoffice.companyDetail(company.id)}
                aria-label={`Ver detalle de ${company.nombreComercial}`}
              >
                <IconEye size={18} />
              </Anchor>
            </Tooltip>
          </Group>
        )}
        sort={sort}
        onSort={setSort}
        page={query.page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error ? new Error(MESSAGES.staffCompanies.listError) : null}
        emptyText="No hay empresas disponibles."
        minWidth={820}
      />

      <ConfirmDialog
        opened={change !== null && !asksPrice}
        title="Confirmar cambio"
        busy={busy}
        onCancel={() => setChange(null)}
        onConfirm={confirmWithoutPrice}
      >
        <ToolChangeQuestion
          change={
            change && {
              ...change,
              signed: change.company.firma === 'FIRMADA',
              linkPending: change.company.firma === 'PENDIENTE',
            }
          }
          price={
            area === 'worker' && change?.enable
              ? workerPrices.isPending
                ? 'loading'
                : workerPrices.data?.precios[change.tool.protocol]
              : undefined
          }
        />
      </ConfirmDialog>
      <ActivateToolDialog
        company={asksPrice ? (change?.company ?? null) : null}
        tool={asksPrice ? (change?.tool ?? null) : null}
        busy={busy}
        onCancel={() => setChange(null)}
        onConfirm={activateWithPrice}
      />
      <MultipleActivationDialog
        company={multiple}
        busy={busy}
        onCancel={() => setMultiple(null)}
        onConfirm={activateMultiple}
      />
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
