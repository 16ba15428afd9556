import { HomeButton, StatusPage } from '../../../components/status-page';

export function NotFoundPage() {
  return (
    <StatusPage code="404" title="Página no encontrada" action={<HomeButton />}>
      La página que busca no existe o ha cambiado de dirección.
    </StatusPage>
  );
}
