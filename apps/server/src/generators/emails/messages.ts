import { type Secret, secret, secretLink } from '../../lib/secret-text.js';

/**
 * Every message the product sends, by the name of its template, with the data it is filled with. The code
 * computes and formats the values (amounts, dates, an SMS-sized company name); the wording is the template's.
 */
export type EmailMessages = {
  'cuenta-verificacion': { nombre: string; usuario: string; codigo: Secret; enlace: Secret };
  'recuperar-contrasena': { nombre: string; codigo: Secret; enlace: Secret };
  'intentos-fallidos': { nombre: string; usuario: string; intentos: number; enlace: string };
  'sesion-cerrada': { nombre: string; usuario: string; enlace: string };
  'invitacion-empresa': { nombre: string; usuario: string; empresa: string; nifCif: string; enlace: string };
  'confirmar-correo': { nombre: string; empresa: string; gestoria: string | null; correo: string; enlace: Secret };
  'consulta-web': { nombre: string; ciudad: string; correo: string; telefono: string; consulta: string };
  'boletin-confirmacion': { enlace: Secret };
  'boletin-bienvenida': { baja: Secret };
  'verifactu-pendientes': {
    pendientes: { cantidad: number; desde: string } | null;
    porSubsanar: { cantidad: number; desde: string } | null;
    ultimoError: string | null;
    enlace: string;
  };
  'contratos-sin-sellar': { cantidad: number; desde: string };
  'contratos-firmados': {
    nombre: string;
    empresa: string;
    contratos: number;
    factura: string | null;
    /**
     * How the invoice is paid: the SEPA pre-notification (`aviso-cargo-sepa`) of a debit, or the transfer
     * instructions (`aviso-pago-transferencia`).
     */
    avisoCargo: string | null;
    /** The protocols attached (their names), and those waiting for the compliance profile, not attached. */
    protocolos: string[];
    numProtocolos: number;
    pendientes: string[];
    numPendientes: number;
    /** The data protection pack is not attached: its register of activities waits for a person's review. */
    registroPorRevisar: boolean;
    /** The information leaflet is attached. */
    guia: boolean;
    /** The provider verified the company already: its downloads are open. */
    verificada: boolean;
    enlace: string;
  };
  'empresa-verificada': {
    nombre: string;
    empresa: string;
    firmada: boolean;
    /** What the compliance profile still lacks for the documents of its tools (empty when nothing). */
    perfilPendiente: string[];
    enlace: string;
  };
  'factura-corregida': {
    nombre: string;
    empresa: string;
    factura: string;
    /** The invoice it replaces, and the rectifying invoice that took that one back. */
    sustituye: string;
    rectificativa: string;
    avisoCargo: string | null;
  };
  'firmante-no-coincide': { empresa: string; nif: string; nombreEscrito: string; nifEscrito: string };
  'cambios-empresa': {
    nombre: string;
    empresa: string;
    /** The agency that changed them; null: the provider's staff. */
    gestoria: string | null;
    datos: string[];
    cambios: { dato: string; antes: string; ahora: string }[];
  };
  'renovacion-preparada': {
    nombre: string;
    empresa: string;
    desde: string;
    hasta: string;
    impuestos: string;
    servicios: { nombre: string; precio: string }[];
    avisarAntesDel: string;
  };
  'renovacion-aviso': {
    nombre: string;
    empresa: string;
    /** The day the current period ends and the next starts. */
    renuevaEl: string;
    hasta: string;
    impuestos: string;
    servicios: { nombre: string; precio: string; gratis: boolean }[];
    noRenovados: string[];
    /** Some service has a price: the renewal is invoiced. */
    factura: boolean;
    domiciliada: boolean;
    enlace: string;
  };
  'renovacion-deshabilitada': {
    nombre: string;
    empresa: string;
    servicios: string[];
    terminaEl: string;
    /** The company's agency, if any: it may also be told. */
    gestoria: string | null;
    /** The agency asked for it on the client's behalf ('No renueva'), rather than the provider deciding. */
    porGestoria: boolean;
  };
  'renovacion-facturada': {
    nombre: string;
    empresa: string;
    hasta: string;
    factura: string;
    noRenovados: string[];
    avisoCargo: string | null;
  };
  protocolos: { nombre: string; empresa: string; protocolos: string[] };
  'liquidacion-comisiones': {
    gestoria: string;
    mes: string;
    aLiquidar: string;
    facturasCobradas: number;
    revertida: string;
    pendiente: string;
  };
  'adeudo-nuevo-cargo': {
    nombre: string;
    factura: string;
    motivo: string;
    importe: string;
    cuenta: string;
    fecha: string;
    acreedor: string;
    identificadorAcreedor: string;
  };
  'adeudo-transferencia': { nombre: string; factura: string; importe: string; motivo: string; cuenta: string };
  'adeudo-transferencia-anulada': {
    nombre: string;
    factura: string;
    rectificativa: string;
    /** What is still owed after the rectification; null: nothing. */
    pendiente: string | null;
  };
  'devolucion-cliente': {
    nombre: string;
    factura: string;
    rectificativa: string;
    importe: string;
    /** The client's account on file, masked as invoices print it; null: none on file. */
    cuenta: string | null;
    fecha: string;
    referencia: string;
  };
};

/** SMS, and the sentences that several messages share. */
export type TextMessages = {
  'aviso-cargo-sepa': { importe: string; cuenta: string; fecha: string; orden: string; acreedor: string };
  'aviso-pago-transferencia': { factura: string; importe: string; cuenta: string; beneficiario: string; fecha: string };
  'firma-enlace': { empresa: string; contratos: number; enlace: Secret };
  'confirmar-telefono': { gestoria: string | null; empresa: string; telefono: string; enlace: Secret };
  'firma-codigo': {
    codigo: Secret;
    empresa: string;
    referencia: string;
    /** What the code signs: the mandate's amendment or its renewal, or contracts (with the SEPA mandate). */
    modificacionOrden: boolean;
    nuevaOrden: boolean;
    contratos: number;
    conOrdenSepa: boolean;
    /** What the contracts cost a year with tax, as their invoice will charge it (null when unknown). */
    importe: string | null;
  };
  'orden-cuenta': { empresa: string; enlace: Secret };
  'orden-renovacion': { empresa: string; enlace: Secret };
  'cambios-empresa': { gestoria: string | null; datos: string[]; empresa: string; correo: string };
  alta: { gestoria: string; enlace: Secret };
  'alta-recordatorio': { gestoria: string; enlace: Secret };
};

export const templateOfEmail = (name: keyof EmailMessages) => `correos/${name}.md`;
export const templateOfText = (name: keyof TextMessages) =>
  name === 'aviso-cargo-sepa' || name === 'aviso-pago-transferencia' ? `correos/${name}.md` : `sms/${name}.md`;

const future = new Date('2100-01-01T00:00:00Z');
const code = secret('123456', future);
const link = secretLink('https://cumplia.example/firma/token', future);

/**
 * One filling of each message, with every optional part present: the start-up check and the golden texts fill
 * each template with it, so a placeholder the code does not offer is found before anyone is sent the message.
 */
export const EMAIL_SAMPLES: { [K in keyof EmailMessages]: EmailMessages[K] } = {
  'cuenta-verificacion': { nombre: 'Lucía Martín', usuario: '12345678Z', codigo: code, enlace: link },
  'recuperar-contrasena': { nombre: 'Lucía Martín', codigo: code, enlace: link },
  'intentos-fallidos': {
    nombre: 'Lucía Martín',
    usuario: '12345678Z',
    intentos: 12,
    enlace: 'https://cumplia.example/recuperar',
  },
  'sesion-cerrada': { nombre: 'Lucía Martín', usuario: '12345678Z', enlace: 'https://cumplia.example/acceso' },
  'invitacion-empresa': {
    nombre: 'Lucía Martín',
    usuario: '12345678Z',
    empresa: 'Panadería Martín S.L.',
    nifCif: 'B12345674',
    enlace: 'https://cumplia.example/acceso?empresa=true',
  },
  'confirmar-correo': {
    nombre: 'Lucía Martín',
    empresa: 'Panadería Martín S.L.',
    gestoria: 'Asesoría Ebro',
    correo: 'administracion@panaderia-martin.example',
    enlace: link,
  },
  'consulta-web': {
    nombre: 'Lucía Martín',
    ciudad: 'Zaragoza',
    correo: 'lucia@example.com',
    telefono: '600123456',
    consulta: '¿Qué necesita una panadería con tres empleados?',
  },
  'boletin-confirmacion': { enlace: link },
  'boletin-bienvenida': { baja: link },
  'verifactu-pendientes': {
    pendientes: { cantidad: 3, desde: '01/01/2027 a las 10:00' },
    porSubsanar: { cantidad: 1, desde: '01/01/2027 a las 09:00' },
    ultimoError: 'La AEAT no respondió.',
    enlace: 'https://cumplia.example/verifactu',
  },
  'contratos-sin-sellar': { cantidad: 2, desde: '01/01/2027 a las 10:00' },
  'contratos-firmados': {
    nombre: 'Lucía Martín',
    empresa: 'Panadería Martín S.L.',
    contratos: 2,
    factura: 'CUM-2027-000001',
    avisoCargo: 'Cargaremos 60,50 € por adeudo directo SEPA.',
    protocolos: [],
    numProtocolos: 0,
    pendientes: ['Acoso laboral', 'Desconexión digital'],
    numPendientes: 2,
    registroPorRevisar: true,
    guia: true,
    verificada: false,
    enlace: 'https://cumplia.example/acceso?empresa=true',
  },
  'empresa-verificada': {
    nombre: 'Lucía Martín',
    empresa: 'Panadería Martín S.L.',
    firmada: true,
    perfilPendiente: ['Centros de trabajo', 'Representación legal de las personas trabajadoras'],
    enlace: 'https://cumplia.example/acceso?empresa=true',
  },
  'firmante-no-coincide': {
    empresa: 'Panadería Martín S.L.',
    nif: 'B12345674',
    nombreEscrito: 'Pedro Pérez',
    nifEscrito: '00000000T',
  },
  'cambios-empresa': {
    nombre: 'Lucía Martín',
    empresa: 'Panadería Martín S.L.',
    gestoria: 'Asesoría Ebro',
    datos: ['el teléfono', 'la cuenta bancaria'],
    cambios: [{ dato: 'El teléfono', antes: '60••••456', ahora: '61••••333' }],
  },
  'renovacion-preparada': {
    nombre: 'Lucía Martín',
    empresa: 'Panadería Martín S.L.',
    desde: '01/01/2027',
    hasta: '31/12/2027',
    impuestos: 'IVA no incluido',
    servicios: [{ nombre: 'Protección de datos', precio: '50,00 €' }],
    avisarAntesDel: '14/12/2026',
  },
  'renovacion-aviso': {
    nombre: 'Lucía Martín',
    empresa: 'Panadería Martín S.L.',
    renuevaEl: '31/12/2026',
    hasta: '31/12/2027',
    impuestos: 'IGIC 7 % no incluido',
    servicios: [
      { nombre: 'Protección de datos', precio: '50,00 €', gratis: false },
      { nombre: 'Desconexión digital', precio: '0,00 €', gratis: true },
    ],
    noRenovados: ['Acoso laboral'],
    factura: true,
    domiciliada: true,
    enlace: 'https://cumplia.example/acceso?empresa=true',
  },
  'renovacion-deshabilitada': {
    nombre: 'Lucía Martín',
    empresa: 'Panadería Martín S.L.',
    servicios: ['LOPDGDD', 'Acoso laboral'],
    terminaEl: '31/12/2026',
    gestoria: 'Asesoría Ebro',
    porGestoria: true,
  },
  'factura-corregida': {
    nombre: 'Lucía Martín',
    empresa: 'Panadería Martín S.L.',
    factura: 'F2027-000014',
    sustituye: 'F2027-000003',
    rectificativa: 'R2027-000001',
    avisoCargo: 'Cargaremos 60,50 € por adeudo directo SEPA.',
  },
  'renovacion-facturada': {
    nombre: 'Lucía Martín',
    empresa: 'Panadería Martín S.L.',
    hasta: '31/12/2027',
    factura: 'CUM-2027-000001',
    noRenovados: ['Acoso laboral'],
    avisoCargo: 'Cargaremos 60,50 € por adeudo directo SEPA.',
  },
  protocolos: { nombre: 'Lucía Martín', empresa: 'Panadería Martín S.L.', protocolos: ['Protección de datos'] },
  'liquidacion-comisiones': {
    gestoria: 'Asesoría Ebro',
    mes: 'enero de 2027',
    aLiquidar: '120,00 €',
    facturasCobradas: 8,
    revertida: '15,00 €',
    pendiente: '30,00 €',
  },
  'adeudo-nuevo-cargo': {
    nombre: 'Lucía Martín',
    factura: 'CUM-2027-000001',
    motivo: 'fondos insuficientes',
    importe: '60,50 €',
    cuenta: 'ES91 2100 0418 4502 0005 1332',
    fecha: '15/01/2027',
    acreedor: 'Cumplia S.L.',
    identificadorAcreedor: 'ES00ZZZB00000000',
  },
  'adeudo-transferencia': {
    nombre: 'Lucía Martín',
    factura: 'CUM-2027-000001',
    importe: '60,50 €',
    motivo: 'fondos insuficientes',
    cuenta: 'ES91 2100 0418 4502 0005 1332',
  },
  'adeudo-transferencia-anulada': {
    nombre: 'Lucía Martín',
    factura: 'CUM-2027-000001',
    rectificativa: 'CUM-R-2027-000001',
    pendiente: '30,00 €',
  },
  'devolucion-cliente': {
    nombre: 'Lucía Martín',
    factura: 'CUM-2027-000001',
    rectificativa: 'CUM-R-2027-000001',
    importe: '21,40 €',
    cuenta: 'ES91 **** **** **** **** 1332',
    fecha: '18/01/2027',
    referencia: 'Devolución CUM-R-2027-000001',
  },
};

export const TEXT_SAMPLES: { [K in keyof TextMessages]: TextMessages[K] } = {
  'aviso-cargo-sepa': {
    importe: '60,50 €',
    cuenta: 'ES91 **** **** **** **** 1332',
    fecha: '15/01/2027',
    orden: 'CUM-000001',
    acreedor: 'ES00ZZZB00000000',
  },
  'aviso-pago-transferencia': {
    factura: 'CUM-2027-000001',
    importe: '60,50 €',
    cuenta: 'ES91 2100 0418 4502 0005 1332',
    beneficiario: 'Cumplia S.L.',
    fecha: '16/01/2027',
  },
  'firma-enlace': { empresa: 'Panadería Martín S.L.', contratos: 2, enlace: link },
  'confirmar-telefono': {
    gestoria: 'Asesoría Ebro',
    empresa: 'Panadería Martín S.L.',
    telefono: '61••••333',
    enlace: link,
  },
  'firma-codigo': {
    codigo: code,
    empresa: 'Panadería Martín S.L.',
    referencia: 'AB12-CD34',
    modificacionOrden: false,
    nuevaOrden: false,
    contratos: 2,
    conOrdenSepa: true,
    importe: '224,70 €',
  },
  'orden-cuenta': { empresa: 'Panadería Martín S.L.', enlace: link },
  'orden-renovacion': { empresa: 'Panadería Martín S.L.', enlace: link },
  'cambios-empresa': {
    gestoria: 'Asesoría Ebro',
    datos: ['el teléfono', 'la cuenta bancaria'],
    empresa: 'Panadería Martín S.L.',
    correo: 'hola@cumplia.example',
  },
  alta: { gestoria: 'Asesoría Ebro', enlace: link },
  'alta-recordatorio': { gestoria: 'Asesoría Ebro', enlace: link },
};
