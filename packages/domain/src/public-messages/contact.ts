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
