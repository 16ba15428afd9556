import {
  type CreateCollaboratorRequest,
  createCollaboratorRequestSchema,
  DEFAULT_COMMISSION,
  MESSAGES,
  workerCreateCollaboratorRequestSchema,
} from '@cumplia/domain';
import { Checkbox, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { CompanyFields } from '../../../components/company-fields';
import { CreateFormShell, useCreationDialog } from '../../../components/create-form-shell';
import { type ProtocolPriceRow, ProtocolPriceRows } from '../../../components/protocol-price-rows';
import { errorMessages } from '../../../components/result-dialog';
import { ApiError } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { StaffArea } from '../../../lib/staff-area';
import { COLLABORATORS_KEY, createCollaborator } from '../api/collaborators-api';
import { CommissionField } from './commission-input';

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
  localidad: '',
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
  const schema = area === 'admin' ? createCollaboratorRequestSchema : workerCreateCollaboratorRequestSchema;
  const form = useForm({
    // The rows and the commission hold typed text until the schema converts them.
    resolver: schemaResolver<FormValues, typeof schema>(schema),
    defaultValues: emptyValues(area),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const result = useCreationDialog(() => reset(emptyValues(area)));

  const submit = handleSubmit(
    async (values) => {
      try {
        await createCollaborator(area, values);
        result.show({ tone: 'success', title: 'Éxito', message: c.created });
        await queryClient.invalidateQueries({ queryKey: COLLABORATORS_KEY });
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
        result.show({
          tone: 'error',
          title: 'Error',
          message: error instanceof Error ? error.message : c.formErrors,
          errors: fieldErrors,
        });
      }
    },
    (invalid) => result.show({ tone: 'error', title: 'Error', message: c.formErrors, errors: errorMessages(invalid) }),
  );

  return (
    <CreateFormShell submitting={isSubmitting} submitLabel="Añadir colaborador" onSubmit={submit} result={result}>
      <CompanyFields form={form} variant="collaborator" />
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
            render={({ field }) => (
              <CommissionField
                area={area}
                required
                value={field.value}
                onChange={field.onChange}
                error={errors.comision?.message}
              />
            )}
          />
        </SimpleGrid>
        {area === 'admin' && <Checkbox mt="md" label="Supercolaborador" {...register('superColaborador')} />}
      </Fieldset>
      <Fieldset legend="Protocolos y precios">
        <ProtocolPriceRows form={form} />
      </Fieldset>
    </CreateFormShell>
  );
}
