export const REGISTRATION_MESSAGES = {
  duplicateUser: 'El NIF del usuario ya está registrado en el sistema. Este NIF es único y no puede estar duplicado.',
  connectionError: 'Error de conexión. Por favor, inténtelo de nuevo más tarde.',
  captchaError: 'Error al verificar el captcha. Por favor, inténtalo de nuevo.',
  errorsTitle: 'Por favor, corrija los siguientes errores:',
} as const;
