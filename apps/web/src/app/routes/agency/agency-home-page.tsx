import { PreparingNotice } from '../../../components/preparing-notice';
import { WelcomeTitle } from '../welcome-title';

export function AgencyHomePage() {
  return (
    <>
      <WelcomeTitle title="Inicio del colaborador" />
      <PreparingNotice
        sections={[
          'Alta de una empresa',
          'Tus empresas y sus herramientas',
          'Alta masiva por CSV',
          'Renovaciones',
          'Facturación',
          'Empresas sin usuario',
        ]}
      />
    </>
  );
}
