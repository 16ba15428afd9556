import {
  BIOMETRIC_SUBJECT_LABELS,
  MINOR_ROLE_LABELS,
  PROCESSING_ACTIVITY_LABELS,
  PROCESSOR_KIND_LABELS,
  WORKING_PATTERN_LABELS,
} from '../compliance/compliance-profile.js';
import { PAYMENT_METHOD_LABELS, PROTOCOL_LABELS, PROTOCOL_TOOL_FLAG } from '../constants.js';
import { SEPA_RETURN_RESOLUTION_LABELS } from '../invoices/sepa-returns.js';
import { RECTIFICATION_METHOD_LABELS, RECTIFICATION_TYPE_LABELS } from '../invoices/staff-invoices.js';
import {
  ACTIVITY_ROLE_LABELS,
  ART14_EXCEPTIONS,
  DATA_ORIGINS,
  DATA_SUBJECTS,
  GEOLOCATION_PERIODS,
  LEGAL_BASES,
  RISK_FACTORS,
  SPECIAL_CATEGORIES,
  SPECIAL_CATEGORY_GROUNDS,
  SUBPROCESSOR_RULES,
  TRANSFER_MECHANISMS,
} from '../register/register-activity.js';
import { VERIFACTU_STATUS_LABELS } from '../verifactu/verifactu-records.js';
import { ROLE_LABELS } from './audit-labels.js';

/**
 * How a recorded value reads: money kept in cents or in euros, a percentage, a month, or the Spanish names of the
 * codes a field holds. Dates and timestamps are recognised by their shape whatever the field.
 */
export type AuditFormat = 'cents' | 'euros' | 'percent' | 'month' | 'sepaReason' | Readonly<Record<string, string>>;
export type AuditField = { label: string; format?: AuditFormat };

/** The tool flags a company or renewal records, by the protocol's name ('lopdgdd' reads 'LOPDGDD'). */
const TOOL_FLAG_LABELS = Object.fromEntries(
  Object.entries(PROTOCOL_TOOL_FLAG).map(([code, flag]) => [
    flag,
    PROTOCOL_LABELS[code as keyof typeof PROTOCOL_LABELS],
  ]),
);

const labelsOf = (table: Readonly<Record<string, string | { label: string }>>) =>
  Object.fromEntries(Object.entries(table).map(([code, text]) => [code, typeof text === 'string' ? text : text.label]));

const COMPANY_TYPES = { E: 'Empresa', A: 'Autónomo' } as const;

/**
 * Every field the audit log records, with its Spanish name and how its value reads. A name used for two things
 * (a company's `tipo` and a processor's) reads the same way and takes the codes of both, which never collide. The
 * server refuses, under test, to record a field missing here (record-audit.ts).
 */
export const AUDIT_FIELDS: Readonly<Record<string, AuditField>> = {
  // Companies and agencies.
  razonSocial: { label: 'Razón social' },
  nombreComercial: { label: 'Nombre comercial' },
  nifCif: { label: 'NIF/CIF' },
  tipo: {
    label: 'Tipo',
    format: { ...COMPANY_TYPES, ...RECTIFICATION_TYPE_LABELS, ...PROCESSOR_KIND_LABELS },
  },
  nombre: { label: 'Nombre' },
  dni: { label: 'NIF del administrador' },
  email: { label: 'Correo electrónico' },
  telefono: { label: 'Teléfono' },
  direccion: { label: 'Dirección' },
  codigoPostal: { label: 'Código postal' },
  localidad: { label: 'Localidad' },
  provincia: { label: 'Provincia' },
  cnae: { label: 'CNAE' },
  actividad: { label: 'Actividad' },
  numTrabajadores: { label: 'Personas trabajadoras' },
  numCuenta: { label: 'Cuenta (IBAN)' },
  metodoDePago: { label: 'Método de pago', format: PAYMENT_METHOD_LABELS },
  lopdgdd: { label: PROTOCOL_LABELS.LOPD },
  acosoLaboral: { label: PROTOCOL_LABELS.ACOSO },
  desconexionDigital: { label: PROTOCOL_LABELS.DIGITAL },
  contratoLopdAceptado: { label: `Contrato de ${PROTOCOL_LABELS.LOPD} firmado` },
  contratoAcosoAceptado: { label: `Contrato de ${PROTOCOL_LABELS.ACOSO} firmado` },
  contratoDesconexionAceptado: { label: `Contrato de ${PROTOCOL_LABELS.DIGITAL} firmado` },
  permitirDescarga: { label: 'Descargas permitidas' },
  verificado: { label: 'Verificada' },
  productos: { label: 'Precios' },
  precios: { label: 'Precios', format: 'euros' },
  precioDescuento: { label: 'precio', format: 'euros' },
  precio: { label: 'precio', format: 'euros' },
  cents: { label: 'precio', format: 'cents' },
  comision: { label: 'Comisión', format: 'percent' },
  superColaborador: { label: 'Supercolaborador' },
  username: { label: 'Usuario (NIF)' },
  login: {
    label: 'Acceso del administrador',
    format: {
      created: 'Usuario nuevo: se le envió el correo de activación',
      invited: 'Usuario existente: se le pidió aceptar la empresa',
      'not-offered': 'Sin acceso: ese NIF es de un usuario del personal o de una gestoría',
    },
  },
  heldBy: { label: 'Empresa que conserva el NIF/CIF' },
  linea: { label: 'Línea del CSV' },
  fileId: { label: 'Fichero CSV nº' },
  userId: { label: 'Usuario nº' },
  revisadoPor: { label: 'Revisado por' },
  version: { label: 'Versión' },
  // Users.
  name: { label: 'Nombre' },
  surname: { label: 'Apellidos' },
  enabled: { label: 'Acceso habilitado' },
  roles: { label: 'Roles', format: ROLE_LABELS },
  empresas: { label: 'Empresas' },
  gestorias: { label: 'Gestorías' },
  gestoriaId: { label: 'Gestoría nº' },
  // Renewals.
  fechaInicio: { label: 'Inicio' },
  fechaFin: { label: 'Fin' },
  fechaRenovacion: { label: 'Fecha de renovación' },
  renueva: { label: 'Renovación aprobada' },
  deshabilitarRenovacion: { label: 'Renovación deshabilitada' },
  procesada: { label: 'Procesada' },
  enviarEmail: { label: 'Aviso por correo' },
  tools: { label: 'Herramientas', format: PROTOCOL_LABELS },
  deactivated: { label: 'Herramientas desactivadas', format: TOOL_FLAG_LABELS },
  notApplicable: { label: 'No se aplican (sin plantilla)', format: PROTOCOL_LABELS },
  invoice: { label: 'Factura' },
  nextRenewalId: { label: 'Nueva renovación nº' },
  replacedRenewalId: { label: 'Renovación sustituida nº' },
  // Invoices and payments.
  numero: { label: 'Número' },
  facturado: { label: 'Remesada' },
  anulada: { label: 'Anulada' },
  rectificativa: { label: 'Rectificativa' },
  facturaCorregida: { label: 'Factura corregida' },
  importes: { label: 'Importes' },
  metodo: { label: 'Método', format: RECTIFICATION_METHOD_LABELS },
  motivo: { label: 'Motivo' },
  fechaCuandoFacturar: { label: 'Fecha de cobro' },
  paidOn: { label: 'Pagada el' },
  paidVia: { label: 'Pagada por', format: PAYMENT_METHOD_LABELS },
  paidAmountCents: { label: 'Importe cobrado', format: 'cents' },
  amountCents: { label: 'Importe devuelto', format: 'cents' },
  amount: { label: 'Importe', format: 'euros' },
  reference: { label: 'Referencia de la transferencia' },
  // SEPA files and returns.
  fileName: { label: 'Fichero' },
  kind: {
    label: 'Tipo',
    format: {
      BULK: 'Remesa de adeudos',
      INDIVIDUAL: 'Adeudo individual',
      REPRESENT: 'Nueva presentación de devoluciones',
      'pain.002.001.03': 'Informe de rechazos (pain.002)',
      'pain.002.001.10': 'Informe de rechazos (pain.002)',
      'camt.054.001.02': 'Aviso de devoluciones (camt.054)',
      'camt.054.001.04': 'Aviso de devoluciones (camt.054)',
      'camt.054.001.08': 'Aviso de devoluciones (camt.054)',
      EMAIL: 'Correo electrónico',
      PHONE: 'Teléfono',
    },
  },
  transactionCount: { label: 'Adeudos' },
  controlSumCents: { label: 'Importe total', format: 'cents' },
  excluded: { label: 'Empresas fuera del fichero' },
  resolution: { label: 'Situación', format: SEPA_RETURN_RESOLUTION_LABELS },
  sepaReturnCode: { label: 'Motivo de la devolución', format: 'sepaReason' },
  newReference: { label: 'Nueva referencia de la orden' },
  expiredReference: { label: 'Referencia caducada' },
  account: { label: 'Cuenta notificada' },
  messageId: { label: 'Identificador del mensaje' },
  originalMessageId: { label: 'Fichero respondido' },
  reported: { label: 'Devoluciones en el fichero' },
  new: { label: 'Devoluciones nuevas' },
  rejections: { label: 'Rechazos del fichero' },
  reopened: { label: 'Facturas reabiertas' },
  unmatched: { label: 'Referencias sin adeudo' },
  suspendedMandates: { label: 'Órdenes suspendidas' },
  exceptions: { label: 'Incidencias' },
  referencia: { label: 'Referencia' },
  problema: { label: 'Problema' },
  corrected: { label: 'Facturas corregidas' },
  factura: { label: 'Factura' },
  sustitucion: { label: 'Por sustitución' },
  debe: { label: 'Pendiente', format: 'euros' },
  devueltoAlCliente: { label: 'Devuelto al cliente', format: 'euros' },
  // Commission statements.
  mes: { label: 'Mes', format: 'month' },
  facturas: { label: 'Facturas' },
  earned: { label: 'Comisión ganada', format: 'cents' },
  reversed: { label: 'Comisión revertida', format: 'cents' },
  carried: { label: 'Saldo del periodo anterior', format: 'cents' },
  pending: { label: 'Pendiente de cobro', format: 'cents' },
  due: { label: 'A liquidar', format: 'cents' },
  // Outbox, Verifactu, background work, privacy, evidence.
  copyId: { label: 'Copia nº' },
  estado: { label: 'Estado', format: VERIFACTU_STATUS_LABELS },
  error: { label: 'Código de error de la AEAT' },
  registro: { label: 'Registro', format: { JSON: 'Registro de evidencias (JSON)', PDF: 'Página de evidencias (PDF)' } },
  contratos: { label: 'Contratos nº' },
  proximoEnvio: { label: 'Próximo envío' },
  intentos: { label: 'Intentos' },
  ultimoError: { label: 'Último error' },
  trabajos: { label: 'Trabajos' },
  users: { label: 'Usuarios suprimidos' },
  contactMessages: { label: 'Mensajes de contacto suprimidos' },
  messagesSent: { label: 'Mensajes enviados suprimidos' },
  newsletterSubscriptions: { label: 'Suscripciones suprimidas' },
  // The compliance profile.
  profile: { label: 'Perfil' },
  centrosTrabajo: { label: 'Centros de trabajo' },
  representacion: {
    label: 'Representación de la plantilla',
    format: { ninguna: 'Sin representación', delegados: 'Delegados de personal', comite: 'Comité de empresa' },
  },
  representantes: { label: 'Representantes' },
  convenioColectivo: { label: 'Convenio colectivo' },
  asesorConfidencial: { label: 'Persona asesora confidencial' },
  comisionInstructora: { label: 'Comisión instructora' },
  acosoNegociadoEl: { label: 'Protocolo de acoso negociado el' },
  canalEmail: { label: 'Canal de denuncias (correo)' },
  canalDireccion: { label: 'Canal de denuncias (dirección)' },
  canalExterno: { label: 'Canal externo' },
  jornada: { label: 'Jornada', format: WORKING_PATTERN_LABELS },
  horarioLaboral: { label: 'Horario laboral' },
  desconexionDesde: { label: 'Desconexión desde' },
  desconexionHasta: { label: 'Desconexión hasta' },
  desconexionOidaEl: { label: 'Representantes oídos sobre la desconexión el' },
  gruposDesconexion: { label: 'Grupos con otro horario' },
  grupo: { label: 'Grupo' },
  horario: { label: 'Horario' },
  desde: { label: 'Desde' },
  hasta: { label: 'Hasta' },
  detalle: { label: 'Detalle' },
  guardias: { label: 'Guardias' },
  teletrabajo: { label: 'Teletrabajo' },
  teletrabajoDetalle: { label: 'Teletrabajo (detalle)' },
  trabajoFinDeSemana: { label: 'Trabajo en fin de semana' },
  actividades: {
    label: 'Actividades',
    format: PROCESSING_ACTIVITY_LABELS,
  },
  biometriaDe: { label: 'Biometría de', format: BIOMETRIC_SUBJECT_LABELS },
  menoresComo: { label: 'Menores como', format: MINOR_ROLE_LABELS },
  camarasUbicacion: { label: 'Ubicación de las cámaras' },
  sitioWeb: { label: 'Sitio web' },
  delegadoProteccionDatos: { label: 'Delegado de protección de datos' },
  encargados: { label: 'Encargados del tratamiento' },
  servicio: { label: 'Servicio' },
  fueraEEE: { label: 'Trata datos fuera del EEE' },
  encargadoDeClientes: { label: 'Trata datos por cuenta de sus clientes' },
  encargadoDeClientesServicio: { label: 'Servicio a sus clientes' },
  transferenciasInternacionales: { label: 'Transferencias internacionales' },
  transferenciasDetalle: { label: 'Transferencias (detalle)' },
  // The register of processing activities.
  rol: { label: 'Papel', format: ACTIVITY_ROLE_LABELS },
  finalidad: { label: 'Finalidad' },
  basesLegales: { label: 'Bases jurídicas', format: labelsOf(LEGAL_BASES) },
  baseDetalle: { label: 'Base jurídica (detalle)' },
  interesados: { label: 'Personas interesadas', format: labelsOf(DATA_SUBJECTS) },
  otrosInteresados: { label: 'Otras personas interesadas' },
  datos: { label: 'Datos' },
  categoriasEspeciales: { label: 'Categorías especiales', format: labelsOf(SPECIAL_CATEGORIES) },
  excepcionesArt9: { label: 'Excepciones del art. 9.2 RGPD', format: labelsOf(SPECIAL_CATEGORY_GROUNDS) },
  excepcionArt9Detalle: { label: 'Excepción del art. 9.2 (detalle)' },
  datosPenales: { label: 'Datos penales' },
  basePenal: { label: 'Base de los datos penales' },
  origen: { label: 'Origen de los datos', format: labelsOf(DATA_ORIGINS) },
  origenDetalle: { label: 'Origen (detalle)' },
  excepcionArt14: { label: 'Excepción del art. 14.5 RGPD', format: labelsOf(ART14_EXCEPTIONS) },
  destinatarios: { label: 'Destinatarios' },
  transferencias: { label: 'Transferencias' },
  destinatario: { label: 'Destinatario' },
  pais: { label: 'País' },
  mecanismo: { label: 'Garantía', format: labelsOf(TRANSFER_MECHANISMS) },
  conservacion: { label: 'Conservación' },
  medidas: { label: 'Medidas de seguridad' },
  riesgos: { label: 'Riesgos', format: labelsOf(RISK_FACTORS) },
  normativa: { label: 'Normativa' },
  encargo: { label: 'Encargo' },
  subencargados: { label: 'Subencargados' },
  reglaSubencargo: { label: 'Subencargos', format: labelsOf(SUBPROCESSOR_RULES) },
  camaras: { label: 'Cámaras' },
  ubicacion: { label: 'Ubicación' },
  capta: { label: 'Captan' },
  quienVe: { label: 'Ven las imágenes' },
  grabaSonido: { label: 'Graba sonido' },
  zonasDeDescanso: { label: 'En zonas de descanso' },
  controlLaboral: { label: 'Control laboral' },
  geolocalizacion: { label: 'Geolocalización' },
  dispositivo: { label: 'Dispositivo' },
  cuando: { label: 'Cuándo', format: labelsOf(GEOLOCATION_PERIODS) },
  fueraDeJornada: { label: 'Fuera de la jornada' },
  proporcionalidad: { label: 'Proporcionalidad' },
  dispositivos: { label: 'Dispositivos digitales' },
  criteriosDeUso: { label: 'Criterios de uso' },
  modelo: { label: 'Modelo de partida' },
  protocols: { label: 'Protocolos', format: PROTOCOL_LABELS },
};

/**
 * Fields kept on a row for the product's own use (ids, timestamps, kept board states, derived copies): recorded
 * where a whole row is, never shown as a change.
 */
export const HIDDEN_AUDIT_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'agencyId',
  'createdAt',
  'updatedAt',
  'companyCount',
  'comisionBasisPoints',
  'searchText',
  'contractToSign',
  'signUpOpen',
  'profileIncomplete',
  'protocolsUncovered',
  'periodEnd',
  'latestInvoicePending',
  'returnedInvoices',
  'nifHeldAt',
  'agencyConfirmedAt',
  'vouchedPhone',
  'vouchedEmail',
  'telefonoEnteredBy',
  'confirmada',
  'gestoriaNombre',
  'invoiceId',
  'recordedAt',
  'recordedByUserId',
  'productoId',
  'protocol',
  'nombrePlantilla',
]);

/** The recorded leaf keys of `value` (at any depth) that have neither a Spanish name nor are hidden. */
export function unlabelledAuditFields(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) unlabelledAuditFields(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (HIDDEN_AUDIT_FIELDS.has(key)) continue;
      // A map keyed by protocol code (prices) or by protocol name (amounts) names its items itself.
      if (!AUDIT_FIELDS[key] && !(key in PROTOCOL_LABELS) && !Object.values(PROTOCOL_LABELS).includes(key))
        out.add(key);
      unlabelledAuditFields(child, out);
    }
  }
  return out;
}
