import { type CollaboratorUsersItem, MESSAGES } from '@cumplia/domain';
import { ActionIcon, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { useSearchFilters } from '../../../components/search-filters';
import { ApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { deleteUser, STAFF_USERS_KEY, useCollaboratorUsers } from '../api/staff-users-api';
import { AddUserDialog } from './add-user-dialog';

const u = MESSAGES.staffUsers;
const USER_FIELDS = [
  { key: 'userEmail', label: 'Correo electrónico del usuario', width: 300 },
  { key: 'nifCif', label: 'Cif / Nif del colaborador', width: 220 },
] as const;
type Member = CollaboratorUsersItem['users'][number];

function UsersMenu({
  collaborator,
  onDelete,
  onAdd,
}: {
  collaborator: CollaboratorUsersItem;
  onDelete(user: Member): void;
  onAdd(): void;
}) {
  const count = collaborator.users.length;
  return (
    <Menu position="bottom-start" withinPortal width={320}>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={`Usuarios de ${collaborator.nombreComercial}`}
        >
          {count === 0 ? u.noUsers : count === 1 ? (collaborator.users[0]?.email ?? '1 usuario') : `${count} usuarios`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {count === 0 && <Menu.Label>{u.noUsersRegistered}</Menu.Label>}
        {collaborator.users.map((user) => (
          <Group key={user.id} justify="space-between" wrap="nowrap" px="xs" py={4} gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" truncate="end">
                {user.email ?? '—'}
              </Text>
              <Text size="xs" c="dimmed">
                {user.username}
              </Text>
            </div>
            <Group gap={2} wrap="nowrap">
              <Tooltip label="Editar usuario">
                <ActionIcon
                  component={Link}
                  to={paths.backoffice.editUser(user.id)}
                  variant="subtle"
                  aria-label={`Editar ${user.email ?? user.username}`}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Eliminar usuario">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(user)}
                  aria-label={`Eliminar ${user.email ?? user.username}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={onAdd}>
          Agregar Usuario
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** 'Gestionar usuarios' (part 2 section 2.6): each collaborator with its users' e-mails, edit, delete and add. */
export function CollaboratorUsers() {
  const { values, page, setPage, inputs } = useSearchFilters(USER_FIELDS);
  const { data, isLoading, error } = useCollaboratorUsers({ page, ...values });
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<CollaboratorUsersItem | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY });
  const columns: DataColumn<CollaboratorUsersItem>[] = [
    { key: 'nifCif', header: 'Cif / Nif', cell: (collaborator) => collaborator.nifCif },
    { key: 'nombre', header: 'Colaborador', card: 'title', cell: (collaborator) => collaborator.nombreComercial },
    {
      key: 'email',
      header: 'Correo electrónico',
      cell: (collaborator) => (
        <UsersMenu collaborator={collaborator} onDelete={setRemoving} onAdd={() => setAdding(collaborator)} />
      ),
    },
    {
      key: 'ver',
      header: 'Añadir/Editar',
      cell: (collaborator) => (
        <Button component={Link} to={paths.backoffice.collaboratorDetail(collaborator.id)} size="xs" variant="light">
          Ver colaborador
        </Button>
      ),
    },
  ];

  const confirmDelete = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteUser(removing.id);
      await reload();
      notifySuccess(`Usuario ${removing.email ?? removing.username} eliminado: ya no puede acceder a Cumplia.`);
    } catch (failure) {
      setDialog({
        tone: 'error',
        title: 'Error',
        message: failure instanceof ApiError && failure.status === 409 ? failure.message : u.deleteFailed,
      });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <>
      {inputs}
      <DataTable
        label="Colaboradores y sus usuarios"
        columns={columns}
        rows={data?.content}
        rowKey={(collaborator) => collaborator.id}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error}
        emptyText="No hay colaboradores."
        minWidth={720}
      />
      <AddUserDialog
        collaborator={adding}
        onClose={() => setAdding(null)}
        onAdded={async () => {
          const name = adding?.nombreComercial ?? '';
          setAdding(null);
          await reload();
          notifySuccess(`Usuario añadido a ${name}. Recibirá un correo para activar su acceso.`, 'Éxito');
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Confirmar Eliminación"
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmDelete}
      >
        <Text>¿Desea eliminar el usuario {removing?.email ?? removing?.username}? Perderá el acceso a Cumplia.</Text>
      </ConfirmDialog>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
