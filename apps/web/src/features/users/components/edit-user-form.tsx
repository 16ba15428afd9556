import {
  collaboratorsEndpoints,
  MESSAGES,
  ROLE_LABELS,
  ROLES,
  type Role,
  type RoleName,
  type StaffUserDetail,
  staffCompaniesEndpoints,
  staffRoleMixProblem,
  updateStaffUserRequestSchema,
} from '@cumplia/domain';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListState } from '../../../components/list-state';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { callEndpoint } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { STAFF_USERS_KEY, updateStaffUser, useRoles, useStaffUser } from '../api/staff-users-api';
import { EntityPicker, type PickedEntity } from './entity-picker';

const u = MESSAGES.staffUsers;

const searchCompanies = async (text: string): Promise<PickedEntity[]> => {
  const page = await callEndpoint(staffCompaniesEndpoints.list.admin, { query: { page: 0, size: 10, nombre: text } });
  return page.content.map((company) => ({ id: company.id, label: `${company.razonSocial} (${company.nifCif})` }));
};
const searchCollaborators = async (text: string): Promise<PickedEntity[]> => {
  const page = await callEndpoint(collaboratorsEndpoints.list.admin, { query: { page: 0, size: 10, nombre: text } });
  return page.content.map((agency) => ({ id: agency.id, label: `${agency.nombreComercial} (${agency.nifCif})` }));
};

function UserForm({ user, roles }: { user: StaffUserDetail; roles: Role[] }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    username: user.username,
    name: user.name,
    surname: user.surname ?? '',
    email: user.email ?? '',
    enabled: user.enabled,
    roles: user.roles.map((role) => role.id),
  });
  const [empresas, setEmpresas] = useState<PickedEntity[]>(
    user.empresas.map((company) => ({ id: company.id, label: `${company.razonSocial} (${company.nifCif})` })),
  );
  const [gestorias, setGestorias] = useState<PickedEntity[]>(
    user.gestorias.map((agency) => ({ id: agency.id, label: `${agency.nombreComercial} (${agency.nifCif})` })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  // The value is read now: React clears `currentTarget` once the handler returns, before the update runs.
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const roleNamesOf = (ids: number[]) =>
    roles.filter((role) => ids.includes(role.id)).map((role) => role.name as RoleName);
  const grantsSuperadmin =
    roleNamesOf(values.roles).includes(ROLES.superadmin) && !user.roles.some((role) => role.name === ROLES.superadmin);
  const [confirmingGrant, setConfirmingGrant] = useState(false);

  function askThenSave() {
    const mixed = staffRoleMixProblem({
      roles: roleNamesOf(values.roles),
      empresas: empresas.length,
      gestorias: gestorias.length,
    });
    if (mixed) {
      setErrors({ roles: mixed });
      return;
    }
    if (grantsSuperadmin) setConfirmingGrant(true);
    else void save();
  }

  async function save() {
    setConfirmingGrant(false);
    const body = {
      ...values,
      surname: values.surname.trim() || null,
      roles: values.roles.map((id) => ({ id })),
      empresas: empresas.map(({ id }) => ({ id })),
      gestorias: gestorias.map(({ id }) => ({ id })),
    };
    const parsed = updateStaffUserRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await updateStaffUser(user.id, body);
      await queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY });
      notifySuccess(u.saved, 'Éxito');
    } catch (error) {
      setDialog({
        tone: 'error',
        title: 'Error',
        message: error instanceof ApiError && error.status < 500 && error.message ? error.message : u.saveFailed,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Usuario (NIF)"
            required
            value={values.username}
            onChange={set('username')}
            error={errors.username}
          />
          <TextInput
            label="Correo electrónico"
            required
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextInput label="Nombre" required value={values.name} onChange={set('name')} error={errors.name} />
          <TextInput label="Apellidos" value={values.surname} onChange={set('surname')} />
        </SimpleGrid>
        <Switch
          label="Usuario habilitado"
          checked={values.enabled}
          onChange={(event) => {
            const { checked } = event.currentTarget;
            setValues((current) => ({ ...current, enabled: checked }));
          }}
        />
        <Checkbox.Group
          label="Roles"
          error={errors.roles}
          value={values.roles.map(String)}
          onChange={(ids) => setValues((current) => ({ ...current, roles: ids.map(Number) }))}
        >
          <Group mt="xs">
            {roles.map((role) => (
              <Checkbox key={role.id} value={String(role.id)} label={ROLE_LABELS[role.name]} />
            ))}
          </Group>
        </Checkbox.Group>
        <EntityPicker
          label="Empresas asociadas"
          value={empresas}
          onChange={setEmpresas}
          search={searchCompanies}
          queryKey="companies"
        />
        <EntityPicker
          label="Colaboradores asociados"
          value={gestorias}
          onChange={setGestorias}
          search={searchCollaborators}
          queryKey="collaborators"
        />
        <Group>
          <Button onClick={askThenSave} loading={saving}>
            Guardar Cambios
          </Button>
        </Group>
      </Stack>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        opened={confirmingGrant}
        title={u.grantSuperadminTitle}
        busy={saving}
        onCancel={() => setConfirmingGrant(false)}
        onConfirm={save}
        confirmLabel="Conceder y guardar"
        cancelLabel="No conceder"
        danger
      >
        <Text size="sm">{u.grantSuperadmin(`${values.name} ${values.surname}`.trim())}</Text>
      </ConfirmDialog>
    </Paper>
  );
}

/** 'Datos de Usuario' (part 2 section 2.7): data, enabled, roles, companies and collaborators. */
export function EditUserForm({ id }: { id: number }) {
  const user = useStaffUser(id);
  const roles = useRoles();
  if (roles.error) return <Alert color="red">{u.rolesLoadFailed}</Alert>;
  return (
    <ListState
      isLoading={user.isLoading || roles.isLoading}
      loadingText="Cargando..."
      error={user.error ? new Error(u.loadFailed) : null}
      isEmpty={false}
      emptyText=""
    >
      {user.data && roles.data && <UserForm key={user.data.id} user={user.data} roles={roles.data} />}
    </ListState>
  );
}
