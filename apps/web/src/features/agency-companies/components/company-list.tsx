import { type AgencyCompanyListItem, formatDateEs, protocolsOf, toolFlagsOf } from '@cumplia/domain';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconClipboardCheck, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import type { TOOLS } from '../../../components/tool-names';
import { ToolsMenu } from '../../../components/tools-menu';
import { updateCompanyTools, useAgencyCompanies } from '../api/agency-companies-api';
import { toolsErrorMessage } from '../api/company-error-message';
import { useCompanyFilters } from './company-filters';

type PendingChange = { company: AgencyCompanyListItem; tool: (typeof TOOLS)[number]; enable: boolean };

/** 'Tus empresas': filters, the companies with their tools (each change confirmed), and the edit link. */
/** The obligations column: how many applying obligations are not covered, and whether the profile is saved. */
function Exposure({ company }: { company: AgencyCompanyListItem }) {
  const count = company.obligacionesExpuestas.length;
  return (
    <Stack gap={2}>
      <Tooltip
        multiline
        w={320}
        label={count === 0 ? 'Todas sus obligaciones están cubiertas.' : company.obligacionesExpuestas.join(' · ')}
      >
        <Badge color={count === 0 ? 'green' : 'yellow'} variant="light" tt="none" style={{ cursor: 'help' }}>
          {count === 0 ? 'Cubiertas' : `${count} sin cubrir`}
        </Badge>
      </Tooltip>
      <Text size="xs" c="dimmed">
        {company.numTrabajadores} trab.{company.perfilGuardado ? '' : ' · perfil sin completar'}
      </Text>
    </Stack>
  );
}

export function CompanyList({
  editPath,
  profilePath,
}: {
  editPath(cifNif: string): string;
  profilePath?(cifNif: string): string;
}) {
  const { query, setPage, inputs } = useCompanyFilters();
  const { data, isLoading, error } = useAgencyCompanies({ ...query, size: 10 });
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

  return (
    <>
      {inputs}
      <ListState
        isLoading={isLoading}
        error={error}
        isEmpty={data?.totalElements === 0}
        emptyText="No hay empresas disponibles."
      >
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={820}>
            <Table striped highlightOnHover stickyHeader verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th>Cif/Nif</Table.Th>
                  <Table.Th>Tools</Table.Th>
                  <Table.Th>Obligaciones</Table.Th>
                  <Table.Th>Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((company) => (
                  <Table.Tr key={company.id}>
                    <Table.Td>{formatDateEs(company.createdAt)}</Table.Td>
                    <Table.Td>{company.nombreComercial}</Table.Td>
                    <Table.Td>{company.nifCif}</Table.Td>
                    <Table.Td>
                      <ToolsMenu company={company} onToggle={(tool, enable) => setPending({ company, tool, enable })} />
                    </Table.Td>
                    <Table.Td>
                      <Exposure company={company} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Anchor
                          component={Link}
                          to={editPath(company.nifCif)}
                          aria-label={`Editar ${company.nombreComercial}`}
                        >
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
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Pager page={query.page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      </ListState>

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
