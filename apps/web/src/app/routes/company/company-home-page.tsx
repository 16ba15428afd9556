import { Stack, Title } from '@mantine/core';
import { useMyCompany } from '../../../features/companies/api/company-area-api';
import { CompanyHome } from '../../../features/companies/components/company-home';
import { LoginInvitations } from '../../../features/companies/components/login-invitations';
import { ProfileSummary } from '../../../features/compliance/components/profile-summary';
import { paths } from '../../../lib/paths';
import { WelcomeTitle } from '../welcome-title';

const PROTOCOL_PAGES = { LOPD: paths.dataProtection, ACOSO: paths.harassment, DIGITAL: paths.disconnection };

export function CompanyHomePage() {
  const { data: company } = useMyCompany();
  return (
    <>
      <WelcomeTitle title="Inicio" organisation={company?.razonSocial} />
      <Stack gap="xl">
        <LoginInvitations />
        <CompanyHome
          links={{
            billing: paths.company.billing,
            profile: paths.company.profile,
            contact: paths.contact,
            protocolPage: PROTOCOL_PAGES,
          }}
        />
        <section aria-labelledby="perfil-cumplimiento">
          <Title order={2} fz="lg" mb="sm" id="perfil-cumplimiento">
            Perfil de cumplimiento
          </Title>
          <ProfileSummary scope={{ kind: 'company' }} formPath={paths.company.profile} />
        </section>
      </Stack>
    </>
  );
}
