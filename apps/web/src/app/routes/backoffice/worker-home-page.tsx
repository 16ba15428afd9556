import { PreparingNotice } from '../../../components/preparing-notice';
import { WelcomeTitle } from '../welcome-title';

export function WorkerHomePage() {
  return (
    <>
      <WelcomeTitle title="Inicio del trabajador" />
      <PreparingNotice
        sections={[
          'Empresas pendientes de verificar',
          'Añadir empresa y colaborador',
          'Tus colaboradores',
          'Editar empresas',
          'Renovaciones',
          'Facturación',
        ]}
      />
    </>
  );
}
