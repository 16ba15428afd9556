import { COMMON_MESSAGES } from '@cumplia/domain';
import { HomeButton, StatusPage } from '../../components/status-page';

/** The fallback when a screen fails to render (spec: 'Opps! We ran out of code'). */
export function ErrorPage() {
  return (
    <StatusPage title={COMMON_MESSAGES.notFoundTitle} action={<HomeButton />}>
      Algo ha fallado al mostrar esta pantalla. Vuelva a intentarlo; si el problema continúa, contacte con nosotros.
    </StatusPage>
  );
}
