import { Stack } from '@mantine/core';
import { BackButton, useGoBack } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { InviteBySms } from '../../../features/companies/components/invite-by-sms';
import { SignupUploads } from '../../../features/companies/components/signup-uploads';
import { paths } from '../../../lib/paths';

export function UploadsPage() {
  // The spec closes the success dialog "back"; opened directly, back is the agency's home, not another site.
  const goBack = useGoBack(paths.agency.home);
  return (
    <>
      <BackButton fallback={paths.agency.home} />
      <PageHeader title="Alta masiva" description="Dé de alta a varias empresas a la vez con un archivo CSV." />
      <Stack gap="lg">
        <InviteBySms />
        <SignupUploads onUploaded={goBack} />
      </Stack>
    </>
  );
}
