import { ROLES } from '@cumplia/domain';
import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useRouteLoaderData } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { VerifactuRecords } from '../../../features/verifactu/components/verifactu-records';
import { VerifactuStatusPanel } from '../../../features/verifactu/components/verifactu-status-panel';
import { paths } from '../../../lib/paths';

/**
 * /verifactu: the invoice records sent to the AEAT (VERI*FACTU) for both kinds of staff; the superadmin also
 * corrects rejected records and lifts the back-off after failed submissions.
 */
export function VerifactuPage() {
  const data = useRouteLoaderData('backoffice') as { roles: string[] } | undefined;
  const canManage = data?.roles.includes(ROLES.superadmin) ?? false;
  const scope = canManage ? 'admin' : 'worker';
  return (
    <>
      <PageHeader
        title="Verifactu"
        description={
          <>
            Cada factura emitida o anulada genera un registro de facturación encadenado al anterior, que se envía a la
            Agencia Tributaria (VERI*FACTU). Aquí se sigue su envío, la respuesta de la AEAT y su CSV.{' '}
            <Anchor component={Link} to={paths.producerDeclaration}>
              Declaración responsable del sistema
            </Anchor>
          </>
        }
      />
      <Stack gap="xl">
        <VerifactuStatusPanel scope={scope} canManage={canManage} />
        <Stack gap="sm">
          <Title order={2} fz={20}>
            Registros de facturación
          </Title>
          <VerifactuRecords scope={scope} canManage={canManage} />
        </Stack>
      </Stack>
    </>
  );
}
