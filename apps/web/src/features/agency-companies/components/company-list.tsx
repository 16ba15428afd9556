import { type AgencyCompanyListItem, type AgencyCompanySort, protocolsOf, toolFlagsOf } from '@cumplia/domain';
import { Anchor, Badge, Group, List, Popover, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconClipboardCheck, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCompanyFilters } from '../../../components/company-filters';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import type { TOOLS } from '../../../components/tool-names';
import { ToolsMenu } from '../../../components/tools-menu';
import { toolsErrorMessage } from '../../../lib/company-error-message';
import { updateCompanyTools, useAgencyCompanies } from '../api/agency-companies-api';
import { companyIdentityColumns } from './company-columns';
import { OnboardingActions, OnboardingBadge } from './onboarding-status';

type PendingChange = { company: AgencyCompanyListItem; tool: (typeof TOOLS)[number]; enable: boolean };

/**
 * The obligations column: how many applying obligations no signed protocol fulfils, and whether the profile is
 * saved. The list opens with a tap (a phone has no hover).
 */
function Exposure({ company }: { company: AgencyCompanyListItem }) {
  const count = company.obligacionesExpuestas.length;
  return (
    <Stack gap={2}>
      <Popover width={320} position="bottom-start" withArrow shadow="md">
        <Popover.Target>
          <UnstyledButton aria-label={`Obligaciones de ${company.nombreComercial}`}>
            <Badge color={count === 0 ? 'green' : 'yellow'} variant="light" tt="none" style={{ cursor: 'pointer' }}>
              {count === 0 ? 'Cubiertas' : `${count} sin cubrir`}
            </Badge>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          {count === 0 ? (
            <Text size="sm">Todas las obligaciones que le aplican están cubiertas por protocolos firmados.</Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Le aplican y no las cubre un protocolo firmado:
              </Text>
              <List size="sm" spacing={2}>
                {company.obligacionesExpuestas.map((title) => (
                  <List.Item key={title}>{title}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Popover.Dropdown>
      </Popover>
      <Text size="xs" c="dimmed">
        {company.numTrabajadores} trab.{company.perfilGuardado ? '' : ' · perfil sin completar'}
      </Text>
    </Stack>
  );
}

function CompanyName({ company }: { company: AgencyCompanyListItem }) {
  if (!company.alta) return company.nombreComercial;
  return (
    <Stack gap={4}>
      <Text size="sm">{company.nombreComercial}</Text>
      <OnboardingBadge progress={company.alta} />
      <OnboardingActions progress={company.alta} onChanged={() => undefined} />
    </Stack>
  );
}

/** 'Tus empresas': filters, the companies with their tools (each change confirmed), and the edit link. */
export function CompanyList({
  editPath,
  profilePath,
}: {
  editPath(cifNif: string): string;
  profilePath?(cifNif: string): string;
}) {
  const { query, setPage, inputs } = useCompanyFilters();
  const { sort, setSort } = useListSort<AgencyCompanySort>({ sort: 'fecha', dir: 'desc' }, setPage);
  const [uncoveredOnly, setUncoveredOnly] = useState(false);
  const { data, isLoading, error } = useAgencyCompanies({
    ...query,
    ...(uncoveredOnly ? { sinCubrir: 'true' as const } : {}),
    size: 10,
    sort,
  });
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<DialogContent | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { company, tool, enable } = pending;
    const tools = { ...toolFlagsOf(protocolsOf(company)), [tool.key]: enable };
    setSaving(true);
    try {
      await updateCompanyTools(company.nifCif, tools);
    } catch (failure) {
      setDialog({ tone: 'error', title: 'Error', message: toolsErrorMessage(failure) });
    } finally {
      setSaving(false);
      setPending(null);
      // Success reloads the list; a failure reloads it too, which restores the old values.
      await queryClient.invalidateQueries({ queryKey: ['agency', 'companies'] });
    }
  };

  const columns: DataColumn<AgencyCompanyListItem, AgencyCompanySort>[] = [
    // A company invited by SMS shows where its sign-up stands, with resend and cancel.
    ...companyIdentityColumns.map((column) =>
      column.key === 'empresa'
        ? { ...column, cell: (company: AgencyCompanyListItem) => <CompanyName company={company} /> }
        : column,
    ),
    {
      key: 'tools',
      header: 'Tools',
      cell: (company) => (
        <ToolsMenu company={company} onToggle={(tool, enable) => setPending({ company, tool, enable })} />
      ),
    },
    { key: 'obligaciones', header: 'Obligaciones', cell: (company) => <Exposure company={company} /> },
  ];

  return (
    <>
      {inputs}
      <Switch
        mb="md"
        label="Solo las que tienen protocolos sin cubrir"
        description="Protección de datos y, si tienen plantilla, acoso laboral y desconexión digital sin contrato firmado"
        checked={uncoveredOnly}
        onChange={(event) => {
          setUncoveredOnly(event.currentTarget.checked);
          setPage(0);
        }}
      />
      <DataTable
        label="Empresas"
        columns={columns}
        rows={data?.content}
        rowKey={(company) => company.id}
        actions={(company) => (
          <Group gap="sm" wrap="nowrap">
            <Anchor component={Link} to={editPath(company.nifCif)} aria-label={`Editar ${company.nombreComercial}`}>
              <IconPencil size={18} />
            </Anchor>
            {profilePath && (
              <Anchor
                component={Link}
                to={profilePath(company.nifCif)}
                aria-label={`Perfil de cumplimiento de ${company.nombreComercial}`}
                title="Perfil de cumplimiento"
              >
                <IconClipboardCheck size={18} />
              </Anchor>
            )}
          </Group>
        )}
        sort={sort}
        onSort={setSort}
        page={query.page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error}
        emptyText={uncoveredOnly ? 'Ninguna empresa tiene protocolos sin cubrir.' : 'No hay empresas disponibles.'}
        minWidth={820}
      />

      <ConfirmDialog
        opened={pending !== null}
        title="Confirmar cambio"
        busy={saving}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        <Text>
          {pending &&
            `¿Desea ${pending.enable ? 'activar' : 'desactivar'} la herramienta ${pending.tool.label} para ${pending.company.nombreComercial}?`}
        </Text>
      </ConfirmDialog>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
