import { useParams } from 'react-router';
import { OnboardingPanel } from '../../../features/onboarding/components/onboarding-panel';
import { FormPage } from './form-page';

/** /alta/:token: the link of the onboarding SMS. */
export function OnboardingPage() {
  const { token = '' } = useParams();
  return (
    <FormPage title="Alta en Cumplia" width={720} description="Sus datos, sus protocolos y la firma, en unos minutos.">
      <OnboardingPanel token={token} />
    </FormPage>
  );
}
