import { useNavigate } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { MassSignup } from '../../../features/mass-signup/components/mass-signup';

export function MassSignupPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackButton />
      <PageHeader title="Alta masiva" description="Dé de alta a varias empresas a la vez con un archivo CSV." />
      <MassSignup onUploaded={() => navigate(-1)} />
    </>
  );
}
