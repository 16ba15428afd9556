/**
 * The catalogue's texts that the public pages' first load needs, in a module of their own: a bundler places a
 * module whole in one chunk, so a page that imports only these does not carry the whole catalogue. `MESSAGES`
 * includes them under the same names (common, login, contact, passwordReset).
 */
export const COMMON_MESSAGES = {
  connectionError: 'Error de conexión. Por favor, verifique su conexión a internet e intente nuevamente.',
  unexpected: 'Ha ocurrido un error inesperado.',
  loading: 'Cargando...',
  back: 'Volver',
  previous: 'Anterior',
  next: 'Siguiente',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  close: 'Cerrar',
  invalidDate: 'Fecha no válida: escríbala como dd/mm/aaaa.',
  closeNotification: 'Cerrar aviso',
  notFoundTitle: 'Opps! We ran out of code',
  notFoundText: 'La página que busca no existe o ha cambiado de dirección.',
  pageOf: (page: number, total: number) => `Página ${page} de ${Math.max(total, 1)}`,
} as const;

export const LOGIN_MESSAGES = {
  validateUserError: 'Ocurrió un error al validar el usuario.',
  captchaFailed: 'La verificación del captcha falló. Por favor, inténtalo de nuevo.',
  captchaRequired: 'Por favor, completa el captcha.',
  usernameRequired: 'El campo NIF es obligatorio.',
  passwordRequired: 'La contraseña es obligatoria.',
  /** The password was right but the chosen access type (G, E or none) is not this user's. */
  wrongTypeAgency: 'Este usuario no está registrado como colaborador. Seleccione «Cliente» si accede como empresa.',
  wrongTypeCompany: 'Este usuario no está registrado como cliente. Seleccione «Colaborador» si accede como gestoría.',
  wrongTypeStaff: 'Seleccione si accede como «Colaborador» o como «Cliente».',
  /** The NIF failed too often from this connection: it must wait (other connections are not affected). */
  tooManyFailures:
    'Demasiados intentos fallidos desde esta conexión. Espere unos minutos antes de volver a intentarlo.',
} as const;

export const CONTACT_MESSAGES = {
  privacyRequired: 'Debes aceptar la política de privacidad',
  nameRequired: 'El nombre y apellidos son obligatorios.',
  emailRequired: 'El correo electrónico es obligatorio.',
  phoneRequired: 'El teléfono es obligatorio.',
  messageRequired: 'La consulta es obligatoria.',
  captchaRequired: 'Por favor, completa el captcha.',
  success: 'Mensaje enviado correctamente',
  failure: 'Error al enviar el formulario',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  nifRequired: "El campo 'NIF' es obligatorio.",
  codeRequired: "El campo 'Código' es obligatorio.",
  newPasswordRequired: "El campo 'Nueva Contraseña' es obligatorio.",
  confirmRequired: "El campo 'Confirmar Nueva Contraseña' es obligatorio.",
  recoveryNifRequired: 'El campo NIF es obligatorio.',
  recoveryCaptchaNifRequired: 'Por favor, ingresa tu correo electrónico.',
  invalidCode: 'El código no es válido o ha caducado. Solicite un nuevo correo de recuperación.',
  failed: 'Error al actualizar la contraseña',
  recoveryFailed: 'Ocurrió un error al procesar la solicitud.',
  recoverySent:
    'Si el NIF está registrado, recibirá en el correo electrónico asociado las instrucciones para restablecer su contraseña.',
  changed: 'Contraseña actualizada. Ya puede iniciar sesión con su nueva contraseña.',
} as const;
