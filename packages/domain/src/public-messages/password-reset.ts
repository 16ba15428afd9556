export const PASSWORD_RESET_MESSAGES = {
  nifRequired: "El campo 'NIF' es obligatorio.",
  codeRequired: "El campo 'Código' es obligatorio.",
  newPasswordRequired: "El campo 'Nueva Contraseña' es obligatorio.",
  confirmRequired: "El campo 'Confirmar Nueva Contraseña' es obligatorio.",
  recoveryNifRequired: 'El campo NIF es obligatorio.',
  recoveryCaptchaNifRequired: 'Escriba su NIF para recibir el correo de recuperación.',
  invalidCode: 'El código no es válido o ha caducado. Solicite un nuevo correo de recuperación.',
  failed: 'Error al actualizar la contraseña',
  recoveryFailed: 'Ocurrió un error al procesar la solicitud.',
  recoverySent:
    'Si el NIF está registrado, recibirá en el correo electrónico asociado las instrucciones para restablecer su contraseña.',
  changed: 'Contraseña actualizada. Ya puede iniciar sesión con su nueva contraseña.',
} as const;
