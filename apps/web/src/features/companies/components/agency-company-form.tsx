import {
  type Company,
  type CreateAgencyCompanyRequest,
  createAgencyCompanyRequestSchema,
  protocolsOf,
  toolFlagsOf,
  type UpdateAgencyCompanyRequest,
  updateAgencyCompanyRequestSchema,
} from '@cumplia/domain';
import { Button, Checkbox, Fieldset, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CompanyFields, companyFormValues, EMPTY_COMPANY_FORM } from '../../../components/company-fields';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { TOOLS } from '../../../components/tool-names';
import { ApiError } from '../../../lib/api-error';
import { companyErrorMessage } from '../../../lib/company-error-message';
import { schemaResolver } from '../../../lib/schema-resolver';
import { createCompany, updateCompany } from '../api/agency-companies-api';

type CreateInput = z.input<typeof createAgencyCompanyRequestSchema>;

type AgencyCompanyFormProps = { mode: 'create'; onDone(): void } | { mode: 'edit'; company: Company; onDone(): void };

const EMPTY: CreateInput = {
  ...EMPTY_COMPANY_FORM,
  lopdgdd: false,
  acosoLaboral: false,
  desconexionDigital: false,
};

function valuesOf(company: Company): CreateInput {
  return { ...companyFormValues(company), ...toolFlagsOf(protocolsOf(company)) };
}

/** 'Alta de una empresa' (create) and its edit variant: same form, login NIF and tools locked when editing. */
export function AgencyCompanyForm(props: AgencyCompanyFormProps) {
  const editing = props.mode === 'edit';
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [done, setDone] = useState(false);
  // One form serves two schemas with the same fields.
  const schema = editing ? updateAgencyCompanyRequestSchema : createAgencyCompanyRequestSchema;
  const form = useForm({
    resolver: schemaResolver<CreateInput, typeof schema>(schema),
    defaultValues: editing ? valuesOf(props.company) : EMPTY,
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      if (props.mode === 'edit') {
        // The mode chose the schema, so the values are that schema's output.
        await updateCompany(props.company.nifCif, values as UpdateAgencyCompanyRequest);
        setDialog({
          tone: 'success',
          title: '¡Actualización Exitosa!',
          message: 'La empresa ha sido actualizada correctamente.',
        });
      } else {
        await createCompany(values as CreateAgencyCompanyRequest);
        setDialog({
          tone: 'success',
          title: '¡Éxito!',
          message:
            'La empresa se ha dado de alta. Su administrador recibirá un SMS para firmar el contrato y, al firmarlo, su acceso a Cumplia por correo (si ya tiene usuario, la empresa se añade a su cuenta).',
        });
      }
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: ['agency'] });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors))
          setError(field as keyof CreateInput, { message });
      }
      setDialog({ tone: 'error', title: 'Error', message: companyErrorMessage(error, editing ? 'update' : 'create') });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <CompanyFields
          form={form}
          usernameDisabled={editing}
          nifCifFixed={props.mode === 'edit' && props.company.confirmada}
        />
        <Fieldset legend="Herramientas">
          <Group gap="xl">
            {TOOLS.map((tool) => (
              <Controller
                key={tool.key}
                control={control}
                name={tool.key}
                render={({ field }) => (
                  <Checkbox
                    label={tool.label}
                    error={errors[tool.key]?.message}
                    disabled={editing}
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ))}
          </Group>
        </Fieldset>
        <Group>
          <Button type="submit" disabled={isSubmitting}>
            {editing ? (isSubmitting ? 'Actualizando...' : 'Actualizar') : isSubmitting ? 'Enviando...' : 'Alta'}
          </Button>
        </Group>
      </Stack>
      <ResultDialog
        content={dialog}
        onClose={() => {
          setDialog(null);
          if (done) props.onDone();
        }}
      />
    </form>
  );
}
