import { ROLES } from '../constants.js';

/**
 * Spanish names of everything the audit log records, so 'Registro de cambios' reads as sentences. Every action
 * the server records has its name here (a server test checks it).
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'agency.create': 'Alta de colaborador',
  'agency.update': 'Edición de colaborador',
  'background.item.discarded': 'Trabajo detenido descartado',
  'background.item.retried': 'Trabajo detenido reintentado',
  'background.items.retried': 'Trabajos detenidos reintentados',
  'commission-statement.send': 'Liquidación de comisiones enviada',
  'company.assign-user': 'Asignación de usuario a la empresa',
  'company.evidence.download': 'Descarga de las evidencias de firma',
  'company.contact.confirmed': 'La empresa confirmó el teléfono o correo que indicó su gestoría',
  'company.login.accepted': 'El administrador aceptó la empresa en su cuenta',
  'company.login.refused': 'El administrador rechazó la empresa en su cuenta',
  'company.claim.released': 'Alta retirada: otra empresa se quedó con el NIF/CIF',
  'company.compliance-profile': 'Perfil de cumplimiento guardado',
  'company.create': 'Alta de empresa',
  'company.create.csv': 'Alta de empresa por CSV',
  'company.create.invitation': 'Alta de empresa por SMS',
  'company.register': 'Registro de actividades guardado',
  'company.register.confirm': 'Registro de actividades confirmado',
  'company.onboarding.cancel': 'Alta por SMS cancelada',
  'company.onboarding.resend': 'SMS de alta reenviado',
  'company.resend-verification': 'Reenvío del correo de activación',
  'company.send-protocols': 'Envío de protocolos',
  'company.tools': 'Cambio de herramientas',
  'company.update': 'Edición de empresa',
  'company.verify': 'Verificación de empresa',
  'invoice.cancel': 'Factura anulada',
  'invoice.change-billing-date': 'Cambio de fecha de cobro',
  'invoice.mark-remitted': 'Factura marcada como remesada',
  'invoice.record-payment': 'Cobro registrado',
  'invoice.record-refund': 'Devolución al cliente registrada',
  'invoice.rectify': 'Factura rectificativa',
  'invoice.issue-corrected': 'Factura corregida emitida',
  'outbox.resend': 'Mensaje reenviado',
  'privacy.erase': 'Datos personales suprimidos',
  'privacy.export': 'Datos personales exportados',
  'renewal.agency-opt-out': 'El cliente no renueva (comunicado por su gestoría)',
  'renewal.confirm': 'Renovación aprobada',
  'renewal.create': 'Nueva renovación',
  'renewal.disable': 'Renovación deshabilitada',
  'renewal.prices': 'Precios de renovación',
  'renewal.process.disable': 'Herramientas desactivadas al vencer',
  'renewal.process.renew': 'Renovación procesada',
  'renewal.toggle': 'Aprobación de renovación cambiada',
  'sepa.generate': 'Fichero SEPA generado',
  'sepa.mandate-renewal-requested': 'Nueva orden SEPA pedida',
  'sepa.return-paid-by-transfer': 'Devolución pagada por transferencia',
  'sepa.return-transfer-requested': 'Pago por transferencia pedido',
  'sepa.returns-import': 'Informe de devoluciones importado',
  'user.create': 'Alta de usuario',
  'user.delete': 'Baja de usuario',
  'user.update': 'Edición de usuario',
  'verifactu.correct': 'Registro Verifactu subsanado',
  'verifactu.retry': 'Envío Verifactu reintentado',
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  company: 'Empresa',
  agency: 'Colaborador',
  user: 'Usuario',
  invoice: 'Factura',
  renewal: 'Renovación',
  sepa_file: 'Fichero SEPA',
  sepa_return: 'Devolución SEPA',
  sepa_return_import: 'Informe de devoluciones',
  outbox_message: 'Mensaje',
  background_work: 'Trabajo en segundo plano',
  person: 'Persona',
  verifactu: 'Registro Verifactu',
  commission_statement: 'Liquidación de comisiones',
};

/** The action's name; a renewal's tool switch names its tool. */
export function auditActionLabel(action: string): string {
  if (action.startsWith('renewal.tool.')) return 'Servicio de renovación cambiado';
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** Role codes as staff read them. */
export const ROLE_LABELS: Record<string, string> = {
  [ROLES.superadmin]: 'Superadministrador',
  [ROLES.worker]: 'Trabajador',
  [ROLES.agency]: 'Colaborador (gestoría)',
  [ROLES.company]: 'Empresa cliente',
};
