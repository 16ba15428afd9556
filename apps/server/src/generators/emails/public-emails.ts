import type { ProviderIdentity } from '../../config.js';
import { type Secret, withSecrets } from '../../lib/secret-text.js';
import { type RenderedEmail, renderEmail } from './email-layout.js';

/** The contact form message, forwarded to the provider's inbox (reply-to is the visitor). */
export function contactForwardEmail(input: {
  name: string;
  city: string;
  email: string;
  phone: string;
  message: string;
  provider: ProviderIdentity;
}): RenderedEmail {
  return renderEmail({
    subject: `Nueva consulta de ${input.name}`,
    preheader: input.message.slice(0, 90),
    greeting: 'Nueva consulta recibida desde el formulario de contacto:',
    paragraphs: [
      `Nombre: ${input.name}`,
      `Ciudad: ${input.city || 'no indicada'}`,
      `Correo electrónico: ${input.email}`,
      `Teléfono: ${input.phone}`,
      `Consulta: ${input.message}`,
    ],
    footnotes: ['Responda a este correo para contestar directamente a quien escribió.'],
    signature: input.provider,
  });
}

/** Double opt-in: nothing is sent to the address until its owner confirms. */
export function newsletterConfirmationEmail(input: { confirmLink: Secret; provider: ProviderIdentity }): RenderedEmail {
  return renderEmail({
    subject: 'Confirme su suscripción al boletín de Cumplia',
    preheader: 'Un clic para empezar a recibir novedades normativas.',
    greeting: 'Hola:',
    paragraphs: [
      'Hemos recibido una solicitud para suscribir esta dirección al boletín de Cumplia, con novedades sobre protección de datos, acoso laboral y desconexión digital.',
      'Confirme que es usted quien lo ha pedido:',
    ],
    action: { label: 'Confirmar mi suscripción', url: input.confirmLink },
    footnotes: ['Si no lo ha pedido usted, ignore este correo: no le enviaremos nada más.'],
    signature: input.provider,
  });
}

export function newsletterWelcomeEmail(input: { unsubscribeLink: Secret; provider: ProviderIdentity }): RenderedEmail {
  return renderEmail({
    subject: 'Bienvenido al boletín de Cumplia',
    preheader: 'Su suscripción está confirmada.',
    greeting: 'Hola:',
    paragraphs: [
      'Su suscripción está confirmada. Le escribiremos cuando haya cambios normativos que afecten a su empresa o a sus clientes, y con consejos prácticos para cumplirlos.',
    ],
    footnotes: [withSecrets`Puede darse de baja en cualquier momento: ${input.unsubscribeLink}`],
    signature: input.provider,
  });
}
