import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { AssignUserForm } from '../../../features/companies/components/assign-user-form';
import { paths } from '../../../lib/paths';
import { CompanyByQuery } from './company-by-query';

export function AssignUserPage() {
  const navigate = useNavigate();
  return (
    <>
      <Button component={Link} to={paths.agency.withoutUser} variant="subtle" px={0}>
        Volver
      </Button>
      <PageHeader title="Asignar Usuario a Empresa" />
      <CompanyByQuery>
        {(company) => <AssignUserForm company={company} onAssigned={() => navigate(paths.agency.withoutUser)} />}
      </CompanyByQuery>
    </>
  );
}
