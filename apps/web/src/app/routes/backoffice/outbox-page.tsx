import { PageHeader } from '../../../components/page-header';
import { OutboxTable } from '../../../features/outbox/components/outbox-table';

export function OutboxPage() {
  return (
    <>
      <PageHeader
        title="Mensajes"
        description="Correos electrónicos y SMS que envía la plataforma, con su estado de entrega. Los códigos y enlaces personales solo los recibe su destinatario: aquí se muestran ocultos, y «Reenviar» vuelve a enviárselos."
      />
      <OutboxTable />
    </>
  );
}
