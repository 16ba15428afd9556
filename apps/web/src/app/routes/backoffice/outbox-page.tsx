import { PageHeader } from '../../../components/page-header';
import { OutboxTable } from '../../../features/outbox/components/outbox-table';

export function OutboxPage() {
  return (
    <>
      <PageHeader
        title="Mensajes"
        description="Correos electrónicos y SMS que envía la plataforma, con su estado de entrega. Sin servidor de correo configurado, los mensajes se guardan aquí."
      />
      <OutboxTable />
    </>
  );
}
