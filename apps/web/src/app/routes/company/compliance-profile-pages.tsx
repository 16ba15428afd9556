import { Navigate, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { ComplianceProfileScreen } from '../../../features/compliance/components/compliance-profile-screen';
import { RegisterScreen } from '../../../features/register/components/register-screen';
import { paths } from '../../../lib/paths';

/** /perfilcumplimiento: the logged-in company's own profile. */
export function CompanyProfilePage() {
  return (
    <>
      <BackButton />
      <ComplianceProfileScreen scope={{ kind: 'company' }} />
    </>
  );
}

/** /perfilcumplimientoempresa?cifNif=: the profile of one of the agency's companies. */
export function AgencyCompanyProfilePage() {
  const [params] = useSearchParams();
  const cifNif = params.get('cifNif') ?? '';
  if (!cifNif) return <Navigate to={paths.notFound} replace />;
  return (
    <>
      <BackButton />
      <ComplianceProfileScreen scope={{ kind: 'agency', cifNif }} />
    </>
  );
}

/** /perfilcumplimientoadmin?id=: any company's profile, for staff. */
export function StaffCompanyProfilePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.notFound} replace />;
  return (
    <>
      <BackButton />
      <ComplianceProfileScreen scope={{ kind: 'staff', id }} />
    </>
  );
}

/** /registroactividades: the logged-in company's register of processing activities. */
export function CompanyRegisterPage() {
  return (
    <>
      <BackButton />
      <RegisterScreen scope={{ kind: 'company' }} />
    </>
  );
}

/** /registroactividadesempresa?cifNif=: the register of one of the agency's companies. */
export function AgencyCompanyRegisterPage() {
  const [params] = useSearchParams();
  const cifNif = params.get('cifNif') ?? '';
  if (!cifNif) return <Navigate to={paths.notFound} replace />;
  return (
    <>
      <BackButton />
      <RegisterScreen scope={{ kind: 'agency', cifNif }} />
    </>
  );
}

/** /registroactividadesadmin?id=: any company's register, for staff to read. */
export function StaffCompanyRegisterPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.notFound} replace />;
  return (
    <>
      <BackButton />
      <RegisterScreen scope={{ kind: 'staff', id }} />
    </>
  );
}
