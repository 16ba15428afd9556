import { type CompanyLoginInvitation, formatDateTimeEs } from '@cumplia/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { answerLoginInvitation, useLoginInvitations } from '../api/company-area-api';

/**
 * A company that names the person as its administrator joins their login only when they accept it here; until
 * then it sees nothing of theirs. Refusing is as easy as accepting, and both say what follows.
 */
export function LoginInvitations() {
  const { data: invitations } = useLoginInvitations();
  if (!invitations || invitations.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Empresas que le indican como administrador">
      {invitations.map((invitation) => (
        <InvitationAlert key={invitation.id} invitation={invitation} />
      ))}
    </Stack>
  );
}

function InvitationAlert({ invitation }: { invitation: CompanyLoginInvitation }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirmRefusal, setConfirmRefusal] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const registeredBy = {
    GESTORIA: `la dio de alta la gestoría «${invitation.gestoria}»`,
    PERSONAL: 'la dio de alta el personal de Cumplia',
    WEB: 'se registró en la web de Cumplia',
  }[invitation.registradaPor];

  const answer = async (accept: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      notifySuccess((await answerLoginInvitation(invitation.id, accept)).message);
      setConfirmRefusal(false);
      await queryClient.invalidateQueries({ queryKey: ['company'] });
    } catch (failure) {
      setProblem(apiErrorMessage(failure, 'No se ha podido guardar su respuesta.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconBuildingPlus size={20} aria-hidden="true" />}
      title={`${invitation.razonSocial} le indica como su administrador`}
      data-testid="login-invitation"
    >
      <Stack gap="xs">
        <Text size="sm">
          La empresa con NIF/CIF {invitation.nifCif} ({registeredBy} el {formatDateTimeEs(invitation.invitadaEl)}) dice
          que usted la administra. Si la acepta, la verá en el selector «Empresa» junto a las suyas; la empresa no verá
          nada de su cuenta ni de sus otras empresas.
        </Text>
        <Group gap="sm">
          <Button size="sm" loading={busy && !confirmRefusal} disabled={busy} onClick={() => answer(true)}>
            Aceptar la empresa
          </Button>
          <Button size="sm" variant="default" disabled={busy} onClick={() => setConfirmRefusal(true)}>
            No es mía
          </Button>
        </Group>
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmRefusal}
        title="Rechazar la empresa"
        busy={busy}
        onCancel={() => setConfirmRefusal(false)}
        onConfirm={() => answer(false)}
        confirmLabel="Sí, no es mía"
        cancelLabel="Volver"
        danger
      >
        <Text size="sm">
          {invitation.razonSocial} no se añadirá a su cuenta ni tendrá acceso a ella. Cumplia revisará quién la
          administra.
        </Text>
      </ConfirmDialog>
    </Alert>
  );
}
