import { type AgencyCompanyListItem, formatDateEs, protocolsOf, toolFlagsOf } from '@cumplia/domain';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconClipboardCheck, IconPencil, IconReceipt, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExposureCell, ProtocolBadges } from '../../../components/client-board/client-board-cells';
import { clientBoardColumns } from '../../../components/client-board/client-board-columns';
import { ClientStateFilters } from '../../../components/client-board/client-state-filters';
import { useBoardParams } from '../../../components/client-board/use-board-params';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { countLabel } from '../../../components/data-table/count-label';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButtons } from '../../../components/data-table/export-buttons';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { ToolChangeQuestion, toolChangedText } from '../../../components/tool-change-question';
import type { TOOLS } from '../../../components/tool-names';
import { ToolsMenu } from '../../../components/tools-menu';
import { toolsErrorMessage } from '../../../lib/company-error-message';
import { notifySuccess } from '../../../lib/notify';
import {
  clientBoardExportUrl,
  updateCompanyTools,
  useAgencyCompanies,
  useClientStateCounts,
  useToolPrices,
} from '../api/agency-companies-api';
import { OnboardingActions, OnboardingBadge } from './onboarding-status';

type PendingChange = { company: AgencyCompanyListItem; tool: (typeof TOOLS)[number]; enable: boolean };

/** The client's name and NIF/CIF; a client invited by SMS shows where its sign-up stands, with resend and cancel. */
function CompanyName({ company }: { company: AgencyCompanyListItem }) {
  return (
    <Stack gap={4}>
      <div>
        <Text size="sm" fw={600} data-client-name>
          {company.nombreComercial}
        </Text>
        <Text size="xs" c="gray.7">
          {company.nifCif} · alta {formatDateEs(company.createdAt)}
        </Text>
      </div>
      {company.alta && <OnboardingBadge progress={company.alta} />}
      {company.alta && <OnboardingActions progress={company.alta} onChanged={() => undefined} />}
    </Stack>
  );
}

/**
 * The client board: every client with its sign-up, signatures, verification, profile, protocols, obligations,
 * latest invoice and renewal, counted and filtered by state, searched, sorted and exported; the tools of each
 * (every change confirmed) and the links to its record, profile and invoices. The search, states, sort and page
 * live in the address.
 */
export function ClientBoard({
  editPath,
  profilePath,
  billingPath,
}: {
  editPath(cifNif: string): string;
  profilePath(cifNif: string): string;
  billingPath(cifNif: string): string;
}) {
  const board = useBoardParams();
  const filters = { q: board.q, estado: board.states, sort: board.sort };
  const { data, isLoading, error, isFetching } = useAgencyCompanies({ ...filters, page: board.page, size: 20 });
  const counts = useClientStateCounts();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const prices = useToolPrices(pending?.enable ? pending.company.nifCif : null);
  const pendingPrice = pending && prices.data?.precios[pending.tool.protocol];
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<DialogContent | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { company, tool, enable } = pending;
    const tools = { ...toolFlagsOf(protocolsOf(company)), [tool.key]: enable };
    setSaving(true);
    try {
      await updateCompanyTools(company.nifCif, tools);
      notifySuccess(toolChangedText({ company, tool, enable, linkPending: company.firmaPendiente }));
    } catch (failure) {
      setDialog({ tone: 'error', title: 'Error', message: toolsErrorMessage(failure) });
    } finally {
      setSaving(false);
      setPending(null);
      // Success reloads the list; a failure reloads it too, which restores the old values.
      await queryClient.invalidateQueries({ queryKey: ['agency', 'companies'] });
    }
  };

  const columns = clientBoardColumns<AgencyCompanyListItem>({
    client: (company) => <CompanyName company={company} />,
    protocols: (company) => (
      <Stack gap={6}>
        <ToolsMenu
          company={company}
          label={<ProtocolBadges client={company} />}
          onToggle={(tool, enable) => setPending({ company, tool, enable })}
        />
        <ExposureCell client={company} />
      </Stack>
    ),
  });

  const filtered = board.q !== '' || board.states.length > 0;
  return (
    <>
      <ClientStateFilters
        chosen={board.states}
        onToggle={board.toggleState}
        onClear={board.clearStates}
        counts={{ data: counts.data, error: counts.error }}
      />
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
        <TextInput
          label="Buscar"
          placeholder="Nombre, CIF/NIF o localidad"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={board.typed}
          onChange={(event) => board.setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 340 }}
        />
        <Group gap="sm" align="center">
          <Text size="sm" c="dimmed" aria-live="polite">
            {data ? countLabel(data.totalElements, 'cliente', 'clientes') : ''}
            {isFetching && !isLoading ? ' · actualizando…' : ''}
          </Text>
          <ExportButtons fileName="clientes" url={(format) => clientBoardExportUrl(format, filters)} />
        </Group>
      </Group>
      <DataTable
        label="Empresas"
        columns={columns}
        rows={data?.content}
        rowKey={(company) => company.id}
        actions={(company) => (
          <Group gap="sm" wrap="nowrap">
            <Anchor
              component={Link}
              to={editPath(company.nifCif)}
              aria-label={`Editar ${company.nombreComercial}`}
              title="Ficha"
            >
              <IconPencil size={18} />
            </Anchor>
            <Anchor
              component={Link}
              to={profilePath(company.nifCif)}
              aria-label={`Perfil de cumplimiento de ${company.nombreComercial}`}
              title="Perfil de cumplimiento"
            >
              <IconClipboardCheck size={18} />
            </Anchor>
            <Anchor
              component={Link}
              to={billingPath(company.nifCif)}
              aria-label={`Facturas de ${company.nombreComercial}`}
              title="Facturas"
            >
              <IconReceipt size={18} />
            </Anchor>
          </Group>
        )}
        sort={board.sort}
        onSort={board.setSort}
        page={board.page}
        totalPages={data?.totalPages ?? 0}
        onPage={board.setPage}
        isLoading={isLoading}
        error={error}
        emptyText={filtered ? 'Ningún cliente cumple estos filtros.' : 'Todavía no tiene clientes.'}
        minWidth={1040}
      />

      <ConfirmDialog
        opened={pending !== null}
        title="Confirmar cambio"
        busy={saving}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        <ToolChangeQuestion
          change={
            pending && {
              ...pending,
              signed: pending.company.protocolos[pending.tool.protocol] === 'CUBIERTO',
              linkPending: pending.company.firmaPendiente,
            }
          }
          price={prices.isPending ? 'loading' : (pendingPrice ?? undefined)}
        />
      </ConfirmDialog>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
