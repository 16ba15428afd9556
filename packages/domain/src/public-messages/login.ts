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
  /** The wait left, in whole seconds, said as the person will count it. */
  tooManyFailures: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    const wait =
      seconds < 60
        ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
        : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
    return `Demasiados intentos fallidos desde esta conexión. Espere ${wait} antes de volver a intentarlo.`;
  },
} as const;
