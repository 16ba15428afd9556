/**
 * The Spanish message catalogue. Texts come from the spec (part 1 section 8, part 2 section 8) wherever it
 * gives them; the few it does not give are written in the same register.
 */

/** Server error codes and the text the client shows for each (spec error catalogue). */
export const ERROR_CODE_MESSAGES = {
  DUPLICATE_NIF_CIF: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.',
  DUPLICATE_USERNAME:
    'El NIF del usuario ya está registrado en el sistema. Este NIF es único y no puede estar duplicado.',
  GESTORIA_NOT_FOUND: 'No tiene una gestoría asignada. Contacte con el administrador.',
  VALIDATION_ERROR: 'Error de validación: ',
  CONSTRAINT_VIOLATION: 'Error en los datos: ',
  SECURITY_ERROR: 'No tiene permisos para realizar esta operación.',
  DATA_INTEGRITY_VIOLATION: 'Error en la integridad de los datos. Verifique la información ingresada.',
  AUTH001: 'Por favor, completa todos los campos requeridos.',
  AUTH002: 'El usuario o la contraseña son incorrectos.',
  AUTH003: 'La cuenta está bloqueada temporalmente por demasiados intentos. Inténtelo de nuevo más tarde.',
  AUTH004: 'La cuenta está deshabilitada. Contacte con el administrador.',
  UNAUTHORIZED: 'Sesión expirada, por favor inicie sesión nuevamente',
  CAPTCHA_INVALID: 'La verificación del captcha falló. Por favor, inténtalo de nuevo.',
  RATE_LIMITED: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
  NOT_FOUND: 'Recurso no encontrado.',
  INTERNAL_SERVER_ERROR: 'Error interno del servidor',
  SERVICE_UNAVAILABLE: 'Servicio no disponible temporalmente',
} as const;
export type ErrorCode = keyof typeof ERROR_CODE_MESSAGES;

export const MESSAGES = {
  common: {
    connectionError: 'Error de conexión. Por favor, verifique su conexión a internet e intente nuevamente.',
    unexpected: 'Ha ocurrido un error inesperado.',
    loading: 'Cargando...',
    back: 'Volver',
    previous: 'Anterior',
    next: 'Siguiente',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    close: 'Cerrar',
    notFoundTitle: 'Opps! We ran out of code',
    notFoundText: 'La página que busca no existe o ha cambiado de dirección.',
    pageOf: (page: number, total: number) => `Página ${page} de ${Math.max(total, 1)}`,
  },
  login: {
    validateUserError: 'Ocurrió un error al validar el usuario.',
    captchaFailed: 'La verificación del captcha falló. Por favor, inténtalo de nuevo.',
    captchaRequired: 'Por favor, completa el captcha.',
    usernameRequired: 'El campo NIF es obligatorio.',
    passwordRequired: 'La contraseña es obligatoria.',
    /** The password was right but the chosen access type (G, E or none) is not this user's. */
    wrongTypeAgency: 'Este usuario no está registrado como colaborador. Seleccione «Cliente» si accede como empresa.',
    wrongTypeCompany: 'Este usuario no está registrado como cliente. Seleccione «Colaborador» si accede como gestoría.',
    wrongTypeStaff: 'Seleccione si accede como «Colaborador» o como «Cliente».',
  },
  validation: {
    required: 'Este campo es obligatorio.',
    razonSocialRequired: 'Razón Social es requerida.',
    nifCifRequired: 'NIF/CIF es requerido.',
    nifCifInvalid: 'NIF/CIF inválido.',
    tipoRequired: 'Tipo es requerido.',
    nombreRequired: 'Nombre es requerido.',
    userDniRequired: 'DNI del usuario es requerido.',
    userDniInvalid: 'DNI del usuario inválido.',
    userNifInvalid: 'NIF del usuario inválido.',
    emailRequired: 'Correo electrónico es requerido.',
    emailInvalid: 'Correo electrónico inválido.',
    phoneRequired: 'Teléfono es requerido.',
    phoneInvalid: 'Formato de teléfono inválido. Debe ser +34 seguido de 9 dígitos.',
    nombreComercialRequired: 'Nombre Comercial es requerido.',
    direccionRequired: 'Dirección es requerida.',
    codigoPostalRequired: 'Código Postal es requerido.',
    provinciaRequired: 'Provincia es requerida.',
    cnaeRequired: 'CNAE es requerido.',
    actividadRequired: 'Actividad de la Empresa es requerida.',
    metodoDePagoRequired: 'Método de Pago es requerido.',
    numCuentaRequired: 'Número de Cuenta es requerido.',
    ibanInvalid: 'IBAN no válido',
    numCuentaInvalid: 'Número de Cuenta inválido.',
    passwordsDoNotMatch: 'Las contraseñas no coinciden.',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  },
  session: {
    logout: 'Cerrar sesión',
    expired: 'Su sesión ha caducado. Inicie sesión de nuevo.',
  },
} as const;
