/** Spanish names of the audit log's actions and entities, for staff to read. */
const ACTION_LABELS: Record<string, string> = {
  'agency.create': 'Alta de colaborador',
  'agency.update': 'Edición de colaborador',
  'company.create': 'Alta de empresa',
  'company.create.csv': 'Alta de empresa por CSV',
  'company.update': 'Edición de empresa',
  'company.tools': 'Cambio de herramientas',
  'company.verify': 'Verificación de empresa',
  'company.assign-user': 'Asignación de usuario',
  'company.resend-verification': 'Reenvío de verificación',
  'company.send-protocols': 'Envío de protocolos',
  'invoice.mark-remitted': 'Factura marcada como remesada',
  'invoice.change-billing-date': 'Cambio de fecha de facturación',
  'invoice.rectify': 'Factura rectificativa',
  'sepa.generate': 'Fichero SEPA generado',
  'renewal.create': 'Nueva renovación',
  'renewal.prices': 'Precios de renovación',
  'renewal.confirm': 'Renovación confirmada',
  'renewal.disable': 'Renovación deshabilitada',
  'renewal.agency-opt-out': 'El cliente no renueva (comunicado por su gestoría)',
  'renewal.toggle': 'Aprobación de renovación cambiada',
  'renewal.process.renew': 'Renovación procesada',
  'renewal.process.disable': 'Herramientas desactivadas al vencer',
  'user.create': 'Alta de usuario',
  'user.update': 'Edición de usuario',
  'user.delete': 'Baja de usuario',
};

export const ENTITY_LABELS: Record<string, string> = {
  company: 'Empresa',
  agency: 'Colaborador',
  user: 'Usuario',
  invoice: 'Factura',
  renewal: 'Renovación',
  sepa_file: 'Fichero SEPA',
};

export function actionLabel(action: string): string {
  if (action.startsWith('renewal.tool.')) return 'Servicio de renovación cambiado';
  return ACTION_LABELS[action] ?? action;
}
