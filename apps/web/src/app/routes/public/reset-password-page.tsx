import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readLinkData } from '../../../features/auth/api/account-api';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { paths } from '../../../lib/paths';
import { FormPage } from './form-page';

/** /reset-password/confirm?data=<base64 JSON {username,code}> (or ?username= from the request screen). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const link = useMemo(() => {
    try {
      return { data: readLinkData(params.get('data')), error: null };
    } catch (error) {
      return { data: null, error: (error as Error).message };
    }
  }, [params]);

  return (
    <FormPage title="Nueva contraseña" description="Introduzca el código del correo y su nueva contraseña.">
      {link.error && (
        <Alert color="red" mb="md" role="alert">
          {link.error}
        </Alert>
      )}
      <ResetPasswordForm
        initial={{ username: link.data?.username ?? params.get('username') ?? '', code: link.data?.code ?? '' }}
        onChanged={(message) => navigate(paths.login(), { state: { notice: message } })}
      />
    </FormPage>
  );
}
