import { type ComplianceProfileView, formatDateEs } from '@cumplia/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { paths } from '../../../lib/paths';
import { useComplianceProfile } from '../api/compliance-profile-api';
import { ProfileSummary } from './profile-summary';

const PROTOCOL_NAMES = { LOPD: 'LOPDGDD', ACOSO: 'Acoso laboral', DIGITAL: 'Desconexión digital' } as const;

type View = ComplianceProfileView;

/** Whether an issued document is what the company would get today, or which of its two sources has changed. */
function issuedState(version: View['documentVersions'][number], view: View) {
  const profileChanged = version.profileHash !== view.hash;
  const wordingChanged = version.templateVersion !== view.wordingVersions[version.protocol];
  if (profileChanged && wordingChanged) return 'Perfil y redacción anteriores';
  if (profileChanged) return 'Perfil anterior';
  if (wordingChanged) return 'Redacción anterior';
  return 'Actual';
}

/**
 * On /fichaempresa: the company's profile state, its obligations and the document versions it has been issued,
 * each with the profile version, the wording version (template hash) and, for the data protection pack, the
 * confirmed register version it was written from.
 */
export function StaffProfileSection({ companyId }: { companyId: number }) {
  const scope = { kind: 'staff', id: companyId } as const;
  const { data } = useComplianceProfile(scope);
  return (
    <Stack gap="md">
      <ProfileSummary scope={scope} formPath={paths.backoffice.companyProfile(companyId)} />
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="sm">
          Versiones de los protocolos entregados
        </Title>
        {data && data.documentVersions.length === 0 ? (
          <Text size="sm" c="dimmed">
            La empresa aún no ha recibido ningún protocolo generado con su perfil
            {data.saved ? ` (perfil actual: versión ${data.version})` : ''}.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={680}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Protocolo</Table.Th>
                  <Table.Th>Versión del perfil</Table.Th>
                  <Table.Th>Redacción</Table.Th>
                  <Table.Th>Registro de actividades</Table.Th>
                  <Table.Th>Generado</Table.Th>
                  <Table.Th>Estado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.documentVersions.map((version) => (
                  <Table.Tr key={`${version.protocol}-${version.profileHash}-${version.templateVersion}`}>
                    <Table.Td>{PROTOCOL_NAMES[version.protocol]}</Table.Td>
                    <Table.Td>{version.profileVersion}</Table.Td>
                    <Table.Td ff="monospace" fz="xs">
                      {version.templateVersion || 'sin registrar'}
                    </Table.Td>
                    <Table.Td>{version.registerVersion === null ? '—' : `versión ${version.registerVersion}`}</Table.Td>
                    <Table.Td>{formatDateEs(version.generatedAt)}</Table.Td>
                    <Table.Td>{issuedState(version, data)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
