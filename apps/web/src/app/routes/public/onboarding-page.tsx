import { useParams } from 'react-router';
import { OnboardingPanel } from '../../../features/onboarding/components/onboarding-panel';
import { SigningStep } from '../../../features/signing/components/signing-step';
import { FormPage } from './form-page';

const DONE_TEXT =
  'Alta completada. Le hemos enviado por correo sus contratos firmados y la factura. Sus protocolos se redactan con su perfil de cumplimiento: ese correo le dice cuáles van adjuntos y qué falta para preparar los demás. Recibirá otro correo para activar su acceso a Cumplia (revise también la carpeta de correo no deseado).';

/** /alta/:token: the link of the onboarding SMS: the company's data, then the signature. */
export function OnboardingPage() {
  const { token = '' } = useParams();
  return (
    <FormPage title="Alta en Cumplia" width={720} description="Sus datos, sus protocolos y la firma, en unos minutos.">
      <OnboardingPanel
        token={token}
        signingStep={(signingToken) => <SigningStep token={signingToken} doneText={DONE_TEXT} />}
      />
    </FormPage>
  );
}
