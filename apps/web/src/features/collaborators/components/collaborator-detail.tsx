import {
  type CollaboratorDetail as Collaborator,
  formatDateEs,
  formatEuroAmount,
  MESSAGES,
  PROTOCOL_LABELS,
  type UpdateCollaboratorRequest,
  updateCollaboratorRequestSchema,
} from '@cumplia/domain';
import { Alert, Badge, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { DetailField } from '../../../components/detail-field';
import { ListState } from '../../../components/list-state';
import { type ProtocolPriceRow, ProtocolPriceRows } from '../../../components/protocol-price-rows';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { ApiError, apiErrorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { StaffArea } from '../../../lib/staff-area';
import { COLLABORATORS_KEY, updateCollaborator, useCollaborator } from '../api/collaborators-api';
import { CommissionField } from './commission-input';

const c = MESSAGES.collaborators;

const companyColumns: DataColumn<Collaborator['empresas']['content'][number]>[] = [
  { key: 'fecha', header: 'Fecha', cell: (company) => formatDateEs(company.createdAt) },
  { key: 'empresa', header: 'Empresa', card: 'title', cell: (company) => company.razonSocial },
  { key: 'nif', header: 'NIF/CIF', cell: (company) => company.nifCif },
];
type FormValues = Omit<UpdateCollaboratorRequest, 'productos' | 'comision'> & {
  comision: number | string;
  productos: ProtocolPriceRow[];
};

const valuesOf = (collaborator: Collaborator): FormValues => ({
  razonSocial: collaborator.razonSocial,
  nombreComercial: collaborator.nombreComercial,
  nifCif: collaborator.nifCif,
  dni: collaborator.dni,
  email: collaborator.email,
  telefono: collaborator.telefono,
  numCuenta: collaborator.numCuenta,
  comision: collaborator.comision,
  productos: collaborator.productos.map(({ nombrePlantilla, precioDescuento }) => ({
    nombrePlantilla,
    precioDescuento,
  })),
});

function EditCollaborator({
  area,
  collaborator,
  onSaved,
}: {
  area: StaffArea;
  collaborator: Collaborator;
  onSaved(message: string): void;
}) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<DialogContent | null>(null);
  const form = useForm({
    // The rows and the commission hold typed text until the schema converts them.
    resolver: schemaResolver<FormValues, typeof updateCollaboratorRequestSchema>(updateCollaboratorRequestSchema),
    defaultValues: valuesOf(collaborator),
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await updateCollaborator(area, collaborator.id, values);
      await queryClient.invalidateQueries({ queryKey: COLLABORATORS_KEY });
      onSaved(message);
    } catch (error) {
      setFailure({
        tone: 'error',
        title: 'Error',
        message: apiErrorMessage(error, c.saveFailed),
        errors: error instanceof ApiError ? Object.values(error.fieldErrors) : [],
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Razón social" required error={errors.razonSocial?.message} {...register('razonSocial')} />
          <TextInput
            label="Nombre comercial"
            required
            error={errors.nombreComercial?.message}
            {...register('nombreComercial')}
          />
          <TextInput label="NIF/CIF" required error={errors.nifCif?.message} {...register('nifCif')} />
          <TextInput label="NIF del administrador" required error={errors.dni?.message} {...register('dni')} />
          <TextInput label="Correo electrónico" required error={errors.email?.message} {...register('email')} />
          <TextInput label="Teléfono" required error={errors.telefono?.message} {...register('telefono')} />
          <TextInput
            label="Número de cuenta (IBAN)"
            required
            error={errors.numCuenta?.message}
            {...register('numCuenta')}
          />
          <Controller
            control={control}
            name="comision"
            render={({ field }) => (
              <CommissionField
                area={area}
                current={collaborator.comision}
                value={field.value}
                onChange={field.onChange}
                error={errors.comision?.message}
              />
            )}
          />
        </SimpleGrid>
        <Fieldset legend="Protocolos y precios">
          <ProtocolPriceRows form={form} />
        </Fieldset>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Guardar Cambios
          </Button>
        </Group>
      </Stack>
      <ResultDialog content={failure} onClose={() => setFailure(null)} />
    </form>
  );
}

function CollaboratorData({ collaborator }: { collaborator: Collaborator }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <DetailField label="Razón social" value={collaborator.razonSocial} />
        <DetailField label="Nombre comercial" value={collaborator.nombreComercial} />
        <DetailField label="NIF/CIF" value={collaborator.nifCif} />
        <DetailField label="Administrador" value={`${collaborator.nombre} (${collaborator.dni})`} />
        <DetailField label="Correo electrónico" value={collaborator.email} />
        <DetailField label="Teléfono" value={collaborator.telefono} />
        <DetailField label="Número de cuenta" value={collaborator.numCuenta} />
        <DetailField label="Comisión" value={`${collaborator.comision.toLocaleString('es-ES')} %`} />
        <DetailField label="Alta" value={formatDateEs(collaborator.createdAt)} />
      </SimpleGrid>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
          Protocolos y precios
        </Text>
        {collaborator.productos.length === 0 ? (
          <Text c="dimmed">Precios generales.</Text>
        ) : (
          <Group gap="sm">
            {collaborator.productos.map((product) => (
              <Badge key={product.nombrePlantilla} size="lg" variant="light" tt="none">
                {PROTOCOL_LABELS[product.nombrePlantilla]} · {formatEuroAmount(product.precioDescuento)}
              </Badge>
            ))}
          </Group>
        )}
      </div>
    </Stack>
  );
}

/**
 * 'Datos de colaborador' (part 2 section 2.10): the data with Editar/Cancelar and 'Guardar Cambios', and its
 * companies, 10 per page, each with 'Editar'.
 */
export function CollaboratorDetail({
  area,
  id,
  editCompanyHref,
}: {
  area: StaffArea;
  id: number;
  editCompanyHref(companyId: number): string;
}) {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<DialogContent | null>(null);
  const { data, isLoading, error } = useCollaborator(area, id, page);
  return (
    <ListState
      isLoading={isLoading}
      loadingText="Cargando..."
      error={error ? new Error(c.loadError) : null}
      isEmpty={false}
      emptyText=""
    >
      {data ? (
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" mb="md">
              <Title order={2} size="h4">
                Datos de la gestoría
              </Title>
              <Button variant={editing ? 'default' : 'light'} onClick={() => setEditing((value) => !value)}>
                {editing ? 'Cancelar' : 'Editar'}
              </Button>
            </Group>
            {editing ? (
              <EditCollaborator
                key={data.id}
                area={area}
                collaborator={data}
                onSaved={(text) => {
                  setEditing(false);
                  setMessage({ tone: 'success', title: 'Mensaje del sistema', message: text });
                }}
              />
            ) : (
              <CollaboratorData collaborator={data} />
            )}
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Title order={2} size="h4" mb="sm">
              Empresas asociadas ({data.empresas.totalElements})
            </Title>
            <DataTable
              label="Empresas asociadas"
              columns={companyColumns}
              rows={data.empresas.content}
              rowKey={(company) => company.id}
              actions={(company) => (
                <Button component={Link} to={editCompanyHref(company.id)} size="xs" variant="light">
                  Editar
                </Button>
              )}
              page={page}
              totalPages={data.empresas.totalPages}
              onPage={setPage}
              isLoading={false}
              error={null}
              emptyText={c.noCompanies}
              minWidth={560}
            />
          </Paper>
        </Stack>
      ) : (
        <Alert color="red">{c.loadError}</Alert>
      )}
      <ResultDialog content={message} onClose={() => setMessage(null)} />
    </ListState>
  );
}
