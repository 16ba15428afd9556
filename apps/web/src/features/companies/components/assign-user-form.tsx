import { assignCompanyUserRequestSchema, type Company, MESSAGES } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DetailField } from '../../../components/detail-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { assignCompanyUser } from '../api/agency-companies-api';

type FormInput = z.input<typeof assignCompanyUserRequestSchema>;

/**
 * 'Asignar Usuario a Empresa': the company's data, then its login: for an agency, the administrator's NIF and the
 * company's e-mail as on file (the server gives the login to no one else), and the full name. Staff may correct
 * the NIF and the e-mail once checked with the company (the change is audited).
 */
export function AssignUserForm({
  company,
  staff = false,
  onAssigned,
}: {
  company: Company;
  staff?: boolean;
  onAssigned(): void;
}) {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, z.output<typeof assignCompanyUserRequestSchema>>({
    resolver: zodResolver(assignCompanyUserRequestSchema),
    defaultValues: { username: company.dni, email: company.email, name: company.nombre },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await assignCompanyUser(company.id, values);
      await queryClient.invalidateQueries({ queryKey: staff ? ['backoffice'] : ['agency'] });
      notifySuccess(message, 'Usuario asignado');
      onAssigned();
    } catch (error) {
      setServerError(apiErrorMessage(error, MESSAGES.assignUser.failed));
    }
  });

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Title order={2} fz="lg" mb="sm">
          Empresa
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DetailField label="Razón Social" value={company.razonSocial} />
          <DetailField label="CIF/NIF" value={company.nifCif} />
          <DetailField label="Nombre Comercial" value={company.nombreComercial} />
          <DetailField label="Email" value={company.email || '—'} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate>
        {/* Form fields read best at a line's length, not the page's. */}
        <Stack gap="md" maw={560}>
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <TextInput
            label="NIF del usuario"
            description={
              staff ? (
                `El que figura en la empresa es ${company.dni}. Cámbielo solo tras comprobarlo con la empresa: este usuario recibe sus documentos, y el cambio queda en el registro de cambios.`
              ) : (
                <>
                  El del administrador que figura en los datos de la empresa (el que su firmante confirmó). Si no es
                  correcto,{' '}
                  <Anchor component={Link} to={paths.contact} size="xs">
                    escríbanos
                  </Anchor>
                  : lo corregiremos tras comprobarlo con la empresa, porque este usuario recibe sus documentos.
                </>
              )
            }
            readOnly={!staff}
            required
            error={errors.username?.message}
            {...register('username')}
          />
          <TextInput
            label="Email"
            type="email"
            description={
              staff
                ? 'Allí llega el correo de verificación: el de la empresa, salvo que ella indique otro.'
                : 'El de la empresa: allí llega el correo de verificación.'
            }
            readOnly={!staff}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput label="Nombre completo" required error={errors.name?.message} {...register('name')} />
          <Button type="submit" disabled={isSubmitting} w="fit-content">
            {isSubmitting ? 'Enviando...' : 'Asignar Usuario'}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
