import { useParams } from 'react-router';
import { SigningPanel } from '../../../features/signing/components/signing-panel';
import { FormPage } from './form-page';

/** /firma/:token: the link of the signing SMS. */
export function SigningPage() {
  const { token = '' } = useParams();
  return (
    <FormPage
      title="Firma de contratos"
      width={640}
      description="Firma electrónica con código de un solo uso enviado por SMS."
    >
      <SigningPanel token={token} />
    </FormPage>
  );
}
