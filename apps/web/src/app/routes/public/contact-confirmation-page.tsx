import type { ContactConfirmationView } from '@cumplia/domain';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmContact, useContactConfirmation } from '../../../features/companies/api/contact-confirmation-api';
import { apiErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { FormPage } from './form-page';

const WHAT: Record<ContactConfirmationView['dato'], string> = {
  PHONE: 'el teléfono',
  EMAIL: 'el correo electrónico',
};

/**
 * /confirmar-contacto/:token: the company confirms, from the phone or e-mail it gave before, the one its agency
 * entered. Nothing changes unless it presses the button.
 */
export function ContactConfirmationPage() {
  const { token = '' } = useParams();
  const { data, isPending, error } = useContactConfirmation(token);
  const [answer, setAnswer] = useState<{ tone: 'green' | 'red'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      setAnswer({ tone: 'green', text: (await confirmContact(token)).message });
    } catch (failure) {
      setAnswer({ tone: 'red', text: apiErrorMessage(failure, 'No se ha podido confirmar. Inténtelo de nuevo.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormPage title={data ? `Confirmar ${WHAT[data.dato]} de su empresa` : 'Confirmar un dato de su empresa'}>
      {isPending ? (
        <Loader aria-label="Cargando" />
      ) : error || !data ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(error, 'El enlace no es válido o ya se utilizó.')}
        </Alert>
      ) : answer ? (
        <Alert color={answer.tone} role={answer.tone === 'red' ? 'alert' : 'status'}>
          {answer.text}
        </Alert>
      ) : data.estado !== 'PENDIENTE' ? (
        <Alert color="gray" role="status">
          {data.estado === 'CONFIRMADO'
            ? `Ya confirmó ${WHAT[data.dato]} de ${data.empresa}.`
            : 'Este enlace ha caducado o se ha sustituido por otro cambio: su empresa sigue con sus datos de antes.'}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text>
            {data.gestoria ? `La gestoría ${data.gestoria}` : 'Su gestoría'} ha indicado que {WHAT[data.dato]} de{' '}
            <strong>{data.empresa}</strong> es ahora <strong>{data.nuevo}</strong>.
          </Text>
          <Text size="sm" c="dimmed">
            Si lo confirma, desde ahora le enviaremos a {data.dato === 'PHONE' ? 'ese teléfono' : 'ese correo'} lo que
            su empresa firme o reciba de Cumplia. Si no es correcto, no haga nada: seguiremos usando el de antes.
          </Text>
          <Group>
            <Button onClick={confirm} loading={busy}>
              Sí, es correcto
            </Button>
          </Group>
        </Stack>
      )}
      <Button component={Link} to={paths.landing} variant="subtle" mt="lg">
        Volver al inicio
      </Button>
    </FormPage>
  );
}
