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

/**
 * Sent to the owner of a NIF that collects many failed logins: the account is not blocked (the throttle
 * slows the sources that fail), but the owner should know, and may want a new password.
 */
export function failedLoginsAlertEmail(input: {
  name: string;
  username: string;
  failures: number;
  recoveryLink: string;
  provider: ProviderIdentity;
}): RenderedEmail {
  return renderEmail({
    subject: 'Intentos fallidos de acceso a su cuenta de Cumplia',
    preheader: `Se han producido ${input.failures} intentos fallidos de acceso con su usuario.`,
    greeting: `Hola, ${input.name}:`,
    paragraphs: [
      `En las últimas horas se han producido ${input.failures} intentos fallidos de iniciar sesión en Cumplia con su usuario ${input.username}.`,
      'Si no ha sido usted, es posible que alguien esté intentando adivinar su contraseña. Su cuenta no se ha bloqueado: puede seguir accediendo con normalidad, y los intentos fallidos se frenan cada vez más.',
      'Le recomendamos cambiar su contraseña por una larga, que no utilice en ningún otro servicio.',
    ],
    action: { label: 'Cambiar mi contraseña', url: input.recoveryLink },
    footnotes: ['Si ha sido usted quien se ha equivocado al escribir la contraseña, puede ignorar este correo.'],
    signature: input.provider,
  });
}

/**
 * Sent to a person who already has a Cumplia login when a company naming them as its administrator is confirmed:
 * the company is added to that login (no second account), and they choose it after entering as a client.
 */
export function companyAddedToAccountEmail(input: {
  name: string;
  username: string;
  companyName: string;
  loginUrl: string;
  provider: ProviderIdentity;
}): RenderedEmail {
  return renderEmail({
    subject: `${input.companyName} ya está en su cuenta de Cumplia`,
    preheader: `Entre con su usuario ${input.username} para ver ${input.companyName}.`,
    greeting: `Hola, ${input.name}:`,
    paragraphs: [
      `La empresa ${input.companyName} le ha indicado como su administrador y ha confirmado su alta en Cumplia. Como ya tiene una cuenta con el usuario ${input.username}, la hemos añadido a ella: no necesita otra contraseña.`,
      'Entre como «Cliente» con su usuario y contraseña de siempre y elija la empresa en el selector «Empresa» de la parte superior.',
    ],
    action: { label: 'Entrar en Cumplia', url: input.loginUrl },
    footnotes: [
      'Si usted no es el administrador de esta empresa, responda a este correo y la retiraremos de su cuenta.',
    ],
    signature: input.provider,
  });
}
