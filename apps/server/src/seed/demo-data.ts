import type { CompanyType, PaymentMethod, ProtocolCode } from '@cumplia/domain';

/** The password of every demo account. Printed on start; never used outside demo mode. */
export const DEMO_PASSWORD = 'Demo-Cumplia-2026';

export const DEMO_STAFF = [
  {
    role: 'superadmin',
    username: '43827164C',
    name: 'Lucía',
    surname: 'Hernández Díaz',
    email: 'lucia.hernandez@cumplia.example',
  },
  {
    role: 'worker',
    username: '78451236F',
    name: 'Javier',
    surname: 'Morales Cabrera',
    email: 'javier.morales@cumplia.example',
  },
] as const;

export type DemoCompany = {
  razonSocial: string;
  nombreComercial: string;
  nifCif: string;
  tipo: CompanyType;
  nombre: string;
  dni: string;
  email: string;
  telefono: string;
  direccion: string;
  codigoPostal: string;
  /** Town (localidad), printed on invoices and documents. */
  localidad: string;
  provincia: string;
  cnae: string;
  actividad: string;
  numTrabajadores: number;
  metodoDePago: PaymentMethod;
  numCuenta: string;
  tools: ProtocolCode[];
  verificado: boolean;
  /** It signed its contracts (by default, the verified companies did; an unverified one may have too). */
  signed?: boolean;
  /** How many days ago the company signed up (drives renewal dates). */
  daysAgo: number;
  /** Staff already approved the renewal of the current period. */
  renewalApproved?: boolean;
  /** The company's administrator gets a login (type E). */
  withUser?: boolean;
  /** Its register of processing activities is still the library's proposal, for the gestoría to review. */
  registerToReview?: boolean;
};

/** Whether the demo company signed its contracts: by default the verified ones did. */
export const signsContracts = (company: DemoCompany) => company.signed ?? company.verificado;

/** The instant the demo company signed up (and, if it signs, signed), `daysAgo` days before the seed's `now`. */
export const signedUpAt = (company: DemoCompany, now: Date) => new Date(now.getTime() - company.daysAgo * 86_400_000);

export type DemoAgency = {
  razonSocial: string;
  nombreComercial: string;
  nifCif: string;
  nombre: string;
  dni: string;
  email: string;
  telefono: string;
  direccion: string;
  codigoPostal: string;
  /** Town (localidad), printed on invoices and documents. */
  localidad: string;
  provincia: string;
  numCuenta: string;
  cnae: string;
  actividad: string;
  numTrabajadores: number;
  /** The agency's commission, percent. */
  comision: number;
  /** Negotiated prices, cents. */
  prices: Record<ProtocolCode, number>;
  user: { username: string; name: string; surname: string; email: string };
  companies: DemoCompany[];
};

const TENERIFE = 'Santa Cruz de Tenerife';
const LAS_PALMAS = 'Las Palmas';

export const DEMO_AGENCIES: DemoAgency[] = [
  {
    razonSocial: 'Gestoría Atlántica Tenerife S.L.',
    nombreComercial: 'Gestoría Atlántica',
    nifCif: 'B38123451',
    nombre: 'Elena Rodríguez Afonso',
    dni: '45219873X',
    email: 'info@gestoria-atlantica.example',
    telefono: '+34922123456',
    direccion: 'Calle del Castillo 41, 2º',
    codigoPostal: '38002',
    localidad: 'Santa Cruz de Tenerife',
    provincia: TENERIFE,
    numCuenta: 'ES7721001234555612345678',
    cnae: '6920',
    actividad: 'Asesoría fiscal, laboral y contable',
    numTrabajadores: 9,
    comision: 10,
    prices: { LOPD: 10000, ACOSO: 7500, DIGITAL: 7500 },
    user: {
      username: '45219873X',
      name: 'Elena',
      surname: 'Rodríguez Afonso',
      email: 'elena@gestoria-atlantica.example',
    },
    companies: [
      {
        razonSocial: 'Panadería La Laguna S.L.',
        nombreComercial: 'Panadería La Laguna',
        nifCif: 'B38567897',
        tipo: 'E',
        nombre: 'Rosa Martín Febles',
        dni: '54327891M',
        email: 'rosa@panaderialalaguna.example',
        telefono: '+34612345678',
        direccion: 'Calle Herradores 18',
        codigoPostal: '38201',
        localidad: 'San Cristóbal de La Laguna',
        provincia: TENERIFE,
        cnae: '1071',
        actividad: 'Fabricación de pan y productos frescos de panadería',
        numTrabajadores: 9,
        metodoDePago: 'SEPA',
        numCuenta: 'ES7000491500010512345678',
        tools: ['LOPD', 'ACOSO', 'DIGITAL'],
        verificado: true,
        daysAgo: 352,
        withUser: true,
        registerToReview: true,
      },
      {
        razonSocial: 'Talleres Guanche S.L.',
        nombreComercial: 'Talleres Guanche',
        nifCif: 'B38234563',
        tipo: 'E',
        nombre: 'Carlos Pérez Hernández',
        dni: '43981256N',
        email: 'taller@talleresguanche.example',
        telefono: '+34622334455',
        direccion: 'Polígono El Mayorazgo, Nave 7',
        codigoPostal: '38110',
        localidad: 'Santa Cruz de Tenerife',
        provincia: TENERIFE,
        cnae: '9531',
        actividad: 'Mantenimiento y reparación de vehículos de motor',
        numTrabajadores: 14,
        metodoDePago: 'SEPA',
        numCuenta: 'ES0701825322240201234567',
        tools: ['LOPD', 'ACOSO'],
        verificado: true,
        daysAgo: 52,
      },
      {
        razonSocial: 'Clínica Dental Anaga S.L.P.',
        nombreComercial: 'Dental Anaga',
        nifCif: 'B38345674',
        tipo: 'E',
        nombre: 'Marta González Rivero',
        dni: '78912345N',
        email: 'recepcion@dentalanaga.example',
        telefono: '+34633445566',
        direccion: 'Rambla de Santa Cruz 92',
        codigoPostal: '38004',
        localidad: 'Santa Cruz de Tenerife',
        provincia: TENERIFE,
        cnae: '8623',
        actividad: 'Actividades odontológicas',
        numTrabajadores: 6,
        metodoDePago: 'TRANSFERENCIA',
        numCuenta: `ES${'0'.repeat(22)}`,
        tools: ['LOPD'],
        verificado: true,
        daysAgo: 45,
      },
      {
        razonSocial: 'Frutas y Verduras Tacoronte S.L.',
        nombreComercial: 'Frutas Tacoronte',
        nifCif: 'B38456786',
        tipo: 'E',
        nombre: 'Antonio Díaz Trujillo',
        dni: '45678123P',
        email: 'pedidos@frutastacoronte.example',
        telefono: '+34644556677',
        direccion: 'Carretera General del Norte 210',
        codigoPostal: '38350',
        localidad: 'Tacoronte',
        provincia: TENERIFE,
        cnae: '4631',
        actividad: 'Comercio al por mayor de frutas y hortalizas',
        numTrabajadores: 22,
        metodoDePago: 'SEPA',
        numCuenta: 'ES3920381745610612345678',
        tools: [],
        verificado: false,
        daysAgo: 3,
      },
      {
        razonSocial: 'Laura Expósito Mesa',
        nombreComercial: 'Fisioterapia Laura Expósito',
        nifCif: '42389176S',
        tipo: 'A',
        nombre: 'Laura Expósito Mesa',
        dni: '42389176S',
        email: 'laura@fisioexposito.example',
        telefono: '+34655667788',
        direccion: 'Avenida de Los Majuelos 5, local 3',
        codigoPostal: '38108',
        localidad: 'San Cristóbal de La Laguna',
        provincia: TENERIFE,
        cnae: '8695',
        actividad: 'Fisioterapia',
        numTrabajadores: 1,
        metodoDePago: 'TARJETA',
        numCuenta: `ES${'0'.repeat(22)}`,
        tools: ['LOPD', 'DIGITAL'],
        verificado: true,
        daysAgo: 200,
      },
      {
        razonSocial: 'Construcciones Teno S.A.',
        nombreComercial: 'Construcciones Teno',
        nifCif: 'A38789012',
        tipo: 'E',
        nombre: 'Francisco Javier Ramos Oliva',
        dni: '51234987A',
        email: 'administracion@construccionesteno.example',
        telefono: '+34666778899',
        direccion: 'Calle La Marina 3',
        codigoPostal: '38480',
        localidad: 'Buenavista del Norte',
        provincia: TENERIFE,
        cnae: '4101',
        actividad: 'Construcción de edificios residenciales',
        numTrabajadores: 48,
        metodoDePago: 'SEPA',
        numCuenta: 'ES9730586701570212345678',
        tools: ['ACOSO', 'DIGITAL'],
        verificado: false,
        daysAgo: 1,
      },
      {
        // Rosa Martín Febles runs the bakery too: one login, two companies (the client area's company switcher).
        razonSocial: 'Obrador Martín Febles S.L.',
        nombreComercial: 'Obrador Martín',
        nifCif: 'B38778122',
        tipo: 'E',
        nombre: 'Rosa Martín Febles',
        dni: '54327891M',
        email: 'obrador@panaderialalaguna.example',
        telefono: '+34612345670',
        direccion: 'Camino de la Villa 41',
        codigoPostal: '38205',
        localidad: 'San Cristóbal de La Laguna',
        provincia: TENERIFE,
        cnae: '1072',
        actividad: 'Fabricación de galletas y productos de panadería y pastelería de larga duración',
        numTrabajadores: 4,
        metodoDePago: 'TRANSFERENCIA',
        numCuenta: `ES${'0'.repeat(22)}`,
        tools: ['LOPD', 'DIGITAL'],
        verificado: true,
        daysAgo: 120,
        withUser: true,
      },
    ],
  },
  {
    razonSocial: 'Asesoría Teide Consultores S.L.',
    nombreComercial: 'Asesoría Teide',
    nifCif: 'B38890125',
    nombre: 'Miguel Ángel González Pérez',
    dni: '42156784S',
    email: 'contacto@asesoriateide.example',
    telefono: '+34928456789',
    direccion: 'Calle Mayor de Triana 77',
    codigoPostal: '35002',
    localidad: 'Las Palmas de Gran Canaria',
    provincia: LAS_PALMAS,
    numCuenta: 'ES4021009876125432109876',
    cnae: '6920',
    actividad: 'Asesoría fiscal y laboral',
    numTrabajadores: 5,
    comision: 15,
    prices: { LOPD: 12000, ACOSO: 9000, DIGITAL: 9000 },
    user: {
      username: '42156784S',
      name: 'Miguel Ángel',
      surname: 'González Pérez',
      email: 'miguel@asesoriateide.example',
    },
    companies: [
      {
        razonSocial: 'Hotel Playa Amadores S.L.',
        nombreComercial: 'Hotel Playa Amadores',
        nifCif: 'B38901237',
        tipo: 'E',
        nombre: 'Yaiza Suárez Santana',
        dni: '43765218J',
        email: 'direccion@hotelamadores.example',
        telefono: '+34677889900',
        direccion: 'Avenida Las Palmeras 12',
        codigoPostal: '35130',
        localidad: 'Mogán',
        provincia: LAS_PALMAS,
        cnae: '5510',
        actividad: 'Hoteles y alojamientos similares',
        numTrabajadores: 63,
        metodoDePago: 'SEPA',
        numCuenta: 'ES0200810612317001234567',
        tools: ['LOPD', 'ACOSO', 'DIGITAL'],
        verificado: true,
        daysAgo: 347,
      },
      {
        razonSocial: 'Cooperativa Agrícola del Valle',
        nombreComercial: 'Coop. Agrícola del Valle',
        nifCif: 'J38012340',
        tipo: 'E',
        nombre: 'José Manuel Cabrera León',
        dni: '78234561S',
        email: 'cooperativa@agricoladelvalle.example',
        telefono: '+34688990011',
        direccion: 'Camino Real 140',
        codigoPostal: '35400',
        localidad: 'Arucas',
        provincia: LAS_PALMAS,
        cnae: '0113',
        actividad: 'Cultivo de hortalizas, raíces y tubérculos',
        numTrabajadores: 31,
        metodoDePago: 'SEPA',
        numCuenta: 'ES9201283801061234567890',
        tools: ['LOPD'],
        verificado: true,
        daysAgo: 20,
      },
      {
        razonSocial: 'Librería Vegueta S.L.',
        nombreComercial: 'Librería Vegueta',
        nifCif: 'B38112231',
        tipo: 'E',
        nombre: 'Carmen Rosa Medina Ojeda',
        dni: '45891237G',
        email: 'libreria@vegueta.example',
        telefono: '+34699001122',
        direccion: 'Calle de los Balcones 9',
        codigoPostal: '35001',
        localidad: 'Las Palmas de Gran Canaria',
        provincia: LAS_PALMAS,
        cnae: '4761',
        actividad: 'Comercio al por menor de libros',
        numTrabajadores: 4,
        metodoDePago: 'TRANSFERENCIA',
        numCuenta: `ES${'0'.repeat(22)}`,
        tools: ['LOPD', 'DIGITAL'],
        verificado: true,
        daysAgo: 30,
      },
      {
        // Signed yesterday and waiting for Cumplia's verification: its home says so, and staff see it signed.
        razonSocial: 'Carpintería Tinamar S.L.',
        nombreComercial: 'Carpintería Tinamar',
        nifCif: 'B35781244',
        tipo: 'E',
        nombre: 'Airam Quintana Déniz',
        dni: '44718265D',
        email: 'taller@carpinteriatinamar.example',
        telefono: '+34655443322',
        direccion: 'Calle Doctor Miguel Rosas 15',
        codigoPostal: '35200',
        localidad: 'Telde',
        provincia: LAS_PALMAS,
        cnae: '1623',
        actividad: 'Fabricación de estructuras de madera y piezas de carpintería',
        numTrabajadores: 8,
        metodoDePago: 'TRANSFERENCIA',
        numCuenta: `ES${'0'.repeat(22)}`,
        tools: ['LOPD', 'ACOSO'],
        verificado: false,
        signed: true,
        daysAgo: 1,
      },
      {
        razonSocial: 'Transportes Gran Canaria Norte S.L.',
        nombreComercial: 'Transportes GC Norte',
        nifCif: 'B38334454',
        tipo: 'E',
        nombre: 'Pedro Alemán Quintana',
        dni: '42678913K',
        email: 'trafico@transportesgcnorte.example',
        telefono: '+34611223344',
        direccion: 'Polígono de Arinaga, Parcela 22',
        codigoPostal: '35118',
        localidad: 'Agüimes',
        provincia: LAS_PALMAS,
        cnae: '4941',
        actividad: 'Transporte de mercancías por carretera',
        numTrabajadores: 27,
        metodoDePago: 'SEPA',
        numCuenta: 'ES3020805801110123456789',
        tools: [],
        verificado: false,
        daysAgo: 2,
      },
      {
        razonSocial: 'Academia de Idiomas Atlántida S.L.',
        nombreComercial: 'Idiomas Atlántida',
        nifCif: 'B38556676',
        tipo: 'E',
        nombre: 'Nira Sosa Betancor',
        dni: '54123789M',
        email: 'secretaria@idiomasatlantida.example',
        telefono: '+34633221100',
        direccion: 'Calle de Alcalá 120',
        codigoPostal: '28009',
        localidad: 'Madrid',
        provincia: 'Madrid',
        cnae: '8559',
        actividad: 'Enseñanza de idiomas',
        numTrabajadores: 12,
        metodoDePago: 'SEPA',
        numCuenta: 'ES2214650100969912345678',
        tools: ['ACOSO'],
        verificado: true,
        daysAgo: 355,
        renewalApproved: true,
      },
    ],
  },
];

/**
 * The demo company whose contract invoice was collected in a SEPA file and returned by its bank for
 * insufficient balance (AM04, which allows presenting it again): what 'Devoluciones' shows.
 */
export const DEMO_SEPA_RETURN = { nifCif: 'B38567897', reasonCode: 'AM04' } as const;

/** The collected invoice the demo corrects today with a credit note for one tool: a refund owed to the client. */
export const DEMO_CORRECTED_INVOICE = { nifCif: 'B38901237', protocol: 'DIGITAL' } as const;
