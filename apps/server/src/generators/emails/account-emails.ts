import type { ProviderIdentity } from '../../config.js';
import { type Secret, withSecrets } from '../../lib/secret-text.js';
import { type RenderedEmail, renderEmail } from './email-layout.js';

/** The account verification e-mail: link with the 6-digit code, valid 48 hours (both secret). */
export function accountVerificationEmail(input: {
  name: string;
  username: string;
  code: Secret;
  link: Secret;
  provider: ProviderIdentity;
}): RenderedEmail {
  return renderEmail({
    subject: 'Active su cuenta de Cumplia',
    preheader: withSecrets`Su código de verificación es ${input.code}.`,
    greeting: `Hola, ${input.name}:`,
    paragraphs: [
      `Se ha creado en Cumplia una cuenta para el usuario ${input.username}. Para activarla, abra el enlace y elija su contraseña.`,
      withSecrets`Su código de verificación es ${input.code}. Caduca en 48 horas.`,
    ],
    action: { label: 'Activar mi cuenta', url: input.link },
    footnotes: ['Si usted no esperaba este correo, puede ignorarlo: la cuenta no se activará sin este código.'],
    signature: input.provider,
  });
}

/** The password recovery e-mail: single-use link and code, valid 1 hour (both secret). */
export function passwordResetEmail(input: {
  name: string;
  code: Secret;
  link: Secret;
  provider: ProviderIdentity;
}): RenderedEmail {
  return renderEmail({
    subject: 'Restablezca su contraseña de Cumplia',
    preheader: withSecrets`Su código para restablecer la contraseña es ${input.code}.`,
    greeting: `Hola, ${input.name}:`,
    paragraphs: [
      'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Cumplia.',
      withSecrets`Su código es ${input.code}. Solo se puede usar una vez y caduca en 1 hora.`,
    ],
    action: { label: 'Elegir una nueva contraseña', url: input.link },
    footnotes: ['Si no ha sido usted, ignore este correo: su contraseña actual sigue siendo válida.'],
    signature: input.provider,
  });
}
