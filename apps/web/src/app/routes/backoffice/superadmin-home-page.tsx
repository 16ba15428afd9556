import { PreparingNotice } from '../../../components/preparing-notice';
import { WelcomeTitle } from '../welcome-title';

export function SuperadminHomePage() {
  return (
    <>
      <WelcomeTitle title="Inicio de superadministración" />
      <PreparingNotice
        sections={[
          'Nuevas empresas pendientes de verificar',
          'Añadir empresa y colaborador',
          'Gestionar usuarios',
          'Tus colaboradores y tus empresas',
          'Renovaciones',
          'Facturación y remesas SEPA',
        ]}
      />
    </>
  );
}
