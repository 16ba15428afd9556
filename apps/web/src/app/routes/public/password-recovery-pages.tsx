import { PASSWORD_RESET_MESSAGES } from '@cumplia/domain';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordRecoveryForm } from '../../../features/auth/components/password-recovery-form';
import { paths } from '../../../lib/paths';
import { FormPage } from './form-page';

/** /recuperarcontrasena: the captcha variant, 'Recuperar Contraseña'. */
export function PasswordRecoveryPage() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <FormPage title="Recuperar Contraseña" description="Le enviaremos un enlace para elegir una nueva contraseña.">
      <Stack gap="md">
        {sent ? (
          <Alert color="green" role="status">
            {sent}
          </Alert>
        ) : (
          <PasswordRecoveryForm
            variant={{
              label: 'NIF del usuario',
              requiredMessage: PASSWORD_RESET_MESSAGES.recoveryCaptchaNifRequired,
              submitLabel: 'Enviar',
              bodyField: 'nif',
            }}
            onSent={(_username, message) => setSent(message)}
          />
        )}
        <Anchor component={Link} to={paths.login()} size="sm">
          Volver al acceso
        </Anchor>
      </Stack>
    </FormPage>
  );
}

/** /resetpassword: the 'Solicitar recuperación' variant, which continues to the confirmation screen. */
export function PasswordResetRequestPage() {
  const navigate = useNavigate();
  return (
    <FormPage title="Restablecer contraseña">
      <PasswordRecoveryForm
        variant={{
          label: 'Usuario (NIF)',
          requiredMessage: PASSWORD_RESET_MESSAGES.recoveryNifRequired,
          submitLabel: 'Solicitar recuperación',
          bodyField: 'email',
          note: 'Recibirá un correo con las instrucciones en la dirección asociada a su NIF.',
        }}
        onSent={(username) => navigate(paths.passwordResetConfirm(username))}
      />
    </FormPage>
  );
}
