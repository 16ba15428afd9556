/**
 * The Spanish message catalogue. Texts come from the spec (part 1 section 8, part 2 section 8) wherever it
 * gives them; the few it does not give are written in the same register.
 */

import {
  COMMON_MESSAGES,
  CONTACT_MESSAGES,
  LOGIN_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  REGISTRATION_MESSAGES,
} from './public-messages/index.js';

/** Server error codes and the text the client shows for each (spec error catalogue). */
export const ERROR_CODE_MESSAGES = {
  DUPLICATE_NIF_CIF: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.',
  CONFIRMED_NIF_FIXED:
    'El NIF/CIF de una empresa confirmada no se puede cambiar. Si está mal, escríbanos desde el formulario de contacto y lo corregiremos.',
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
  SESSION_REUSED:
    'Hemos cerrado su sesión por seguridad: se usó a la vez desde otro dispositivo. Vuelva a entrar; le hemos escrito a su correo.',
  CAPTCHA_INVALID: 'La verificación del captcha falló. Por favor, inténtalo de nuevo.',
  RATE_LIMITED: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
  NOT_FOUND: 'Recurso no encontrado.',
  INTERNAL_SERVER_ERROR: 'Error interno del servidor',
  SERVICE_UNAVAILABLE: 'Servicio no disponible temporalmente',
  INVOICE_ALREADY_REMITTED: 'Conflicto: La factura ya está marcada como remesada',
  INVOICE_REMITTED_DATE_LOCKED: 'Conflicto: No se puede cambiar la fecha de una factura ya remesada',
  INVOICE_ALREADY_RECTIFIED: 'La factura ya tiene una factura rectificativa.',
  INVOICE_NOT_RECTIFIABLE: 'Una factura rectificativa no se puede rectificar de nuevo.',
  INVOICE_RECTIFICATION_INVALID: 'La rectificación no es válida.',
  INVOICE_NOT_CORRECTABLE:
    'Solo se emite la factura corregida de una factura ordinaria cuya rectificativa por diferencias anuló todo su importe.',
  INVOICE_ALREADY_CORRECTED: 'La factura ya tiene su factura corregida.',
  INVOICE_PERIOD_BILLED: 'Otra factura ya factura ese periodo de servicio: no se puede volver a facturar.',
  INVOICE_CANCELLED: 'La factura está anulada.',
  INVOICE_ALREADY_PAID: 'La factura ya consta como cobrada.',
  INVOICE_NOTHING_OWED: 'Esta factura no tiene nada que cobrar: es un abono o sustituye a una factura ya pagada.',
  COMMISSION_STATEMENT_SENT:
    'La liquidación de ese mes ya se envió y no se modifica: lo que haya cambiado después irá en la siguiente liquidación.',
  COMMISSION_PERIOD_OPEN: 'La liquidación de un mes se envía cuando el mes ha terminado.',
  MANDATE_NOT_EXPIRED: 'La orden de domiciliación de esta empresa no está caducada: no hace falta firmar otra.',
  INVOICE_DEBIT_IN_PROGRESS:
    'La factura está en un fichero de adeudos enviado al banco y aún no se ha cargado: rectifíquela cuando llegue su fecha de cargo o su devolución. Si se cobra, lo que la rectificativa reste quedará pendiente de devolver al cliente.',
  CUSTOMER_REFUND_NOT_OWED:
    'Esta factura no deja nada que devolver al cliente: solo lo deja un abono o una sustitutiva de una factura ya cobrada.',
  CUSTOMER_REFUND_RECORDED: 'La devolución al cliente de esta factura ya está registrada.',
  INVOICE_PAID_BY_DEBIT:
    'Esta factura se cobra por adeudo SEPA: su cobro lo confirma el banco. Una devuelta se salda desde Devoluciones.',
  INVOICE_NOT_CANCELLABLE:
    'Solo se anula una factura ordinaria emitida por error que no se ha remesado, cobrado ni rectificado.',
  VERIFACTU_NOT_CONFIGURED:
    'El envío a la AEAT no está configurado (VERIFACTU_ENVIRONMENT): los registros se conservan y se enviarán cuando se configure.',
  VERIFACTU_RECORD_NOT_CORRECTABLE:
    'Este registro no necesita subsanación: solo se subsana un registro rechazado o aceptado con errores que aún no se ha corregido.',
  INVOICE_BILLING_DATE_BEFORE_ISSUE:
    'La fecha de facturación no puede ser anterior a la fecha de emisión de la factura.',
  INVOICE_BILLING_DATE_PAST: 'La fecha de facturación no puede ser anterior a hoy: un adeudo no se cobra en el pasado.',
  INVOICE_NOT_DEBITED:
    'Esta factura no se cobra por adeudo SEPA (se paga por transferencia o tarjeta, o ya no se debe): no se remesa ni cambia su fecha de cargo.',
  INVOICE_BILLING_DATE_TOO_LATE:
    'La fecha de facturación no puede ser posterior en más de un año a la fecha de emisión de la factura.',
  EMPRESA_NOT_FOUND: 'La empresa no existe.',
  EMPRESA_NOT_SEPA: 'Método de pago no válido',
  EMPRESA_IBAN_MISSING: 'La empresa no tiene un IBAN registrado.',
  EMPRESA_IBAN_INVALID: 'El IBAN de la empresa no es válido.',
  INVALID_IBAN: 'La cuenta seleccionada no está autorizada. Solo se permiten las dos cuentas configuradas.',
  NO_SEPA_INVOICES: 'No hay facturas SEPA disponibles',
  SEPA_VALIDATION_ERROR: 'Los datos de la remesa SEPA no son válidos.',
  XML_VALIDATION_ERROR: 'El fichero SEPA generado no es válido.',
  RENEWAL_NOT_FOUND: 'La empresa no tiene una renovación en curso.',
  RENEWAL_APPROVAL_NOT_ALLOWED:
    'Acción no permitida: solo se puede aprobar la renovación cuando faltan 18 días o menos para su fecha de renovación.',
  USER_SELF_LOCKOUT: 'No puede retirarse el rol de superadministrador ni deshabilitar su propio usuario.',
  USER_SELF_DELETE: 'No puede eliminar su propio usuario.',
  RENEWAL_PROCESSED: 'La renovación ya está procesada y no se puede modificar.',
  RENEWAL_PERIOD_ENDED:
    'El periodo ya ha terminado y la renovación está en curso: para darla de baja, contacte con Cumplia.',
  SEPA_RETURN_FILE_INVALID:
    'El fichero no es un informe de devoluciones válido: se admiten pain.002.001.03 y camt.054.001.02.',
  SEPA_RETURN_NOT_REPRESENTABLE: 'Esta devolución no se puede volver a presentar.',
  SEPA_RETURN_RESOLVED: 'Esta devolución ya está gestionada.',
  SEPA_TRANSACTION_ID_REUSED:
    'El identificador de transacción ya se usó para otra remesa. Genere la remesa de nuevo para obtener uno nuevo.',
  SIGNING_LINK_SUPERSEDED:
    'Este enlace de firma ya no es válido porque los servicios contratados han cambiado. Use el enlace más reciente que le hemos enviado por SMS.',
  SIGNING_LINK_STALE:
    'Este enlace de firma ya no es válido porque han cambiado los datos del contrato (los de la empresa o su representante, los precios, la forma de pago o el teléfono). Le hemos enviado un enlace nuevo por SMS.',
  UPLOAD_QUOTA_EXCEEDED:
    'La gestoría ha alcanzado el espacio máximo para archivos subidos. Contacte con el administrador para ampliarlo.',
  OUTBOX_MESSAGE_PENDING: 'El mensaje aún está pendiente de envío. Espere a que se entregue antes de reenviarlo.',
  COMPANY_NOT_READY_TO_VERIFY:
    'La empresa aún no tiene los datos que se verifican: complete su alta antes de verificarla.',
  PROFILE_INCOMPLETE: 'Complete el perfil de cumplimiento de la empresa para generar el documento.',
  DOCUMENT_NOT_APPLICABLE: 'Este documento no se aplica a la empresa.',
  REGISTER_CHANGED:
    'El registro de actividades ha cambiado desde que lo abrió. Recargue la página para ver los cambios antes de guardar.',
  REGISTER_NOT_REVIEWED:
    'El registro de actividades de la empresa no está confirmado: la documentación de protección de datos es un borrador y no se envía hasta que la empresa o su gestoría lo revisen y confirmen.',
  REGISTER_INCONSISTENT:
    'El registro de actividades tiene respuestas pendientes o contradictorias: corríjalas antes de confirmarlo.',
  OUTBOX_CODE_SPENT:
    'No se puede reenviar: este código de firma ya no sirve (se usó para firmar, se pidió uno más reciente o el enlace ya no es válido). Quien firma puede pedir un código nuevo desde su enlace.',
  OUTBOX_CONTENT_EXPIRED:
    'No se puede reenviar: los códigos o enlaces de este mensaje han caducado. Pida a su destinatario que solicite uno nuevo.',
  DOCUMENT_NOT_PDF: 'El archivo no es un PDF. Suba el contrato firmado tal como lo descargó.',
  SIGNING_DOCUMENTS_UNOPENED: 'Abra y lea cada documento antes de pedir el código de firma.',
  SIGNER_IDENTITY_MISMATCH:
    'El nombre o el NIF no coinciden con los del representante que consta para esta empresa. No hemos enviado ningún código y hemos avisado a quien dio de alta la empresa para que los revise.',
  DOCUMENT_UNREADABLE:
    'No se ha podido analizar el documento: es demasiado complejo o está dañado. Suba el PDF tal como lo descargó de Cumplia.',
  NO_PROCESSED_INVOICES: 'No hay facturas remesadas para el periodo seleccionado.',
  INVALID_CODE: 'El código no es correcto o ha caducado.',
  INVALID_TOKEN: 'El enlace no es válido o ya se utilizó.',
  ALREADY_SIGNED: 'Los contratos de este enlace ya están firmados.',
  SIGNING_LOCKED:
    'El enlace de firma se ha bloqueado por demasiados códigos incorrectos. Pida a su gestoría o a Cumplia un nuevo enlace.',
  LOGIN_TYPE_MISMATCH: 'El tipo de acceso seleccionado no corresponde a este usuario.',
  PHONE_NOT_MOBILE:
    'El teléfono no es un móvil y no puede recibir SMS. Indique un móvil (empieza por 6, o por 71 a 74).',
  AGENCY_SMS_LIMIT_REACHED:
    'Su gestoría ha alcanzado el máximo de SMS a sus clientes por hoy. Los envíos pendientes podrán hacerse mañana; escríbanos si necesita más.',
  SMS_LIMIT_REACHED:
    'Se ha alcanzado el máximo de SMS a este teléfono por hoy. Inténtelo mañana o escríbanos si lo necesita antes.',
  COMPANY_NOT_CONFIRMED:
    'La empresa aún no ha confirmado su alta firmando sus contratos: su usuario se crea entonces, para el administrador que figura en ella.',
  LOGIN_NOT_ADMINISTRATOR:
    'El usuario de la empresa es su administrador: use el NIF y el correo electrónico que figuran en los datos de la empresa. Si el NIF no es correcto, escríbanos: lo corregiremos tras comprobarlo con la empresa.',
  COMPANY_HAS_USER: 'La empresa ya tiene un usuario asignado.',
  NIF_CLAIM_DISPUTED:
    'Otra alta en Cumplia indica el mismo NIF/CIF que esta empresa. Antes de la firma, Cumplia comprobará cuál corresponde a la empresa y le avisará: no tiene que hacer nada ahora.',
  EMAIL_NOT_CONFIRMED:
    'La empresa aún no ha confirmado su nuevo correo electrónico: le hemos pedido que lo confirme desde el que nos dio antes. El usuario se podrá asignar cuando lo confirme.',
  INVITATION_NOT_PENDING:
    'Esta solicitud ya no está pendiente: se respondió antes o la empresa ya tiene su usuario. Recargue la página.',
  ADMIN_NIF_IS_AGENCY_USER:
    'El NIF del administrador es el de un usuario de su gestoría. Indique el NIF de la persona que administra la empresa.',
} as const;
export type ErrorCode = keyof typeof ERROR_CODE_MESSAGES;

export const MESSAGES = {
  common: COMMON_MESSAGES,
  login: LOGIN_MESSAGES,
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
    userNifRequired: 'NIF del usuario es requerido.',
    numTrabajadoresInvalid: 'Número de trabajadores inválido.',
    toolRequired: 'Seleccione al menos un protocolo.',
    emailRequired: 'Correo electrónico es requerido.',
    emailInvalid: 'Correo electrónico inválido.',
    phoneRequired: 'Teléfono es requerido.',
    phoneInvalid: 'Formato de teléfono inválido. Debe ser +34 seguido de 9 dígitos.',
    nombreComercialRequired: 'Nombre Comercial es requerido.',
    direccionRequired: 'Dirección es requerida.',
    codigoPostalRequired: 'Código Postal es requerido.',
    codigoPostalInvalid: 'Código postal inválido: son 5 dígitos y los dos primeros, los de la provincia (01 a 52).',
    codigoPostalOtherProvince: (postalProvince: string, province: string) =>
      `El código postal es de ${postalProvince}, no de ${province}.`,
    selfEmployedNifRequired: 'Un autónomo se identifica con su NIF o NIE, no con el CIF de una sociedad.',
    provinciaRequired: 'Provincia es requerida.',
    localidadRequired: 'Localidad es requerida.',
    cnaeRequired: 'CNAE es requerido.',
    cnaeNotAClass: (typed: string) =>
      `«${typed}» no es una clase de la CNAE-2025: búsquela por su actividad o escriba su código de 4 cifras.`,
    cnaeFormerClass: (code: string, successors: readonly string[]) =>
      `El CNAE ${code} es de la CNAE-2009 y hoy se reparte en ${successors.join(', ')}: elija la clase de su actividad.`,
    actividadRequired: 'Actividad de la Empresa es requerida.',
    metodoDePagoRequired: 'Método de Pago es requerido.',
    numCuentaRequired: 'Número de Cuenta es requerido.',
    ibanInvalid: 'IBAN no válido',
    numCuentaInvalid: 'Número de Cuenta inválido.',
    numCuentaIsProviders:
      'Esta es una cuenta de Cumplia, no de la empresa: indique la cuenta de la empresa en la que se cargarán los recibos.',
    passwordsDoNotMatch: 'Las contraseñas no coinciden.',
    priceTooHigh: 'El precio no puede superar 100.000,00 €.',
    priceDecimals: 'El precio admite como máximo dos decimales.',
    passwordTooShort: 'La contraseña debe tener al menos 12 caracteres.',
    passwordTooLong: 'La contraseña no puede superar los 128 caracteres.',
    passwordBlank: 'La contraseña no puede estar formada solo por espacios.',
    passwordContainsUsername: 'La contraseña no puede contener su NIF.',
    passwordCommon: 'Esta contraseña es demasiado común o aparece en filtraciones conocidas. Elija otra.',
    passwordHint: 'Al menos 12 caracteres. Evite contraseñas comunes y su NIF.',
    invalidCharacters: 'El texto contiene caracteres no válidos.',
  },
  verification: {
    usernameRequired: 'El nombre de usuario es obligatorio.',
    emailRequired: 'El correo electrónico es obligatorio.',
    codeRequired: 'El código de verificación es obligatorio.',
    passwordRequired: 'La contraseña es obligatoria.',
    confirmRequired: 'Debe confirmar la contraseña.',
    invalidCode: 'El código de verificación no es válido o ha caducado.',
    success: 'Cuenta verificada. Ya puede iniciar sesión con su NIF y su contraseña.',
    badLink: 'Error al procesar los datos de verificación',
  },
  passwordReset: PASSWORD_RESET_MESSAGES,
  registration: REGISTRATION_MESSAGES,
  contact: CONTACT_MESSAGES,
  newsletter: {
    emailRequired: 'El correo electrónico es obligatorio.',
    captchaRequired: 'Por favor, completa el captcha.',
    success: 'Suscripción enviada correctamente',
    failure: 'Error al enviar la suscripción',
    invalidToken: 'El enlace no es válido o ya se utilizó.',
  },
  signing: {
    invalidLink: 'El enlace de firma no es válido o ha caducado.',
    tooManyCodes:
      'Ha pedido demasiados códigos para este enlace en la última hora. Espere un rato y pida uno nuevo; use siempre el último SMS recibido.',
    locked:
      'El enlace de firma se ha bloqueado por demasiados códigos incorrectos. Pida a su gestoría o a Cumplia un nuevo enlace.',
    alreadySigned: 'Los contratos de este enlace ya están firmados.',
    wrongCode: 'El código no es correcto o ha caducado.',
    noCode: 'Solicite primero el código por SMS.',
    consentRequired: 'Marque la casilla para aceptar el texto antes de pedir el código.',
    signerNameRequired: 'Escriba su nombre y apellidos como representante de la empresa.',
    signerNifRequired: 'Escriba su NIF o NIE.',
    signedLinkClosed:
      'Los documentos de este enlace ya están firmados. Los tiene en el correo de confirmación y en su área de cliente.',
    companyTaken:
      'Esta empresa ya está dada de alta en Cumplia, así que no podemos completar este alta. Si quiere cambiar de gestoría, escríbanos desde el formulario de contacto.',
  },
  onboarding: {
    confirmAgency: (agency: string) => `Confirme que ${agency} es su gestoría para continuar.`,
  },
  uploads: {
    uploadFailed: 'Error al subir el archivo. Por favor, inténtalo de nuevo.',
    notCsv: 'Por favor, selecciona un archivo con formato CSV.',
    notText: 'El archivo no es un CSV de texto válido.',
    empty: 'El archivo no contiene ninguna línea con datos.',
    tooManyLines: (maxLines: number) => `El archivo supera el máximo de ${maxLines.toLocaleString('es-ES')} líneas.`,
    lineTooLong: (line: number, maxLength: number) =>
      `La línea ${line.toLocaleString('es-ES')} supera el máximo de ${maxLength.toLocaleString('es-ES')} caracteres.`,
  },
  assignUser: {
    usernameRequired: 'El NIF del usuario es requerido',
    usernameInvalid: 'El NIF del usuario es inválido',
    emailRequired: 'El email es requerido',
    emailInvalid: 'Email inválido',
    nameRequired: 'El nombre es requerido',
    failed: 'Error al asignar usuario',
  },
  invoices: {
    invalidDate: 'Fecha inválida o formato incorrecto',
    reasonRequired: 'Indique el motivo de la rectificación.',
    /** A line asked for (rectified or billed again) that the invoice never had. */
    noLineFor: (numero: string, producto: string) => `La factura ${numero} no tiene línea de ${producto}.`,
    empty: 'No hay facturas disponibles.',
    emptySearch: 'No se encontraron facturas',
    loading: 'Cargando facturas...',
    loadError: 'Error al obtener las facturas.',
    loadErrorRetry: 'Error al obtener las facturas. Inténtalo de nuevo.',
    markedRemitted: 'La factura se ha marcado como remesada correctamente.',
    markError: 'Error al marcar la factura como remesada.',
    markErrorTitle: 'Error al marcar factura',
    dateChanged: 'La fecha de facturación se ha actualizado correctamente.',
    dateErrorTitle: 'Error al cambiar fecha',
    downloadError: 'Error al descargar la factura. Inténtalo de nuevo.',
    downloadErrorBase: 'Error al descargar la factura.',
  },
  sepa: {
    datesRequired: 'Por favor, selecciona ambas fechas (inicio y fin) para generar el SEPA.',
    startAfterEnd: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
    rangeTooLong: 'El rango de fechas no puede ser superior a 365 días. Seleccione un período más pequeño.',
    accountRequired: 'Seleccione una cuenta IBAN.',
    noInvoices: 'No hay facturas SEPA disponibles',
    networkError: 'No se pudo conectar con el servidor SEPA',
    individualErrorTitle: 'Error al generar SEPA individual',
  },
  renewals: {
    approvalNotAllowedTitle: 'Acción no permitida',
    approvalNotAllowed:
      'Solo se puede aprobar la renovación cuando faltan 18 días o menos para su fecha de renovación.',
    toolRequired: 'Debe seleccionar al menos una tool',
    productsNeedTool: 'Debe seleccionar al menos una tool para crear productos.',
    invalidPrice: 'Todos los productos deben tener un precio válido mayor o igual a 0.',
    endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
    renewalAfterEnd: 'La fecha de renovación no puede ser posterior a la fecha de fin.',
    yearRange: 'El año debe estar entre 2000 y 2050.',
    noProducts: 'No se encontraron productos asociados a esta renovación.',
    noProductsHint: 'Contacte con el administrador del sistema si esto es inesperado.',
    loadingProducts: 'Cargando productos...',
    loadError: 'Error al obtener las renovaciones.',
    productsLoadError: 'Error al cargar los productos de la renovación.',
    toolError: (tool: string) => `Error al actualizar ${tool}. Inténtalo de nuevo.`,
    pricesError: 'Error al guardar los precios de los productos. Revise los valores e intente nuevamente.',
    confirmError: 'Error al confirmar la renovación. Inténtalo de nuevo.',
    disableError: 'Error al deshabilitar la renovación. Inténtalo de nuevo.',
    createError: 'Error al crear la renovación con precios',
    toggleError: 'Error al actualizar el estado de renovación',
    pricesDialogTitle: 'Validación de precios',
  },
  staffCompanies: {
    protocolRequired: 'Seleccione un protocolo',
    priceInvalid: 'Ingrese un precio válido',
    duplicateProtocol: 'Este protocolo ya está en otra fila.',
    created: 'Empresa creada exitosamente en el sistema.',
    updated: 'La empresa ha sido actualizada correctamente.',
    createFailed: 'Error al crear la empresa. Por favor, inténtelo de nuevo.',
    updateFailed: 'Error al actualizar la empresa. Por favor, inténtelo de nuevo.',
    missingId: 'ID de empresa no proporcionado',
    loadError: 'No se pudo cargar la información de la empresa.',
    listError: 'Error al obtener las empresas.',
    workerIbanRequired: 'El número de cuenta es requerido para pagos SEPA',
    toolPriceRequired: 'El precio es requerido y debe ser mayor a 0',
    toolPricePositive: 'El precio debe ser mayor a 0',
    toolsRequired: 'Debe seleccionar al menos una herramienta',
    toolsFailed: 'Error al actualizar las herramientas. Por favor, inténtelo de nuevo.',
    verificationResent: 'Verificación reenviada exitosamente. La contraseña ha sido reseteada.',
    verificationFailed: 'Error al reenviar la verificación',
    resendVerificationQuestion:
      'La contraseña actual del usuario de la empresa dejará de servir: recibirá por correo un nuevo código para elegir otra. ¿Reenviar la verificación?',
    protocolsSent: 'Protocolos enviados exitosamente al correo de la empresa.',
    protocolsSendFailed: 'Error al enviar los protocolos',
    noProtocols: 'No hay protocolos activos para descargar',
    protocolsDownloadFailed: 'Error al descargar los protocolos',
    protocolsDownloaded: (count: number) => `Se han descargado ${count} protocolo(s) exitosamente.`,
  },
  collaborators: {
    nifCifInvalid: 'Formato de NIF/CIF inválido.',
    dniRequired: 'NIF es requerido.',
    dniInvalid: 'NIF inválido.',
    ibanInvalid: 'IBAN inválido.',
    workerIbanInvalid: 'Formato de IBAN inválido.',
    commissionRange: 'La comisión debe ser un número entre 0 y 100.',
    commissionOption: 'Seleccione una comisión de la lista.',
    formErrors: 'Por favor, corrija los errores en el formulario.',
    created: 'La colaborador se ha añadido correctamente.',
    saved: 'Datos de gestoría actualizados exitosamente.',
    saveFailed: 'No se pudo actualizar la información del colaborador.',
    loadError: 'No se pudo obtener la información de la gestoría.',
    noCompanies: 'No hay empresas asociadas.',
    invalidPage: 'Número de página inválido.',
  },
  staffUsers: {
    usernameRequired: 'El campo NIF del usuario es obligatorio.',
    usernameInvalid: 'El NIF del usuario debe ser un NIF o NIE válido.',
    nameRequired: 'El campo Nombre es obligatorio.',
    emailRequired: 'El campo Email es obligatorio.',
    emailTooLong: 'El Email no puede exceder los 255 caracteres.',
    emailInvalid: 'El Email no es válido.',
    deleteFailed: 'Hubo un error al eliminar el usuario. Por favor, intenta de nuevo.',
    addFailed: 'Hubo un error al agregar el usuario. Por favor, inténtalo de nuevo.',
    loadFailed: 'No se pudo obtener la información del usuario.',
    rolesLoadFailed: 'No se pudieron obtener los roles disponibles.',
    saved: 'Datos de usuario actualizados exitosamente.',
    saveFailed: 'Ocurrió un error al actualizar los datos del usuario.',
    noUsers: 'No hay usuarios',
    noUsersRegistered: 'No hay usuarios registrados',
    selfLockout: 'No puede retirarse el rol de superadministrador ni deshabilitar su propio usuario.',
    selfDelete: 'No puede eliminar su propio usuario.',
    staffOrAgencyLoginNotAdministrator:
      'Ese NIF es el usuario de una persona del personal de Cumplia o de una gestoría, que no puede administrar una empresa cliente: indique el de otra persona.',
    staffRoleMixed:
      'Un usuario del personal de Cumplia (superadministrador o trabajador) no puede ser también colaborador ni empresa cliente, ni tener empresas o colaboradores asociados: use un usuario distinto para cada papel.',
    grantSuperadminTitle: 'Conceder el rol de superadministrador',
    grantSuperadmin: (name: string) =>
      `${name} podrá ver y cambiar todos los datos de Cumplia: empresas, colaboradores, precios, facturas, ficheros SEPA y usuarios, y conceder este mismo rol a otros. Concédalo solo a personal de Cumplia de confianza.`,
  },
  privacy: {
    personRequired: 'Indique el correo electrónico o el NIF de la persona.',
    emailInvalid: 'El correo electrónico no es válido.',
    nifInvalid: 'El NIF no es válido.',
    notFound: 'No hay datos de esta persona.',
    confirmErase:
      'Se suprimirán sus mensajes de contacto, su suscripción al boletín, los mensajes enviados y su usuario. Los datos que la ley obliga a conservar se mantienen.',
    erased: 'Datos suprimidos.',
    exportFailed: 'No se pudieron exportar los datos.',
    eraseFailed: 'No se pudieron suprimir los datos.',
  },
  outbox: {
    notFound: 'Mensaje no encontrado.',
    resend: 'Reenviar',
    resendLabel: (recipient: string) => `Reenviar el mensaje a ${recipient}`,
    resendQuestion: (message: { channel: string; recipient: string; subject: string | null }) =>
      `${message.channel === 'SMS' ? 'Se enviará otra vez el SMS' : `Se enviará otra vez el correo «${message.subject ?? ''}»`} a ${message.recipient}, con el mismo contenido.`,
    resent: 'Mensaje puesto de nuevo en cola para su destinatario. Su contenido no se muestra.',
    resendFailed: 'No se pudo reenviar el mensaje.',
    maskedNote: 'Los códigos y enlaces personales se muestran ocultos: solo los recibe su destinatario.',
    expiredBeforeSending: 'Sus códigos o enlaces caducaron antes de poder enviarlo.',
  },
  stoppedWork: {
    notFound: 'Ese trabajo no está detenido: ya se reintentó, se descartó o terminó.',
    retried:
      'Trabajo puesto de nuevo en marcha: se intentará en unos minutos como mucho, con sus intentos contados de nuevo.',
    discarded: 'Trabajo descartado: no se volverá a intentar.',
    retriedAll: (count: number) =>
      count === 1
        ? '1 trabajo puesto de nuevo en marcha.'
        : `${count} trabajos puestos de nuevo en marcha: se intentarán en unos minutos como mucho.`,
  },
  session: {
    logout: 'Cerrar sesión',
    expired: 'Su sesión ha caducado. Inicie sesión de nuevo.',
  },
  /** Texts of server errors whose code's general text is not specific enough. */
  errors: {
    companyNotFound: 'Empresa no encontrada.',
    notReadyToVerify: (company: string, missing: string[]) =>
      `No se puede verificar ${company}: le falta ${missing.join(' y ')}. Se verifica cuando la empresa haya completado su alta.`,
    competingClaimsSelected: (nifCif: string) =>
      `Ha seleccionado dos altas con el NIF/CIF ${nifCif}: compárelas («En disputa») y verifique solo la que corresponde a la empresa.`,
    claimHeldByAnother: (company: string) =>
      `No se puede verificar ${company}: otra empresa ya tiene confirmado su NIF/CIF (firmó sus contratos o fue verificada). Revise las altas con ese NIF/CIF en Empresas.`,
    companyDataUnavailable: 'No se pudieron obtener los datos de la empresa.',
    companyInfoUnavailable: 'No se pudo cargar la información de la empresa.',
    companyUserWithoutEmail: 'La empresa no tiene un usuario con correo electrónico.',
    companyWithoutEmail: 'La empresa no tiene correo electrónico.',
    noActiveTools: 'La empresa no tiene herramientas activas.',
    collaboratorInfoUnavailable: 'No se pudo obtener la información de la gestoría.',
    userInfoUnavailable: 'No se pudo obtener la información del usuario.',
    referenceMissing: (what: string) => `${what} no existe.`,
    contractNotFound: 'Contrato no encontrado.',
    noSignedContracts: 'No hay contratos firmados de esta empresa.',
    noContractDownloads: 'No tiene descargas de contratos asociados',
    contractPdfRequired: 'Seleccione el PDF del contrato que quiere comprobar.',
    protocolNotAvailable: (protocol: string) => `No tiene disponible la descarga del documento ${protocol}`,
    profileIncomplete: (protocol: string, missing: string[]) =>
      `Para generar el documento ${protocol} complete antes en el perfil de cumplimiento: ${missing.join('; ')}.`,
    toolNotApplicable: (reason: string) =>
      `No se puede activar: su perfil de cumplimiento declara que la empresa no tiene personas trabajadoras. ${reason}`,
    documentNotApplicable: (protocol: string, reason: string) =>
      `El documento ${protocol} no se aplica a esta empresa. ${reason}`,
    noSmsOnboarding: 'Esta empresa no tiene un alta por SMS.',
    renewalNotFound: 'Renovación no encontrada.',
    invoiceNotFound: 'Factura no encontrada',
    invoicePdfNotFound: 'Factura o archivo PDF no encontrado',
    ibanFormatInvalid: 'El formato de la cuenta IBAN seleccionada no es válido.',
    returnNotFound: 'Devolución no encontrada',
    returnFileRequired: 'Seleccione el fichero de devoluciones del banco.',
    returnFileUnreadable: (detail: string) => `El fichero no es un informe de devoluciones válido: ${detail}.`,
    transferRequestWithoutEmail: 'La empresa no tiene correo electrónico: contacte con ella por teléfono.',
    csvFileRequired: 'Por favor, selecciona un archivo CSV para subir.',
    fileNotFound: 'Archivo no encontrado.',
    attachmentNotFound: 'Adjunto no encontrado.',
    attachmentNotGenerated: 'El adjunto no se genera todavía.',
  },
} as const;
