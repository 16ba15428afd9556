import {
  type CompanyType,
  type CreateCollaboratorRequest,
  createCollaboratorRequestSchema,
  DEFAULT_COMMISSION,
  MESSAGES,
  WORKER_COMMISSION_OPTIONS,
  workerCreateCollaboratorRequestSchema,
} from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Checkbox,
  Fieldset,
  Group,
  LoadingOverlay,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, Controller, type FieldErrors, useForm } from 'react-hook-form';
import { CompanyTypeField } from '../../../components/company-fields';
import { type ProtocolPriceRow, ProtocolPriceRows } from '../../../components/protocol-price-rows';
import { type DialogContent, errorMessages, ResultDialog } from '../../../components/result-dialog';
import { ApiError } from '../../../lib/api-error';
import type { StaffArea } from '../../backoffice-companies/api/staff-companies-api';
import { COLLABORATORS_KEY, createCollaborator } from '../api/collaborators-api';

const c = MESSAGES.collaborators;

type FormValues = Omit<CreateCollaboratorRequest, 'productos' | 'comision'> & {
  comision: number | string;
  productos: ProtocolPriceRow[];
};

const emptyValues = (area: StaffArea): FormValues => ({
  razonSocial: '',
  nifCif: '',
  tipo: 'E',
  nombre: '',
  dni: '',
  email: '',
  telefono: '+34',
  nombreComercial: '',
  direccion: '',
  provincia: '',
  codigoPostal: '',
  cnae: '',
  actividad: '',
  numTrabajadores: 0,
  numCuenta: '',
  comision: DEFAULT_COMMISSION[area === 'admin' ? 'superadmin' : 'worker'],
  superColaborador: false,
  productos: [],
});

/**
 * 'Alta de Colaborador' (part 2 sections 2.8 and 5.4): the superadmin types any commission 0-100 and may mark a
 * super-collaborator; the worker picks 3, 5, 10, 15, 20 or 25 %. The administrator's NIF becomes its login.
 */
export function CollaboratorForm({ area }: { area: StaffArea }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [created, setCreated] = useState(false);
  const schema = area === 'admin' ? createCollaboratorRequestSchema : workerCreateCollaboratorRequestSchema;
  const form = useForm<FormValues>({
    // biome-ignore lint/suspicious/noExplicitAny: rows and commission hold typed text until the schema converts them.
    resolver: zodResolver(schema as any),
    defaultValues: emptyValues(area),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(
    async (values) => {
      try {
        await createCollaborator(area, values as CreateCollaboratorRequest);
        setCreated(true);
        setDialog({ tone: 'success', title: 'Éxito', message: c.created });
        await queryClient.invalidateQueries({ queryKey: COLLABORATORS_KEY });
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
        setDialog({
          tone: 'error',
          title: 'Error',
          message: error instanceof Error ? error.message : c.formErrors,
          errors: fieldErrors,
        });
      }
    },
    (invalid) => setDialog({ tone: 'error', title: 'Error', message: c.formErrors, errors: errorMessages(invalid) }),
  );

  return (
    <Box pos="relative">
      <LoadingOverlay visible={isSubmitting} zIndex={5} overlayProps={{ blur: 1 }} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Fieldset legend="Datos del colaborador">
            <Stack gap="sm">
              <CompanyTypeField
                control={control as unknown as Control<{ tipo: CompanyType }>}
                error={errors.tipo?.message}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Razón social"
                  required
                  maxLength={255}
                  error={errors.razonSocial?.message}
                  {...register('razonSocial')}
                />
                <TextInput label="NIF/CIF" required error={errors.nifCif?.message} {...register('nifCif')} />
                <TextInput
                  label="Nombre comercial"
                  required
                  maxLength={255}
                  error={errors.nombreComercial?.message}
                  {...register('nombreComercial')}
                />
                <TextInput label="CNAE" required error={errors.cnae?.message} {...register('cnae')} />
                <TextInput
                  label="Actividad"
                  required
                  maxLength={255}
                  error={errors.actividad?.message}
                  {...register('actividad')}
                />
                <Controller
                  control={control}
                  name="numTrabajadores"
                  render={({ field }) => (
                    <NumberInput
                      label="Número de trabajadores"
                      min={0}
                      allowDecimal={false}
                      value={typeof field.value === 'number' ? field.value : 0}
                      onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                    />
                  )}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend="Administrador y contacto">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Nombre del administrador"
                required
                maxLength={200}
                error={errors.nombre?.message}
                {...register('nombre')}
              />
              <TextInput
                label="NIF del administrador"
                description="Será su usuario de acceso"
                required
                error={errors.dni?.message}
                {...register('dni', { setValueAs: (value: string) => value.toUpperCase() })}
              />
              <TextInput
                label="Correo electrónico"
                type="email"
                required
                error={errors.email?.message}
                {...register('email')}
              />
              <TextInput
                label="Teléfono"
                type="tel"
                required
                error={errors.telefono?.message}
                {...register('telefono')}
              />
              <TextInput
                label="Dirección"
                required
                maxLength={255}
                error={errors.direccion?.message}
                {...register('direccion')}
              />
              <TextInput label="Código postal" inputMode="numeric" {...register('codigoPostal')} />
              <TextInput label="Provincia" {...register('provincia')} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Condiciones">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Número de cuenta (IBAN)"
                required
                placeholder="ES00 0000 0000 0000 0000 0000"
                error={errors.numCuenta?.message}
                {...register('numCuenta')}
              />
              <Controller
                control={control}
                name="comision"
                render={({ field }) =>
                  area === 'admin' ? (
                    <NumberInput
                      label="Comisión (%)"
                      required
                      min={0}
                      max={100}
                      clampBehavior="strict"
                      decimalScale={2}
                      decimalSeparator=","
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.comision?.message}
                    />
                  ) : (
                    <Select
                      label="Comisión (%)"
                      required
                      data={WORKER_COMMISSION_OPTIONS.map((option) => ({
                        value: String(option),
                        label: `${option} %`,
                      }))}
                      value={String(field.value)}
                      allowDeselect={false}
                      onChange={(value) => field.onChange(Number(value))}
                      error={errors.comision?.message}
                    />
                  )
                }
              />
            </SimpleGrid>
            {area === 'admin' && <Checkbox mt="md" label="Supercolaborador" {...register('superColaborador')} />}
          </Fieldset>
          <Fieldset legend="Protocolos y precios">
            <ProtocolPriceRows
              control={control as unknown as Control<{ productos: ProtocolPriceRow[] }>}
              errors={errors as FieldErrors<{ productos: ProtocolPriceRow[] }>}
            />
          </Fieldset>
          <Group>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Enviando...' : 'Añadir colaborador'}
            </Button>
          </Group>
        </Stack>
      </form>
      <ResultDialog
        content={dialog}
        onClose={() => {
          setDialog(null);
          if (created) {
            setCreated(false);
            reset(emptyValues(area));
            window.scrollTo({ top: 0 });
          }
        }}
      />
    </Box>
  );
}
