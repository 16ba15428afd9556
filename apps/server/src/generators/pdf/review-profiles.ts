import type { Processor } from '@cumplia/domain';
import { GESTORIA, SAMPLE_COMPANIES, type SampleCompany, sample } from './sample-profiles.js';

/**
 * Companies unlike the three examples, each chosen for a rule the documents must get right: biometrics of
 * members and minors, a school, a security firm working as its clients' processor, a self-employed person with
 * no staff, a haulier whose owner is the whole harassment procedure, a care home open round the clock, a
 * children's academy with a processor abroad, a software house hosting its clients' data and a weekend
 * restaurant. The golden-text tests and `npm run legal:render` write every document for each.
 */

/** The vehicle-tracking provider of the security firm and the haulier. */
const FLEET_TRACKING: Processor = {
  actividades: ['geolocalizacion'],
  fueraEEE: false,
  tipo: 'informatica',
  nombre: 'Flotas Conectadas S.L.',
  nifCif: 'B38333336',
  servicio: 'localización de los vehículos',
};

const contact = (slug: string) => ({ email: `direccion@${slug}.example`, telefono: '+34922000000' });

export const REVIEW_COMPANIES: Record<string, SampleCompany> = {
  gimnasio: sample(
    {
      razonSocial: 'Gimnasio Anaga Fitness S.L.',
      nifCif: 'B38111112',
      direccion: 'Calle Castillo 40',
      codigoPostal: '38003',
      localidad: 'Santa Cruz de Tenerife',
      provincia: 'Santa Cruz de Tenerife',
      actividad: 'Gimnasios',
      cnae: '9313',
      nombre: 'Daniel Reyes Toledo',
      numTrabajadores: 14,
      ...contact('anagafitness'),
      tipo: 'E',
    },
    {
      centrosTrabajo: ['Calle Castillo 40, 38003 Santa Cruz de Tenerife'],
      representacion: 'delegados',
      representantes: 'Ayoze Hernández Pérez',
      actividades: ['clientes', 'proveedores', 'personal', 'videovigilancia', 'saludNoClinica', 'menores', 'biometria'],
      biometriaDe: ['personal', 'clientes', 'menores'],
      camarasUbicacion: 'recepción, sala de máquinas y aparcamiento',
      encargados: [
        GESTORIA,
        {
          actividades: ['biometria'],
          fueraEEE: false,
          tipo: 'informatica',
          nombre: 'Accesos Biométricos Canarias S.L.',
          nifCif: 'B38222223',
          servicio: 'tornos de acceso con huella',
        },
      ],
      asesorConfidencial: 'Sonia Rivero Díaz',
      comisionInstructora: ['Daniel Reyes Toledo', 'Ayoze Hernández Pérez'],
      canalExterno: 'Gestoría Atlántica S.L., asesoría laboral externa (laboral@gestoriaatlantica.example)',
      canalEmail: 'respeto@anagafitness.example',
      horarioLaboral: 'turnos de mañana (6:30 a 14:30) y tarde (14:30 a 22:30), de lunes a domingo según cuadrante',
      jornada: 'turnos',
      trabajoFinDeSemana: true,
    },
    {
      respuestas: {
        videovigilancia: {
          camaras: {
            ubicacion: 'recepción, sala de máquinas y aparcamiento',
            capta: 'la recepción, la sala de máquinas y el aparcamiento; nunca vestuarios, duchas ni aseos',
            quienVe: 'la dirección; el monitor de recepción muestra solo la entrada',
          },
        },
        biometria: {
          interesados: ['usuarios', 'menores'],
          excepcionesArt9: ['a'],
          baseDetalle:
            'Consentimiento explícito de cada socio o, si es menor de 14 años, de sus representantes legales (art. 7 LOPDGDD), que puede negar o retirar sin desventaja: dispone de una tarjeta de acceso. El personal ficha con tarjeta: su consentimiento no sería libre.',
          riesgos: ['nuevasTecnologias'],
        },
      },
    },
  ),
  colegio: sample(
    {
      razonSocial: 'Colegio Nuestra Señora del Pino S.L.',
      nifCif: 'B35111113',
      direccion: 'Calle León y Castillo 120',
      codigoPostal: '35004',
      localidad: 'Las Palmas de Gran Canaria',
      provincia: 'Las Palmas',
      actividad: 'Educación primaria y secundaria',
      cnae: '8520',
      nombre: 'Mercedes Quintana Ramos',
      numTrabajadores: 38,
      ...contact('colegiodelpino'),
      tipo: 'E',
    },
    {
      centrosTrabajo: ['Calle León y Castillo 120, 35004 Las Palmas de Gran Canaria'],
      representacion: 'delegados',
      representantes: 'Juan Carlos Betancor Sosa, Lourdes Medina Afonso, Pilar Santana Déniz',
      actividades: [
        'clientes',
        'proveedores',
        'personal',
        'candidatos',
        'videovigilancia',
        'saludNoClinica',
        'menores',
        'antecedentesPenales',
        'web',
      ],
      menoresComo: 'alumnado',
      camarasUbicacion: 'puertas de acceso y patio de entrada',
      sitioWeb: 'https://colegiodelpino.example',
      encargados: [
        GESTORIA,
        {
          actividades: ['clientes', 'menores'],
          fueraEEE: false,
          tipo: 'nube',
          nombre: 'Plataforma Educativa Europea S.L.',
          nifCif: 'B87111114',
          servicio: 'plataforma de comunicación con las familias',
        },
      ],
      delegadoProteccionDatos: 'Protección de Datos Canarias S.L., dpd@proteccioncanarias.example',
      asesorConfidencial: 'Pilar Santana Déniz',
      comisionInstructora: ['Mercedes Quintana Ramos', 'Juan Carlos Betancor Sosa', 'Rita Castellano Vega'],
      canalExterno: 'Igualdad Consultores Canarias S.L., instructora externa (denuncias@igualdadcanarias.example)',
      canalEmail: 'convivencia@colegiodelpino.example',
      horarioLaboral: 'de lunes a viernes, de 8:00 a 15:00; actividades extraescolares hasta las 17:00',
      desconexionDesde: '17:30',
    },
    {
      respuestas: {
        videovigilancia: {
          camaras: {
            ubicacion: 'puertas de acceso y patio de entrada',
            capta:
              'las puertas de acceso y el patio de entrada en horario de entrada y salida; nunca aulas, aseos ni vestuarios',
            quienVe: 'la dirección del centro, solo las grabaciones de un incidente',
          },
        },
      },
    },
  ),
  seguridad: sample(
    {
      razonSocial: 'Vigilancia Integral Macaronesia S.A.',
      nifCif: 'A38111115',
      direccion: 'Polígono El Mayorazgo, nave 12',
      codigoPostal: '38110',
      localidad: 'Santa Cruz de Tenerife',
      provincia: 'Santa Cruz de Tenerife',
      actividad: 'Actividades de seguridad privada',
      cnae: '8001',
      nombre: 'Francisco Herrera Cabrera',
      numTrabajadores: 120,
      ...contact('vigilanciamacaronesia'),
      tipo: 'E',
    },
    {
      centrosTrabajo: ['Polígono El Mayorazgo, nave 12, 38110 Santa Cruz de Tenerife'],
      representacion: 'comite',
      representantes:
        'Raúl Pestano Gil (presidente), Beatriz Morales Luis, Cristo Afonso Díaz, Tania Rodríguez Mesa, Néstor García Barrera',
      actividades: [
        'clientes',
        'proveedores',
        'personal',
        'candidatos',
        'videovigilancia',
        'geolocalizacion',
        'antecedentesPenales',
      ],
      camarasUbicacion: 'accesos, central receptora de alarmas y aparcamiento de la nave',
      encargadoDeClientes: true,
      encargadoDeClientesServicio: 'videovigilancia y custodia de las grabaciones de las instalaciones de sus clientes',
      encargados: [GESTORIA, { ...FLEET_TRACKING, servicio: 'localización de los vehículos de patrulla' }],
      delegadoProteccionDatos: 'Laura Vera Hernández, dpd@vigilanciamacaronesia.example',
      asesorConfidencial: 'Beatriz Morales Luis',
      comisionInstructora: ['Raúl Pestano Gil', 'Ana Belén Sosa Marrero', 'Tania Rodríguez Mesa'],
      canalExterno: 'Igualdad Consultores Canarias S.L., instructora externa (denuncias@igualdadcanarias.example)',
      canalEmail: 'igualdad@vigilanciamacaronesia.example',
      canalDireccion: 'Departamento de Personas, Polígono El Mayorazgo, nave 12, 38110 Santa Cruz de Tenerife',
      horarioLaboral:
        'servicio continuado 24 horas en turnos de 8 y 12 horas según cuadrante; oficinas de 8:00 a 16:00',
      desconexionDesde: '16:30',
      jornada: 'continua',
      trabajoFinDeSemana: true,
      guardias:
        'jefatura de servicio localizable por turnos semanales compensados según el convenio de seguridad privada',
    },
    {
      respuestas: {
        videovigilancia: {
          camaras: {
            ubicacion: 'accesos, central receptora de alarmas y aparcamiento de la nave',
            capta:
              'los accesos, la central receptora y el aparcamiento; nunca vestuarios, aseos ni la sala de descanso',
            quienVe: 'la jefatura de seguridad de la nave y, en directo, el operador de la central receptora',
            controlLaboral: true,
          },
        },
        'localizacion-vehiculos': {
          nombre: 'Localización de los vehículos de patrulla',
          geolocalizacion: {
            dispositivo: 'localizador de cada vehículo de patrulla',
            cuando: 'jornada',
            controlLaboral: true,
          },
        },
        'antecedentes-penales': {
          finalidad:
            'Comprobar, antes de la contratación, que el personal de seguridad privada carece de antecedentes penales por delitos dolosos (art. 28.1 de la Ley 5/2014).',
          baseDetalle: 'Art. 28 de la Ley 5/2014, de Seguridad Privada.',
          basePenal: 'Art. 28.1 de la Ley 5/2014, de Seguridad Privada (art. 10.1 LOPDGDD).',
        },
        'encargo-clientes': {
          datos: [
            'Imágenes de las cámaras de los clientes',
            'Grabaciones custodiadas',
            'Registros de alarmas y accesos',
          ],
          interesados: ['clientesDeClientes', 'visitantes'],
          encargo: {
            servicio: 'videovigilancia y custodia de las grabaciones de las instalaciones de sus clientes',
            reglaSubencargo: 'ninguno',
          },
        },
      },
    },
  ),
  psicologa: sample(
    {
      razonSocial: 'Alicia Domínguez Ferrera',
      nifCif: '43123456W',
      direccion: 'Calle Viera y Clavijo 8, 2.º',
      codigoPostal: '38004',
      localidad: 'Santa Cruz de Tenerife',
      provincia: 'Santa Cruz de Tenerife',
      actividad: 'Psicología sanitaria',
      cnae: '8693',
      nombre: 'Alicia Domínguez Ferrera',
      numTrabajadores: 0,
      ...contact('aliciapsicologa'),
      tipo: 'A',
    },
    {
      centrosTrabajo: ['Calle Viera y Clavijo 8, 2.º, 38004 Santa Cruz de Tenerife'],
      actividades: ['clientes', 'proveedores', 'pacientes', 'web'],
      sitioWeb: 'https://aliciapsicologa.example',
      encargados: [
        { ...GESTORIA, servicio: 'contabilidad e impuestos' },
        {
          actividades: ['clientes', 'pacientes'],
          fueraEEE: false,
          tipo: 'nube',
          nombre: 'Agenda Clínica Online S.L.',
          nifCif: 'B87222225',
          servicio: 'agenda de citas e historia clínica en línea',
        },
      ],
    },
  ),
  transportes: sample(
    {
      razonSocial: 'Transportes Hermanos Guanche S.L.',
      nifCif: 'B38111117',
      direccion: 'Carretera General del Norte 210',
      codigoPostal: '38350',
      localidad: 'Tacoronte',
      provincia: 'Santa Cruz de Tenerife',
      actividad: 'Transporte de mercancías por carretera',
      cnae: '4941',
      nombre: 'Sergio Guanche Padrón',
      numTrabajadores: 35,
      ...contact('transportesguanche'),
      tipo: 'E',
    },
    {
      centrosTrabajo: ['Carretera General del Norte 210, 38350 Tacoronte'],
      representacion: 'delegados',
      representantes: 'Adexe Rodríguez Luis, Carmen Delia Pérez Brito, Jonay Martín Expósito',
      actividades: ['clientes', 'proveedores', 'personal', 'videovigilancia', 'geolocalizacion'],
      camarasUbicacion: 'parabrisas de cada camión',
      encargados: [GESTORIA, { ...FLEET_TRACKING, servicio: 'localización de los camiones' }],
      asesorConfidencial: 'Marcos Hernández Dorta',
      comisionInstructora: ['Sergio Guanche Padrón', 'Lidia Pérez Hernández'],
      canalExterno: 'Asesoría Laboral Norte S.L., instructora externa (denuncias@asesorialaboralnorte.example)',
      canalEmail: 'respeto@transportesguanche.example',
      horarioLaboral: 'de lunes a viernes, de 6:00 a 14:00; rutas de sábado por turnos',
      desconexionDesde: '14:30',
      desconexionHasta: '06:00',
    },
    {
      respuestas: {
        // Cameras on board only: the yard has none.
        videovigilancia: null,
        'camaras-vehiculo': {
          camaras: {
            ubicacion: 'el parabrisas de cada camión, con una lente hacia la carretera y otra hacia la cabina',
            capta: 'la carretera por delante del camión y el interior de la cabina',
            zonasDeDescanso: true,
            proporcionalidad:
              'La lente de la cabina guarda solo los 20 segundos anteriores y posteriores a una frenada brusca o un impacto y se apaga con el camión parado, en las pausas y los descansos que el conductor hace en la cabina',
            quienVe: 'el jefe de tráfico, solo las grabaciones de un accidente o incidente',
          },
        },
        'localizacion-vehiculos': {
          nombre: 'Localización de los camiones',
          geolocalizacion: {
            dispositivo: 'localizador instalado en cada camión',
            cuando: 'siempre',
            fueraDeJornada:
              'El camión se localiza también en las pausas y descansos en ruta, para proteger el vehículo y la carga; las posiciones fuera del tiempo de trabajo no se usan para controlar al conductor',
            controlLaboral: true,
          },
        },
        'documentos-transporte': {
          transferencias: [
            {
              destinatario: 'agentes de aduanas del puerto de Tánger Med',
              pais: 'Marruecos',
              mecanismo: 'clausulasTipo',
              detalle: 'Módulo 1 (de responsable a responsable), firmadas con cada agente',
            },
          ],
        },
      },
    },
  ),
  residencia: sample(
    {
      razonSocial: 'Residencia de Mayores Los Almendros S.L.',
      nifCif: 'B35111118',
      direccion: 'Calle Doctor Fleming 15',
      codigoPostal: '35500',
      localidad: 'Arrecife',
      provincia: 'Las Palmas',
      actividad: 'Asistencia en establecimientos residenciales para personas mayores',
      cnae: '8731',
      nombre: 'Rosario Cabrera Umpiérrez',
      numTrabajadores: 80,
      ...contact('losalmendros'),
      tipo: 'E',
    },
    {
      centrosTrabajo: ['Calle Doctor Fleming 15, 35500 Arrecife'],
      representacion: 'comite',
      representantes:
        'Domingo Betancort Rodríguez (presidente), Alba Perdomo Cabrera, Ismael Curbelo Díaz, Nayra Umpiérrez Bonilla, Fátima Hernández Cedrés',
      actividades: [
        'clientes',
        'proveedores',
        'personal',
        'candidatos',
        'videovigilancia',
        'pacientes',
        'geolocalizacion',
      ],
      camarasUbicacion: 'entrada principal, recepción y pasillos de zonas comunes',
      encargados: [
        GESTORIA,
        {
          actividades: ['clientes', 'pacientes'],
          fueraEEE: false,
          tipo: 'informatica',
          nombre: 'Geriatría Digital S.L.',
          nifCif: 'B35444449',
          servicio: 'programa de gestión de residentes y plan de cuidados',
        },
        {
          actividades: ['personal'],
          fueraEEE: false,
          tipo: 'prevencion',
          nombre: 'Prevención Insular S.L.',
          nifCif: 'B35456789',
          servicio: 'vigilancia de la salud',
        },
      ],
      asesorConfidencial: 'Alba Perdomo Cabrera',
      comisionInstructora: ['Domingo Betancort Rodríguez', 'Marta Santana Falcón'],
      canalEmail: 'igualdad@losalmendros.example',
      horarioLaboral: 'atención continuada 24 horas en turnos de mañana, tarde y noche; administración de 8:00 a 15:00',
      desconexionDesde: '15:00',
      jornada: 'continua',
      trabajoFinDeSemana: true,
      guardias: 'dirección técnica localizable por turnos para urgencias de residentes',
    },
    {
      respuestas: {
        videovigilancia: {
          camaras: {
            ubicacion: 'entrada principal, recepción y pasillos de zonas comunes',
            capta:
              'la entrada, la recepción y los pasillos comunes; nunca habitaciones, baños ni la sala de descanso del personal',
            quienVe:
              'la dirección y, en directo, el personal de recepción en los monitores del mostrador, de espaldas al público',
          },
        },
        'residentes-localizacion': {
          geolocalizacion: {
            dispositivo:
              'pulsera con localización que llevan las personas residentes con riesgo de salida no acompañada',
            cuando: 'siempre',
            fueraDeJornada: 'Protege a la persona residente mientras lleva la pulsera; no localiza al personal.',
            proporcionalidad:
              'Solo para residentes con deterioro cognitivo y riesgo de salida valorado en su plan individual de atención, con el acuerdo de la persona o de quien le presta apoyo; avisa solo al salir del recinto, tras descartar el acompañamiento continuo y las puertas cerradas, más restrictivos.',
          },
        },
      },
    },
  ),
  academia: sample(
    {
      razonSocial: 'Academia de Idiomas Little Teide S.L.',
      nifCif: 'B38111119',
      direccion: 'Avenida Trinidad 9',
      codigoPostal: '38204',
      localidad: 'San Cristóbal de La Laguna',
      provincia: 'Santa Cruz de Tenerife',
      actividad: 'Enseñanza de idiomas',
      cnae: '8559',
      nombre: 'Emma Wilson García',
      numTrabajadores: 6,
      ...contact('littleteide'),
      tipo: 'E',
    },
    {
      centrosTrabajo: ['Avenida Trinidad 9, 38204 San Cristóbal de La Laguna'],
      actividades: ['clientes', 'proveedores', 'personal', 'menores', 'marketing', 'web'],
      sitioWeb: 'https://littleteide.example',
      encargados: [
        GESTORIA,
        {
          actividades: ['clientes', 'personal', 'menores'],
          fueraEEE: true,
          tipo: 'nube',
          nombre: 'ClassCloud Inc.',
          nifCif: '',
          servicio: 'aula virtual y correo de la academia',
        },
      ],
      transferenciasInternacionales: true,
      transferenciasDetalle:
        'el aula virtual y el correo se alojan en Estados Unidos; la academia comprueba que el proveedor figura en la lista del Marco de Privacidad de Datos UE-EE. UU. (Decisión de adecuación de 10 de julio de 2023) y, si dejara de figurar, firmaría con él las cláusulas contractuales tipo (art. 46.2.c RGPD)',
      asesorConfidencial: 'Nira Expósito León',
      comisionInstructora: ['Emma Wilson García', 'Lidia Pérez Hernández'],
      canalExterno:
        'Lidia Pérez Hernández, asesora laboral de Gestoría Atlántica S.L. (laboral@gestoriaatlantica.example)',
      canalEmail: 'respeto@littleteide.example',
      horarioLaboral: 'de lunes a viernes, de 15:00 a 21:00; sábados de 9:00 a 13:00',
      desconexionDesde: '21:30',
      desconexionHasta: '14:00',
      trabajoFinDeSemana: true,
    },
    {
      respuestas: Object.fromEntries(
        ['clientes', 'personal', 'menores-clientes'].map((model) => [
          model,
          {
            transferencias: [
              {
                destinatario: 'ClassCloud Inc.',
                pais: 'Estados Unidos',
                mecanismo: 'marcoUE_EEUU',
                detalle:
                  'La academia comprueba que el proveedor figura en la lista del Marco de Privacidad de Datos UE-EE. UU.',
              },
            ],
          },
        ]),
      ),
    },
  ),
  software: sample(
    {
      razonSocial: 'Datos Insulares Software S.L.',
      nifCif: 'B38111120',
      direccion: 'Calle La Marina 7, oficina 3',
      codigoPostal: '38001',
      localidad: 'Santa Cruz de Tenerife',
      provincia: 'Santa Cruz de Tenerife',
      actividad: 'Programación informática y alojamiento de datos',
      cnae: '6201',
      nombre: 'Héctor Medina Lorenzo',
      numTrabajadores: 15,
      ...contact('datosinsulares'),
      tipo: 'E',
    },
    {
      centrosTrabajo: ['Calle La Marina 7, oficina 3, 38001 Santa Cruz de Tenerife'],
      representacion: 'delegados',
      representantes: 'Carla Trujillo Báez',
      actividades: ['clientes', 'proveedores', 'personal', 'candidatos', 'marketing', 'web'],
      sitioWeb: 'https://datosinsulares.example',
      encargadoDeClientes: true,
      encargadoDeClientesServicio: 'aplicación en la nube de citas y notas de pacientes para clínicas y consultas',
      encargados: [
        GESTORIA,
        {
          actividades: [],
          fueraEEE: false,
          tipo: 'nube',
          nombre: 'Nube Europea de Datos S.A.',
          nifCif: 'A28555551',
          servicio: 'servidores en centros de datos de la Unión Europea',
        },
      ],
      asesorConfidencial: 'Carla Trujillo Báez',
      comisionInstructora: ['Rubén Acosta Pérez', 'Elisa Marrero Gil'],
      canalEmail: 'respeto@datosinsulares.example',
      horarioLaboral: 'de lunes a jueves, de 8:00 a 17:00, y viernes de 8:00 a 14:00, con flexibilidad de entrada',
      desconexionDesde: '18:00',
      teletrabajo: true,
      teletrabajoDetalle: 'toda la plantilla puede teletrabajar hasta tres días por semana, con acuerdo escrito',
      convenioColectivo:
        'XVIII Convenio colectivo estatal de empresas de consultoría, tecnologías de la información y estudios de mercado',
      gruposDesconexion: [
        {
          grupo: 'Equipo de desarrollo en remoto desde la península',
          horario: 'de lunes a viernes, de 9:00 a 18:00 hora peninsular, con entrada flexible entre 8:00 y 10:00',
          desde: '19:00',
          hasta: '08:00',
          detalle: 'Horas en hora peninsular (una más que en Canarias)',
        },
      ],
      guardias: 'una persona de guardia por semana para incidencias críticas de los clientes, compensada según acuerdo',
    },
    {
      respuestas: {
        'encargo-clientes': {
          interesados: ['clientesDeClientes', 'pacientes'],
          datos: [
            'Identificativos y de contacto de los pacientes de cada clínica',
            'Citas',
            'Facturación de las consultas',
          ],
          categoriasEspeciales: ['salud'],
          riesgos: ['granEscala'],
          encargo: {
            servicio: 'aplicación en la nube de citas y notas de pacientes para clínicas y consultas',
            reglaSubencargo: 'general',
            subencargados: [
              { nombre: 'Nube Europea de Datos S.A.', servicio: 'servidores en centros de datos de la Unión Europea' },
              { nombre: 'Avisos Transaccionales S.L.', servicio: 'recordatorios de citas por SMS y correo' },
              { nombre: 'Soporte Remoto Europa S.L.', servicio: 'herramienta de asistencia remota al cliente' },
            ],
          },
        },
      },
    },
  ),
  restaurante: sample(
    {
      razonSocial: 'Restaurante El Guachinche de Tegueste S.L.',
      nifCif: 'B38111121',
      direccion: 'Camino de la Villa 33',
      codigoPostal: '38280',
      localidad: 'Tegueste',
      provincia: 'Santa Cruz de Tenerife',
      actividad: 'Restaurantes',
      cnae: '5611',
      nombre: 'Manuel Marrero Expósito',
      numTrabajadores: 18,
      ...contact('guachinchetegueste'),
      tipo: 'E',
    },
    {
      centrosTrabajo: ['Camino de la Villa 33, 38280 Tegueste'],
      representacion: 'delegados',
      representantes: 'Candelaria Pérez Ramos',
      actividades: ['clientes', 'proveedores', 'personal', 'candidatos', 'videovigilancia'],
      camarasUbicacion: 'entrada, caja y almacén',
      encargados: [GESTORIA],
      asesorConfidencial: 'Candelaria Pérez Ramos',
      comisionInstructora: ['Manuel Marrero Expósito', 'Lidia Pérez Hernández'],
      canalExterno:
        'Lidia Pérez Hernández, asesora laboral de Gestoría Atlántica S.L. (laboral@gestoriaatlantica.example)',
      canalEmail: 'respeto@guachinchetegueste.example',
      horarioLaboral: 'turnos de mediodía (11:00 a 17:00) y noche (19:00 a 24:00), de miércoles a domingo',
      jornada: 'turnos',
      trabajoFinDeSemana: true,
    },
    {
      respuestas: {
        videovigilancia: {
          camaras: {
            ubicacion: 'entrada, caja y almacén',
            capta: 'la entrada, la caja y el almacén; nunca aseos, vestuarios ni la zona de descanso',
            quienVe: 'el gerente, solo las grabaciones de un incidente',
          },
        },
      },
    },
  ),
  abogados: sample(
    {
      razonSocial: 'Afonso & Rivero Abogados Penalistas S.L.P.',
      nifCif: 'B38111126',
      direccion: 'Calle San Francisco 14, 1.º',
      codigoPostal: '38002',
      localidad: 'Santa Cruz de Tenerife',
      provincia: 'Santa Cruz de Tenerife',
      actividad: 'Actividades jurídicas: defensa y acusación penal',
      cnae: '6910',
      nombre: 'Nuria Afonso Rivero',
      numTrabajadores: 3,
      ...contact('afonsorivero'),
      tipo: 'E',
    },
    {
      centrosTrabajo: ['Calle San Francisco 14, 1.º, 38002 Santa Cruz de Tenerife'],
      actividades: ['clientes', 'proveedores', 'personal', 'antecedentesPenales'],
      encargados: [
        { ...GESTORIA, servicio: 'nóminas y contabilidad' },
        {
          actividades: ['clientes'],
          fueraEEE: false,
          tipo: 'nube',
          nombre: 'Expedientes Jurídicos Cloud S.L.',
          nifCif: 'B87333336',
          servicio: 'gestión de expedientes en la nube',
        },
      ],
      asesorConfidencial: 'Marta Cabrera Gil',
      comisionInstructora: ['Nuria Afonso Rivero', 'Lidia Pérez Hernández'],
      canalExterno:
        'Lidia Pérez Hernández, asesora laboral de Gestoría Atlántica S.L. (laboral@gestoriaatlantica.example)',
      canalEmail: 'respeto@afonsorivero.example',
      horarioLaboral:
        'de lunes a viernes, de 9:00 a 14:00 y de 16:00 a 19:00; guardias de asistencia al detenido por turno',
      desconexionDesde: '19:30',
      desconexionHasta: '08:30',
      guardias: 'turno de guardia de asistencia al detenido del Colegio de la Abogacía, una semana al mes por persona',
    },
    {
      respuestas: {
        // The firm asks no criminal record of its own staff: its criminal data are its clients'.
        'antecedentes-penales': null,
        'expedientes-juridicos': { encargados: ['Expedientes Jurídicos Cloud S.L.'] },
        'defensa-penal': {
          encargados: ['Expedientes Jurídicos Cloud S.L.'],
          categoriasEspeciales: ['salud'],
          excepcionesArt9: ['f'],
          excepcionArt9Detalle: '',
        },
      },
    },
  ),
  peluqueria: sample(
    {
      razonSocial: 'Salón Rizos de Anaga S.L.',
      nifCif: 'B38111134',
      direccion: 'Calle Noria 5',
      codigoPostal: '38003',
      localidad: 'Santa Cruz de Tenerife',
      provincia: 'Santa Cruz de Tenerife',
      actividad: 'Peluquería',
      cnae: '9621',
      nombre: 'Yurena Díaz Trujillo',
      numTrabajadores: 2,
      ...contact('rizosdeanaga'),
      tipo: 'E',
    },
    {
      centrosTrabajo: ['Calle Noria 5, 38003 Santa Cruz de Tenerife'],
      actividades: ['clientes', 'proveedores', 'personal'],
      encargados: [
        { ...GESTORIA, servicio: 'nóminas e impuestos' },
        {
          actividades: ['clientes'],
          fueraEEE: false,
          tipo: 'nube',
          nombre: 'Reservas Belleza Online S.L.',
          nifCif: 'B87444447',
          servicio: 'agenda de citas en línea y recordatorios por mensaje',
        },
      ],
      asesorConfidencial: 'Marta Cabrera Gil',
      comisionInstructora: ['Yurena Díaz Trujillo', 'Lidia Pérez Hernández'],
      canalExterno:
        'Lidia Pérez Hernández, asesora laboral de Gestoría Atlántica S.L. (laboral@gestoriaatlantica.example)',
      canalEmail: 'respeto@rizosdeanaga.example',
      horarioLaboral: 'de martes a sábado, de 9:30 a 18:30',
      desconexionDesde: '19:00',
      desconexionHasta: '09:00',
      trabajoFinDeSemana: true,
    },
    {
      respuestas: {
        'citas-servicios-personales': { encargados: ['Reservas Belleza Online S.L.'], destinatarios: [] },
      },
    },
  ),
};

/** The three examples and the review companies: every profile the documents are checked against. */
export const ALL_SAMPLE_COMPANIES: Record<string, SampleCompany> = {
  panaderia: SAMPLE_COMPANIES.bakery,
  clinica: SAMPLE_COMPANIES.clinic,
  hotel: SAMPLE_COMPANIES.hotel,
  ...REVIEW_COMPANIES,
};
