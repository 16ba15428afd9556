import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { RegistrationForm } from '../../../features/companies/components/registration-form';
import { paths } from '../../../lib/paths';
import { FormPage } from './form-page';

export function RegistrationPage() {
  const navigate = useNavigate();
  return (
    <FormPage
      width={860}
      title="Registre su empresa"
      description={
        <>
          Elija los protocolos que necesita. Le enviaremos un correo para activar su acceso y un SMS para firmar el
          contrato.{' '}
          <Text span size="sm">
            ¿Ya tiene cuenta?{' '}
            <Anchor component={Link} to={paths.login('empresa')} size="sm" underline="always">
              Acceda aquí
            </Anchor>
          </Text>
        </>
      }
    >
      <RegistrationForm
        onRegistered={({ username }) => navigate(`${paths.verification}?username=${encodeURIComponent(username)}`)}
      />
    </FormPage>
  );
}
