import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readLinkData } from '../../../features/auth/api/account-api';
import { VerificationForm } from '../../../features/auth/components/verification-form';
import { paths } from '../../../lib/paths';
import { FormPage } from './form-page';

/** /verificacion?data=<base64 JSON {username,email,code}>: the link of the verification e-mail. */
export function VerificationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const link = useMemo(() => {
    try {
      return { data: readLinkData(params.get('data')), error: null };
    } catch (error) {
      return { data: null, error: (error as Error).message };
    }
  }, [params]);
  const initial = { ...link.data, username: link.data?.username ?? params.get('username') ?? '' };

  return (
    <FormPage title="Verificar cuenta" description="Elija la contraseña con la que accederá a Cumplia.">
      {link.error && (
        <Alert color="red" mb="md" role="alert">
          {link.error}
        </Alert>
      )}
      <VerificationForm
        initial={initial}
        onVerified={(message, username) => navigate(paths.login('empresa'), { state: { notice: message, username } })}
      />
    </FormPage>
  );
}
