import { PageHeader } from '../../../components/page-header';
import { StoppedWorkTable } from '../../../features/stopped-work/components/stopped-work-table';

export function StoppedWorkPage() {
  return (
    <>
      <PageHeader
        title="Trabajos detenidos"
        description="Lo que la plataforma hace en segundo plano (sellar documentos firmados, recordatorios de alta) y dejó de intentar tras ocho intentos. Los demás trabajos siguen su curso; cada uno de estos espera a que lo reintente o lo descarte."
      />
      <StoppedWorkTable />
    </>
  );
}
