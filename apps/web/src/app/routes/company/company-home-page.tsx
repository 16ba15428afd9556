import { PreparingNotice } from '../../../components/preparing-notice';
import { WelcomeTitle } from '../welcome-title';

export function CompanyHomePage() {
  return (
    <>
      <WelcomeTitle title="Mis descargas" />
      <PreparingNotice sections={['Descarga de protocolos', 'Mis contratos', 'Mi facturación']} />
    </>
  );
}
