import { Button, Group, Title } from '@mantine/core';
import { IconBuildingPlus, IconList } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { AgencyDashboard } from '../../../features/collaborators/components/agency-dashboard';
import { RecentCompanies } from '../../../features/companies/components/recent-companies';
import { paths } from '../../../lib/paths';
import { WelcomeTitle } from '../welcome-title';

export function AgencyHomePage() {
  const navigate = useNavigate();
  const goToLogin = useCallback(() => navigate(paths.login()), [navigate]);
  return (
    <>
      <WelcomeTitle title="Inicio del colaborador" />
      <AgencyDashboard
        links={{
          companies: paths.agency.companies,
          pendingSignatures: paths.agency.clientBoard(['firmaPendiente']),
          awaitingVerification: paths.agency.clientBoard(['sinVerificar']),
          renewalsToApprove: paths.agency.clientBoard(['renovacionPorAprobar']),
          billing: paths.agency.billing,
        }}
      />
      <Group gap="sm" mb="lg">
        <Button
          component={Link}
          to={paths.agency.addCompany}
          leftSection={<IconBuildingPlus size={18} aria-hidden="true" />}
        >
          Alta de una empresa
        </Button>
        <Button
          component={Link}
          to={paths.agency.companies}
          variant="light"
          leftSection={<IconList size={18} aria-hidden="true" />}
        >
          Tus empresas
        </Button>
      </Group>
      <Title order={2} fz="lg" mb="sm">
        Tus últimas empresas
      </Title>
      <RecentCompanies onLoadError={goToLogin} />
    </>
  );
}
