import { MESSAGES } from '@cumplia/domain';
import { Alert, Button, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { answerNewsletterLink } from '../../../features/mail/api/newsletter-api';
import { paths } from '../../../lib/paths';
import { FormPage } from './form-page';

/** The two links of the newsletter e-mails: /newsletter/confirmar and /newsletter/baja. */
export function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, isPending, isError } = useQuery({
    queryKey: ['newsletter', action, token],
    queryFn: () => answerNewsletterLink(action, token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const title = action === 'confirm' ? 'Confirmación de suscripción' : 'Baja del boletín';

  return (
    <FormPage title={title}>
      {token.length === 0 || isError ? (
        <Alert color="red" role="alert">
          {MESSAGES.newsletter.invalidToken}
        </Alert>
      ) : isPending ? (
        <Loader aria-label="Procesando" />
      ) : (
        <Alert color="green" role="status">
          {data?.message}
        </Alert>
      )}
      <Button component={Link} to={paths.landing} variant="light" mt="lg">
        Volver al inicio
      </Button>
    </FormPage>
  );
}
