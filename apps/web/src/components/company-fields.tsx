import {
  type Company,
  type CompanyType,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PLACEHOLDER_IBAN,
} from '@cumplia/domain';
import { Fieldset, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type FieldValues, FormProvider, type UseFormReturn, useFormContext } from 'react-hook-form';
import { CnaeFormField } from './cnae-field';

/** The fields every company form shares (registration, agency add and edit). */
export type CompanyFormFields = {
  razonSocial: string;
  nifCif: string;
  tipo: 'E' | 'A';
  nombre: string;
  username?: string;
  /** The collaborator's administrator NIF (its login). */
  dni?: string;
  email: string;
  telefono: string;
  nombreComercial: string;
  direccion: string;
  /** Optional for a collaborator (its variant's schema), required for a company. */
  codigoPostal?: string;
  localidad?: string;
  provincia?: string;
  cnae: string;
  actividad: string;
  numTrabajadores?: unknown;
  metodoDePago?: 'SEPA' | 'TRANSFERENCIA' | 'TARJETA';
  numCuenta?: string;
};

/** The empty company form: type Empresa, +34 typed, SEPA (part 2 section 9 defaults). */
export const EMPTY_COMPANY_FORM = {
  razonSocial: '',
  nifCif: '',
  tipo: 'E',
  nombre: '',
  username: '',
  email: '',
  telefono: '+34',
  nombreComercial: '',
  direccion: '',
  codigoPostal: '',
  localidad: '',
  provincia: '',
  cnae: '',
  actividad: '',
  // Blank until answered: a typed 0 says the company has no staff (staff-tools-rule.ts).
  numTrabajadores: '',
  metodoDePago: 'SEPA',
  numCuenta: '',
} as const;

/** A company's editable fields as the company forms hold them (the login NIF shown, read-only on edit). */
export function companyFormValues(company: Company) {
  return {
    razonSocial: company.razonSocial,
    nifCif: company.nifCif,
    tipo: company.tipo,
    nombre: company.nombre,
    username: company.username,
    email: company.email,
    telefono: company.telefono,
    nombreComercial: company.nombreComercial,
    direccion: company.direccion,
    codigoPostal: company.codigoPostal,
    localidad: company.localidad,
    provincia: company.provincia,
    cnae: company.cnae,
    actividad: company.actividad,
    numTrabajadores: company.numTrabajadores,
    metodoDePago: company.metodoDePago,
    numCuenta: company.numCuenta,
  };
}

/** 'Tipo': Empresa (E) or Autónomo (A), for companies and collaborators alike. */
function CompanyTypeField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<{ tipo: CompanyType }>();
  return (
    <Controller
      control={control}
      name="tipo"
      render={({ field }) => (
        <Radio.Group label="Tipo" required value={field.value} onChange={field.onChange} error={errors.tipo?.message}>
          <Group mt={4}>
            <Radio value="E" label="Empresa" />
            <Radio value="A" label="Autónomo" />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

type CompanyFieldsOptions = {
  /** The login NIF cannot change once the company exists. */
  usernameDisabled?: boolean;
  /** The company holds its NIF/CIF: an agency cannot change it (staff can). */
  nifCifFixed?: boolean;
  /**
   * A collaborator's registration shares these fields, with the administrator's NIF as `dni`, optional postal
   * code and province, actividad up to 255 characters and its own account block instead of 'Pago'.
   */
  variant?: 'company' | 'collaborator';
  /** A public page's first load: the CNAE search waits until the visitor starts filling the form (cnae-field.tsx). */
  deferredCnaeSearch?: boolean;
};

/**
 * Datos de la empresa, Administrador y contacto, Pago: labels above fields, errors under them, required marks.
 * Choosing a method other than SEPA sets the placeholder account; back to SEPA clears it (spec). `form` must hold
 * these fields (checked by its type).
 */
export function CompanyFields<Values extends CompanyFormFields, Context, Output extends FieldValues>({
  form,
  ...options
}: CompanyFieldsOptions & { form: UseFormReturn<Values, Context, Output> }) {
  return (
    <FormProvider {...form}>
      <CompanyFieldset {...options} />
    </FormProvider>
  );
}

function CompanyFieldset({
  usernameDisabled = false,
  nifCifFixed = false,
  variant = 'company',
  deferredCnaeSearch = false,
}: CompanyFieldsOptions) {
  const isCompany = variant === 'company';
  const {
    control,
    register,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<CompanyFormFields>();
  const paymentMethod = watch('metodoDePago') ?? 'SEPA';

  return (
    <Stack gap="lg">
      <Fieldset legend={isCompany ? 'Datos de la empresa' : 'Datos del colaborador'}>
        <Stack gap="sm">
          <CompanyTypeField />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Razón social" required error={errors.razonSocial?.message} {...register('razonSocial')} />
            <TextInput
              label="NIF/CIF"
              required
              disabled={nifCifFixed}
              description={
                nifCifFixed ? 'La empresa ya lo confirmó: si está mal, escríbanos para corregirlo.' : undefined
              }
              error={errors.nifCif?.message}
              {...register('nifCif')}
            />
            <TextInput
              label="Nombre comercial"
              required
              error={errors.nombreComercial?.message}
              {...register('nombreComercial')}
            />
            {/* A text field with a numeric keyboard: the schema reads the number and names a wrong one. */}
            <TextInput
              label="Número de trabajadores"
              inputMode="numeric"
              autoComplete="off"
              error={errors.numTrabajadores?.message}
              {...register('numTrabajadores')}
            />
            <CnaeFormField control={control} deferred={deferredCnaeSearch} />
            <TextInput
              label="Actividad"
              required
              maxLength={255}
              error={errors.actividad?.message}
              {...register('actividad')}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend="Administrador y contacto">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nombre y apellidos del administrador"
            required
            error={errors.nombre?.message}
            {...register('nombre')}
          />
          {isCompany ? (
            <TextInput
              label="NIF del usuario"
              description="Será su usuario de acceso"
              required
              disabled={usernameDisabled}
              error={errors.username?.message}
              {...register('username')}
            />
          ) : (
            <TextInput
              label="NIF del administrador"
              description="Será su usuario de acceso"
              required
              error={errors.dni?.message}
              {...register('dni', { setValueAs: (value: string) => value.toUpperCase() })}
            />
          )}
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
            description={isCompany ? '+34 y 9 dígitos: recibirá el SMS de firma' : '+34 y 9 dígitos'}
            required
            error={errors.telefono?.message}
            {...register('telefono')}
          />
          <TextInput label="Dirección" required error={errors.direccion?.message} {...register('direccion')} />
          <TextInput
            label="Código postal"
            required={isCompany}
            inputMode="numeric"
            error={errors.codigoPostal?.message}
            {...register('codigoPostal')}
          />
          <TextInput
            label="Localidad"
            required={isCompany}
            error={errors.localidad?.message}
            {...register('localidad')}
          />
          <TextInput
            label="Provincia"
            required={isCompany}
            error={errors.provincia?.message}
            {...register('provincia')}
          />
        </SimpleGrid>
      </Fieldset>

      {isCompany && (
        <Fieldset legend="Pago">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="metodoDePago"
              render={({ field }) => (
                <Radio.Group
                  label="Método de pago"
                  required
                  value={field.value ?? 'SEPA'}
                  onChange={(value) => {
                    field.onChange(value);
                    setValue('numCuenta', value === 'SEPA' ? '' : PLACEHOLDER_IBAN);
                  }}
                  error={errors.metodoDePago?.message}
                >
                  <Stack mt={6} gap={8}>
                    {PAYMENT_METHODS.map((method) => (
                      <Radio key={method} value={method} label={PAYMENT_METHOD_LABELS[method]} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
            <TextInput
              label="Número de cuenta (IBAN)"
              required={paymentMethod === 'SEPA'}
              disabled={paymentMethod !== 'SEPA'}
              placeholder="ES00 0000 0000 0000 0000 0000"
              error={errors.numCuenta?.message}
              {...register('numCuenta')}
            />
          </SimpleGrid>
        </Fieldset>
      )}
    </Stack>
  );
}
