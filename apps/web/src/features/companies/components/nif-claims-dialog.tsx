import { formatDateTimeEs, type NifClaim } from '@cumplia/domain';
import { Alert, Badge, Button, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListState } from '../../../components/list-state';
import { useNifClaims } from '../api/staff-companies-api';

const REGISTERED_BY: Record<NifClaim['registradaPor'], string> = {
  GESTORIA: 'La gestoría',
  PERSONAL: 'El personal de Cumplia',
  WEB: 'La propia empresa, en la web',
};

const PHONE_TYPED_BY: Record<NifClaim['telefonoIndicadoPor'], string> = {
  GESTORIA: 'la gestoría',
  PERSONAL: 'el personal de Cumplia',
  EMPRESA: 'la propia empresa',
};

/** What each registration offers as proof, one row per fact, so the claims read side by side. */
const FACTS: { label: string; value(claim: NifClaim): ReactNode }[] = [
  {
    label: 'Dada de alta por',
    value: (claim) => (claim.gestoria ? `La gestoría «${claim.gestoria}»` : REGISTERED_BY[claim.registradaPor]),
  },
  { label: 'Fecha de alta', value: (claim) => formatDateTimeEs(claim.registradaEl) },
  { label: 'Representante', value: (claim) => claim.representante || '—' },
  { label: 'DNI del representante', value: (claim) => claim.dniRepresentante || '—' },
  { label: 'Correo electrónico', value: (claim) => claim.email || '—' },
  {
    label: 'Teléfono de firma',
    value: (claim) => `${claim.telefono} (lo indicó ${PHONE_TYPED_BY[claim.telefonoIndicadoPor]})`,
  },
  { label: 'Dirección', value: (claim) => claim.direccion || '—' },
  {
    label: 'Contratos firmados',
    value: (claim) =>
      claim.firmadaEl ? `${claim.contratosFirmados}, el ${formatDateTimeEs(claim.firmadaEl)}` : 'Ninguno',
  },
  { label: 'Usuario en Cumplia', value: (claim) => (claim.conUsuario ? 'Sí' : 'No') },
];

/**
 * 'Altas con el mismo NIF/CIF': a signature by SMS proves only that someone read a code on the phone the
 * registrant typed, so when several registrations give one NIF/CIF staff decide which is the company, with what each
 * offers side by side, and verify that one (the others are then withdrawn).
 */
export function NifClaimsDialog({
  companyId,
  nifCif,
  onClose,
  onVerify,
  verifyingId,
  problem,
}: {
  companyId: number | null;
  nifCif: string;
  onClose(): void;
  onVerify(claim: NifClaim): void;
  verifyingId: number | null;
  /** Why the last verification was refused. */
  problem: string | null;
}) {
  const { data: claims, isLoading, error } = useNifClaims(companyId);
  return (
    <Modal opened={companyId !== null} onClose={onClose} title={`Altas con el NIF/CIF ${nifCif}`} size="xl">
      <Stack gap="sm">
        <Text size="sm">
          Varias altas indican el mismo NIF/CIF y ninguna puede firmar hasta que Cumplia decida cuál es la empresa. Pida
          a la empresa una prueba que no dependa de quien la dio de alta (por ejemplo, una escritura o un certificado de
          representación con su NIF/CIF) y verifique la que corresponda: las demás altas sin firmar se retiran.
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <ListState isLoading={isLoading} error={error} isEmpty={(claims ?? []).length === 0} emptyText="No hay altas.">
          <ScrollArea type="auto">
            <Table withTableBorder withColumnBorders verticalSpacing="xs" miw={240 + 220 * (claims?.length ?? 1)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Dato</Table.Th>
                  {claims?.map((claim) => (
                    <Table.Th scope="col" key={claim.id}>
                      <Stack gap={4}>
                        <Text fw={600} size="sm">
                          {claim.razonSocial}
                        </Text>
                        {claim.verificada && (
                          <Badge color="green" variant="light" tt="none" w="fit-content">
                            Verificada
                          </Badge>
                        )}
                      </Stack>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {FACTS.map((fact) => (
                  <Table.Tr key={fact.label}>
                    <Table.Th scope="row" fw={500}>
                      {fact.label}
                    </Table.Th>
                    {claims?.map((claim) => (
                      <Table.Td key={claim.id}>{fact.value(claim)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row" fw={500}>
                    Decisión
                  </Table.Th>
                  {claims?.map((claim) => (
                    <Table.Td key={claim.id}>
                      {!claim.verificada && (
                        <Button
                          size="xs"
                          loading={verifyingId === claim.id}
                          disabled={verifyingId !== null && verifyingId !== claim.id}
                          onClick={() => onVerify(claim)}
                          aria-label={`Verificar ${claim.razonSocial} (${formatDateTimeEs(claim.registradaEl)})`}
                        >
                          Verificar esta
                        </Button>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </ListState>
      </Stack>
    </Modal>
  );
}
