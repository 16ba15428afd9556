import { type AddCollaboratorUserRequest, addCollaboratorUserRequestSchema, MESSAGES } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorMessage } from '../../../lib/api-error';
import { addCollaboratorUser } from '../api/staff-users-api';

const EMPTY: AddCollaboratorUserRequest = { username: '', name: '', email: '' };

/** 'Agregar Nuevo Usuario' for one collaborator (NIF del usuario, Nombre completo, Email), section 5.3. */
export function AddUserDialog({
  collaborator,
  onClose,
  onAdded,
}: {
  collaborator: { id: number; nombreComercial: string } | null;
  onClose(): void;
  onAdded(): void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddCollaboratorUserRequest>({
    resolver: zodResolver(addCollaboratorUserRequestSchema),
    defaultValues: EMPTY,
  });
  const close = () => {
    reset(EMPTY);
    setFailure(null);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    if (!collaborator) return;
    try {
      await addCollaboratorUser(collaborator.id, values);
      reset(EMPTY);
      setFailure(null);
      onAdded();
    } catch (error) {
      setFailure(apiErrorMessage(error, MESSAGES.staffUsers.addFailed));
    }
  });
  return (
    <Modal opened={collaborator !== null} onClose={close} title="Agregar Nuevo Usuario" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label="NIF del usuario" required error={errors.username?.message} {...register('username')} />
          <TextInput label="Nombre completo" required error={errors.name?.message} {...register('name')} />
          <TextInput label="Email" type="email" required error={errors.email?.message} {...register('email')} />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={isSubmitting}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Agregar
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
