import {
  dpoRequirement,
  impactAssessmentCriteria,
  isHealthSector,
  PROCESSOR_KIND_LABELS,
  type ProcessingActivity,
  type Processor,
} from '@cumplia/domain';
import {
  companyAddress,
  type DocumentContext,
  listEs,
  profileCompanyDataBlock,
  signatureBlock,
} from './document-company.js';
import type { DocumentBlock, DocumentSection, DocumentSpec } from './render-document.js';

type ActivityRecord = {
  nombre: string;
  finalidad: string;
  base: string;
  interesados: string;
  datos: string;
  destinatarios: string;
  conservacion: string;
  /** Where the data come from when not from the person (art. 14 RGPD); null when collected from the person. */
  origen: string | null;
};

/** The record of each processing activity (art. 30.1 RGPD): purposes, bases, categories, recipients, retention. */
function activityRecord(activity: ProcessingActivity, ctx: DocumentContext): ActivityRecord {
  const gestoria = ctx.profile.encargados.find((processor) => processor.tipo === 'gestoria')?.nombre;
  const adviser = gestoria ? `${gestoria} (encargada del tratamiento)` : 'la asesoría de la empresa (encargada)';
  switch (activity) {
    case 'clientes':
      return {
        nombre: 'Clientes',
        finalidad:
          'Prestar los servicios o vender los productos contratados, facturarlos, cobrarlos y atender consultas y reclamaciones.',
        base: 'Ejecución del contrato (art. 6.1.b RGPD) y cumplimiento de obligaciones legales fiscales y contables (art. 6.1.c RGPD).',
        interesados: 'Clientes y personas de contacto de clientes que son empresas.',
        datos: 'Identificativos, de contacto, de facturación y bancarios; historial de pedidos o servicios.',
        destinatarios: `Agencia Tributaria y entidades bancarias cuando la ley o el cobro lo exijan; ${adviser}.`,
        conservacion:
          'Mientras dure la relación y, después, 6 años para la documentación contable (art. 30 Código de Comercio) y 4 años para la fiscal (art. 66 Ley General Tributaria).',
        origen: null,
      };
    case 'proveedores':
      return {
        nombre: 'Proveedores',
        finalidad: 'Gestionar compras, encargos y pagos a proveedores y mantener el contacto con sus profesionales.',
        base: 'Ejecución del contrato (art. 6.1.b RGPD), obligaciones legales (art. 6.1.c RGPD) e interés legítimo para los datos de contacto profesional (art. 19 LOPDGDD).',
        interesados: 'Proveedores personas físicas y personas de contacto de proveedores.',
        datos: 'Identificativos, de contacto profesional, puesto, datos bancarios y de facturación.',
        destinatarios: `Agencia Tributaria y entidades bancarias; ${adviser}.`,
        conservacion: 'Mientras dure la relación y 6 años después (art. 30 Código de Comercio).',
        origen: 'la empresa proveedora para la que trabaja la persona de contacto',
      };
    case 'personal':
      return {
        nombre: 'Gestión del personal',
        finalidad:
          'Gestionar la relación laboral: contrato, nóminas, Seguridad Social, registro de jornada, formación, prevención de riesgos laborales y régimen disciplinario.',
        base: 'Ejecución del contrato de trabajo (art. 6.1.b RGPD) y obligaciones legales laborales, tributarias y de Seguridad Social (art. 6.1.c RGPD); para los datos de salud laboral, art. 9.2.b y 9.2.h RGPD.',
        interesados: 'Personas trabajadoras, personas en prácticas y, en su caso, sus familiares beneficiarios.',
        datos:
          'Identificativos, de contacto, académicos y profesionales, económicos y bancarios, de jornada; aptitud médica y grado de discapacidad cuando proceda.',
        destinatarios: `Tesorería General de la Seguridad Social, Agencia Tributaria, mutua y servicio de prevención, entidades bancarias y ${adviser}.`,
        conservacion:
          'Mientras dure la relación laboral y 4 años después (arts. 21 RDLeg 5/2000 y 66 Ley General Tributaria); el registro de jornada, 4 años (art. 34.9 ET).',
        origen: null,
      };
    case 'candidatos':
      return {
        nombre: 'Selección de personal',
        finalidad: 'Valorar las candidaturas recibidas y seleccionar a las personas que se incorporan.',
        base: 'Aplicación de medidas precontractuales a petición de la persona candidata (art. 6.1.b RGPD); su consentimiento para conservar la candidatura para futuros procesos (art. 6.1.a RGPD).',
        interesados: 'Personas candidatas a un puesto de trabajo.',
        datos: 'Identificativos, de contacto, formación, experiencia y los que la persona aporte en su currículum.',
        destinatarios: 'No se comunican a terceros.',
        conservacion: 'Hasta el final del proceso; con consentimiento, hasta 1 año para futuros procesos.',
        origen: 'portales de empleo o centros de formación, cuando la candidatura llega por esa vía',
      };
    case 'videovigilancia':
      return {
        nombre: 'Videovigilancia',
        finalidad:
          'Preservar la seguridad de las personas, los bienes y las instalaciones; en su caso, el control laboral con los límites del art. 89 LOPDGDD.',
        base: 'Interés público (art. 6.1.e RGPD y art. 22 LOPDGDD); para el control laboral, art. 20.3 ET y art. 89 LOPDGDD.',
        interesados: 'Personas que acceden a las zonas vigiladas: clientes, visitantes y personas trabajadoras.',
        datos: 'Imagen.',
        destinatarios:
          'Fuerzas y Cuerpos de Seguridad y juzgados cuando se aprecie un delito o infracción; la empresa de seguridad, si la hay, como encargada.',
        conservacion:
          'Un mes como máximo desde la grabación, salvo que deban conservarse para acreditar un hecho grave, en cuyo caso se entregan a la autoridad en 72 horas (art. 22.3 LOPDGDD).',
        origen: null,
      };
    case 'pacientes':
      return {
        nombre: 'Pacientes e historia clínica',
        finalidad:
          'Prestar la asistencia sanitaria, elaborar y custodiar la historia clínica, gestionar citas, facturar y atender reclamaciones.',
        base: 'Asistencia sanitaria (art. 9.2.h RGPD), ejecución del contrato (art. 6.1.b RGPD) y obligaciones legales de la Ley 41/2002 (art. 6.1.c RGPD).',
        interesados:
          'Pacientes y, cuando son menores o personas con la capacidad modificada, sus representantes legales.',
        datos:
          'Identificativos y de contacto; datos de salud (categoría especial, art. 9 RGPD): anamnesis, diagnósticos, tratamientos, pruebas e imágenes; datos económicos de facturación.',
        destinatarios:
          'Laboratorios y otros profesionales sanitarios que intervienen en la asistencia; aseguradoras sanitarias cuando el paciente es asegurado; autoridades sanitarias y juzgados cuando la ley lo exija.',
        conservacion:
          'Historia clínica: como mínimo 5 años desde la fecha del alta de cada proceso asistencial (art. 17.1 Ley 41/2002), o el plazo mayor que fije la normativa autonómica; facturación, 6 años.',
        origen: null,
      };
    case 'menores':
      return {
        nombre: 'Menores de edad',
        finalidad: 'Prestar el servicio a menores (inscripción, actividades, comunicación con las familias).',
        base: 'Ejecución del contrato con sus representantes legales (art. 6.1.b RGPD); consentimiento de estos para menores de 14 años cuando el tratamiento se base en el consentimiento (art. 7 LOPDGDD).',
        interesados: 'Menores de edad y sus padres, madres o tutores.',
        datos:
          'Identificativos y de contacto de la familia, edad, y los datos necesarios para la actividad; alergias o necesidades especiales solo cuando sean imprescindibles.',
        destinatarios: 'No se comunican a terceros salvo obligación legal.',
        conservacion: 'Mientras dure la relación y los plazos de prescripción de las responsabilidades derivadas.',
        origen: 'sus padres, madres o tutores legales',
      };
    case 'marketing':
      return {
        nombre: 'Publicidad y comunicaciones comerciales',
        finalidad: 'Enviar información comercial sobre los productos y servicios de la empresa.',
        base: 'Consentimiento (art. 6.1.a RGPD); para clientes, interés legítimo sobre productos similares a los contratados (art. 21.2 Ley 34/2002, LSSI), con opción de oposición en cada envío.',
        interesados: 'Clientes y personas que se suscriben.',
        datos: 'Nombre, correo electrónico y teléfono; preferencias comunicadas.',
        destinatarios: 'El proveedor de envíos, como encargado del tratamiento.',
        conservacion: 'Hasta que la persona retire el consentimiento o se oponga.',
        origen: null,
      };
    case 'web':
      return {
        nombre: 'Sitio web, formularios y cookies',
        finalidad: `Atender las consultas recibidas por el sitio web ${ctx.profile.sitioWeb} y gestionar las cookies.`,
        base: 'Consentimiento o solicitud de la persona (art. 6.1.a y b RGPD); consentimiento para las cookies no necesarias (art. 22.2 LSSI).',
        interesados: 'Personas usuarias del sitio web.',
        datos: 'Identificativos y de contacto del formulario; datos de navegación de las cookies aceptadas.',
        destinatarios: 'El proveedor de alojamiento y de analítica, como encargados.',
        conservacion:
          'Consultas: el tiempo necesario para responderlas y hasta 1 año; cookies: el plazo indicado en la política de cookies.',
        origen: null,
      };
    case 'geolocalizacion':
      return {
        nombre: 'Geolocalización de vehículos o dispositivos',
        finalidad: 'Organizar rutas y servicios, seguridad de la flota y control del cumplimiento laboral.',
        base: 'Ejecución del contrato de trabajo y facultades de control (art. 6.1.b RGPD, art. 20.3 ET, art. 90 LOPDGDD).',
        interesados: 'Personas trabajadoras que usan vehículos o dispositivos de la empresa.',
        datos: 'Posición, rutas, horas de uso.',
        destinatarios: 'El proveedor del sistema de localización, como encargado.',
        conservacion: 'Tres meses, salvo incidencias que deban acreditarse.',
        origen: null,
      };
    case 'biometria':
      return {
        nombre: 'Datos biométricos',
        finalidad: 'Control de acceso o de presencia mediante huella o reconocimiento facial.',
        base: 'Solo si concurre una excepción del art. 9.2 RGPD. La Guía de la AEPD sobre tratamientos de control de presencia mediante sistemas biométricos (noviembre de 2023) considera que, por regla general, no existe base jurídica suficiente para el registro de jornada biométrico; la empresa ofrecerá un sistema alternativo no biométrico y realizará una evaluación de impacto antes de mantenerlo.',
        interesados: 'Personas trabajadoras.',
        datos: 'Plantilla biométrica (categoría especial, art. 9 RGPD) y marcas de entrada y salida.',
        destinatarios: 'El proveedor del sistema, como encargado.',
        conservacion: 'Plantilla: mientras dure la relación; marcas: 4 años (art. 34.9 ET).',
        origen: null,
      };
  }
}

function processorContract(processor: Processor, index: number, ctx: DocumentContext): DocumentBlock[] {
  const { company } = ctx;
  const who = `${processor.nombre}${processor.nifCif ? ` (NIF ${processor.nifCif})` : ''}`;
  const service = processor.servicio || PROCESSOR_KIND_LABELS[processor.tipo].toLowerCase();
  return [
    { kind: 'subheading', text: `Contrato ${index + 1}. ${who} · ${PROCESSOR_KIND_LABELS[processor.tipo]}` },
    {
      kind: 'paragraph',
      text: `Reunidos, de una parte, ${company.razonSocial} (NIF ${company.nifCif}), con domicilio en ${companyAddress(company)}, representada por ${company.nombre}, en adelante el RESPONSABLE; y de otra, ${who}, en adelante el ENCARGADO, acuerdan las siguientes cláusulas conforme al artículo 28.3 del RGPD y al artículo 33 de la LOPDGDD:`,
    },
    {
      kind: 'bullets',
      items: [
        `Primera. Objeto: el ENCARGADO tratará por cuenta del RESPONSABLE los datos personales necesarios para prestar el servicio de ${service}. Las operaciones serán las imprescindibles para ese servicio (recogida, registro, consulta, conservación, comunicación por transmisión a las administraciones cuando corresponda, supresión).`,
        'Segunda. Duración: la del contrato de servicios entre las partes; al terminar, se aplica la cláusula undécima.',
        'Tercera. Instrucciones: el ENCARGADO tratará los datos solo siguiendo las instrucciones documentadas del RESPONSABLE, también respecto de las transferencias internacionales, y le avisará de inmediato si una instrucción infringe la normativa.',
        'Cuarta. Confidencialidad: las personas autorizadas por el ENCARGADO se comprometen por escrito a respetar la confidencialidad, también tras terminar su relación (art. 5 LOPDGDD).',
        'Quinta. Seguridad: el ENCARGADO aplicará las medidas del artículo 32 del RGPD adecuadas al riesgo, entre ellas control de accesos, copias de seguridad, cifrado de soportes y dispositivos portátiles y actualización de los sistemas.',
        'Sexta. Subencargados: el ENCARGADO no recurrirá a otro encargado sin autorización previa por escrito del RESPONSABLE; el subencargado quedará sujeto a las mismas obligaciones y el ENCARGADO responderá de su cumplimiento.',
        'Séptima. Derechos de las personas: si una persona ejerce ante el ENCARGADO sus derechos, este lo comunicará al RESPONSABLE en un plazo de 2 días hábiles y le asistirá para responder.',
        'Octava. Brechas: el ENCARGADO notificará al RESPONSABLE, sin dilación indebida y en un plazo máximo de 24 horas, toda violación de seguridad de los datos de que tenga conocimiento, con la información necesaria para su documentación y comunicación a la autoridad.',
        'Novena. Asistencia: el ENCARGADO ayudará al RESPONSABLE a cumplir sus obligaciones de seguridad, evaluación de impacto y consulta previa (arts. 32 a 36 RGPD).',
        'Décima. Auditoría: el ENCARGADO pondrá a disposición del RESPONSABLE la información necesaria para demostrar el cumplimiento y permitirá inspecciones o auditorías por él o por un auditor que designe.',
        'Undécima. Destino de los datos: al terminar el servicio, el ENCARGADO devolverá al RESPONSABLE los datos y los soportes, o los suprimirá si así se le indica, sin perjuicio de conservarlos bloqueados mientras puedan derivarse responsabilidades (art. 33.3 LOPDGDD).',
        ...(ctx.profile.transferenciasInternacionales && processor.tipo === 'nube'
          ? [`Duodécima. Transferencias internacionales: ${ctx.profile.transferenciasDetalle}`]
          : []),
      ],
    },
    {
      kind: 'signature',
      lines: [
        `En ${company.provincia || company.direccion}, a ${ctx.generatedOn}.`,
        `Por el RESPONSABLE: ${company.nombre}, ${company.razonSocial}          Por el ENCARGADO: ${processor.nombre}`,
      ],
    },
  ];
}

/** The LOPDGDD / GDPR documentation of a company, written from its compliance profile. */
export function dataProtectionPack(ctx: DocumentContext): DocumentSpec {
  const { company, profile, provider, generatedOn } = ctx;
  const name = company.razonSocial;
  const controller = `${name} (NIF ${company.nifCif}), con domicilio en ${companyAddress(company)}`;
  const contact = company.email;
  const has = (activity: ProcessingActivity) => profile.actividades.includes(activity);
  const dpo = dpoRequirement(company);
  const criteria = impactAssessmentCriteria({ actividades: profile.actividades, cnae: company.cnae });
  const health = has('pacientes') || isHealthSector(company.cnae);
  const records = profile.actividades.map((activity) => activityRecord(activity, ctx));
  const indirect = records.filter((record) => record.origen !== null);
  const transfers = profile.transferenciasInternacionales
    ? `Se realizan transferencias internacionales de datos: ${profile.transferenciasDetalle}`
    : 'No se realizan transferencias internacionales de datos fuera del Espacio Económico Europeo.';
  const dpoLine = profile.delegadoProteccionDatos
    ? ` Delegado de protección de datos: ${profile.delegadoProteccionDatos}.`
    : '';
  const rightsLine = `Puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad escribiendo a ${contact} o por correo postal a ${companyAddress(company)}, y reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).`;

  const sections: DocumentSection[] = [
    {
      heading: 'Responsable del tratamiento y principios',
      blocks: [
        {
          kind: 'paragraph',
          text: `El responsable de los tratamientos descritos es ${controller}, representada por ${company.nombre}. Contacto en materia de protección de datos: ${contact}.${dpoLine} La empresa trata los datos de acuerdo con los principios del artículo 5 del RGPD: licitud, lealtad y transparencia; limitación de la finalidad; minimización; exactitud; limitación del plazo de conservación; integridad y confidencialidad; y responsabilidad proactiva.`,
        },
        {
          kind: 'paragraph',
          text: `Este documento se ha elaborado a partir del perfil de cumplimiento de la empresa (versión ${ctx.profileVersion}): ${profile.numTrabajadores} personas trabajadoras, ${profile.centrosTrabajo.length} ${profile.centrosTrabajo.length === 1 ? 'centro' : 'centros'} de trabajo y ${records.length} actividades de tratamiento. Debe revisarse cuando cambien esas circunstancias.`,
        },
      ],
    },
    {
      heading: 'Registro de actividades de tratamiento (artículo 30 RGPD y artículo 31 LOPDGDD)',
      blocks: [
        {
          kind: 'paragraph',
          text: `${name} mantiene este registro por escrito y lo pondrá a disposición de la Agencia Española de Protección de Datos cuando lo solicite. ${transfers} Las medidas de seguridad de todos los tratamientos se describen en el apartado «Medidas de seguridad».`,
        },
        ...records.flatMap((record): DocumentBlock[] => [
          { kind: 'subheading', text: `Tratamiento: ${record.nombre}` },
          {
            kind: 'table',
            headers: ['Elemento', 'Contenido'],
            widths: [2.2, 7.8],
            rows: [
              ['Finalidad', record.finalidad],
              ['Base jurídica', record.base],
              ['Interesados', record.interesados],
              ['Categorías de datos', record.datos],
              ['Destinatarios', record.destinatarios],
              [
                'Transferencias',
                profile.transferenciasInternacionales ? profile.transferenciasDetalle : 'No se prevén.',
              ],
              ['Conservación', record.conservacion],
            ],
          },
        ]),
      ],
    },
    {
      heading: 'Análisis de riesgos, evaluación de impacto y delegado de protección de datos',
      blocks: [
        {
          kind: 'paragraph',
          text: `Conforme a los artículos 24 y 32 del RGPD, la empresa ha valorado el riesgo de sus tratamientos según su naturaleza, alcance, contexto y fines. ${
            criteria.length === 0
              ? 'Ningún tratamiento reúne criterios de la lista de tratamientos que requieren evaluación de impacto publicada por la AEPD (artículo 35.4 RGPD): el riesgo se considera bajo y basta con las medidas de este documento.'
              : `Los tratamientos reúnen los siguientes criterios de la lista de la AEPD (artículo 35.4 RGPD): ${listEs(criteria)}.`
          }`,
        },
        {
          kind: 'paragraph',
          text:
            criteria.length >= 2
              ? 'Resultado: al concurrir dos o más criterios, el riesgo se considera alto y la empresa debe realizar una evaluación de impacto relativa a la protección de datos (artículo 35 RGPD) antes de iniciar o mantener el tratamiento, y consultar a la AEPD si el riesgo residual sigue siendo alto (artículo 36 RGPD).'
              : criteria.length === 1
                ? 'Resultado: concurre un criterio; el riesgo no se considera alto, pero el tratamiento debe revisarse si se añade cualquier otro criterio.'
                : 'Resultado: no es necesaria una evaluación de impacto.',
        },
        {
          kind: 'paragraph',
          text: dpo
            ? `Delegado de protección de datos: la empresa está obligada a designarlo por ser ${dpo}. Designado: ${profile.delegadoProteccionDatos}. La designación se comunica a la AEPD en el plazo de diez días (artículo 34.3 LOPDGDD) y sus datos de contacto figuran en las cláusulas informativas.`
            : 'Delegado de protección de datos: la actividad de la empresa no figura entre las del artículo 34.1 LOPDGDD ni en los supuestos del artículo 37.1 RGPD, por lo que no está obligada a designarlo.',
        },
      ],
    },
  ];

  if (health || has('biometria') || has('menores')) {
    sections.push({
      heading: 'Categorías especiales de datos y obligaciones del sector',
      blocks: [
        ...(health
          ? ([
              {
                kind: 'paragraph',
                text: `${name} trata datos de salud, que son categoría especial (artículo 9.1 RGPD). Su tratamiento se ampara en el artículo 9.2.h del RGPD (asistencia sanitaria) y en la Ley 41/2002, básica reguladora de la autonomía del paciente, y se somete al secreto profesional (artículo 9.3 RGPD).`,
              },
              {
                kind: 'bullets',
                items: [
                  'Historia clínica: se conserva, como mínimo, cinco años contados desde la fecha del alta de cada proceso asistencial (artículo 17.1 Ley 41/2002), en condiciones que garanticen su correcta conservación, seguridad y recuperación.',
                  'Acceso a la historia clínica: solo el personal asistencial que interviene en el diagnóstico o tratamiento y el de administración en lo necesario para sus funciones (artículo 16 Ley 41/2002); cada acceso queda registrado.',
                  'Derecho de acceso del paciente a su historia clínica, con los límites del artículo 18 Ley 41/2002 (anotaciones subjetivas y datos de terceros).',
                  'Consentimiento informado por escrito en los procedimientos que lo requieran (artículo 8 Ley 41/2002).',
                  'Las comunicaciones de datos de salud a laboratorios, aseguradoras o a otros centros se limitan a lo necesario y se hacen por canales cifrados.',
                ],
              },
            ] as DocumentBlock[])
          : []),
        ...(has('biometria')
          ? ([
              {
                kind: 'paragraph',
                text: 'Datos biométricos: la empresa documentará la excepción del artículo 9.2 RGPD que ampara el tratamiento, ofrecerá un medio alternativo no biométrico y realizará una evaluación de impacto antes de usarlo, conforme a la guía de la AEPD de noviembre de 2023.',
              },
            ] as DocumentBlock[])
          : []),
        ...(has('menores')
          ? ([
              {
                kind: 'paragraph',
                text: 'Menores: el consentimiento de menores de 14 años lo prestan sus representantes legales (artículo 7 LOPDGDD); la información se redacta en lenguaje comprensible para ellos y no se publican imágenes de menores sin autorización expresa.',
              },
            ] as DocumentBlock[])
          : []),
      ],
    });
  }

  sections.push(
    {
      heading: 'Información a las personas interesadas (artículos 13 y 14 RGPD; artículo 11 LOPDGDD)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La empresa informa por capas (artículo 11 LOPDGDD): una primera capa breve en el momento de recoger los datos, que remite a la política de privacidad del apartado siguiente como segunda capa.',
        },
        ...records.flatMap((record): DocumentBlock[] => [
          { kind: 'subheading', text: `Primera capa: ${record.nombre}` },
          {
            kind: 'table',
            headers: ['Epígrafe', 'Información básica'],
            widths: [2.2, 7.8],
            rows: [
              ['Responsable', `${name}, NIF ${company.nifCif}.${dpoLine}`],
              ['Finalidad', record.finalidad],
              ['Legitimación', record.base],
              ['Destinatarios', record.destinatarios],
              ['Derechos', `Acceder, rectificar y suprimir los datos, y otros derechos, escribiendo a ${contact}.`],
              [
                'Información adicional',
                'En la política de privacidad de la empresa, a su disposición en el establecimiento'.concat(
                  profile.sitioWeb ? ` y en ${profile.sitioWeb}.` : '.',
                ),
              ],
            ],
          },
        ]),
        ...(indirect.length > 0
          ? ([
              { kind: 'subheading', text: 'Datos no obtenidos de la propia persona (artículo 14 RGPD)' },
              {
                kind: 'paragraph',
                text: `Cuando los datos no se obtienen de la persona interesada, ${name} le informa en el plazo de un mes desde que los obtiene, o en la primera comunicación con ella, de la información anterior, de las categorías de datos tratadas y de su origen: ${indirect.map((record) => `${record.nombre.toLowerCase()}: ${record.origen}`).join('; ')}.`,
              },
            ] as DocumentBlock[])
          : []),
      ],
    },
    {
      heading: 'Política de privacidad',
      blocks: [
        {
          kind: 'paragraph',
          text: `¿Quién trata sus datos? ${controller}. Correo: ${contact}. Teléfono: ${company.telefono}.${dpoLine}`,
        },
        {
          kind: 'paragraph',
          text: `¿Para qué y con qué base? ${records.map((record) => `${record.nombre}: ${record.finalidad} Base: ${record.base}`).join(' ')}`,
        },
        {
          kind: 'paragraph',
          text: `¿Cuánto tiempo los conservamos? ${records.map((record) => `${record.nombre}: ${record.conservacion}`).join(' ')} Vencidos esos plazos, los datos se bloquean mientras puedan derivarse responsabilidades y después se suprimen.`,
        },
        {
          kind: 'paragraph',
          text: `¿A quién se comunican? Solo a quien exija la ley y a los encargados que nos prestan servicios con contrato del artículo 28 RGPD (${listEs(profile.encargados.map((processor) => processor.nombre))}). ${transfers}`,
        },
        { kind: 'paragraph', text: `¿Qué derechos tiene? ${rightsLine}` },
        ...(has('web')
          ? ([
              { kind: 'subheading', text: `Aviso legal y política de cookies de ${profile.sitioWeb}` },
              {
                kind: 'paragraph',
                text: `Titular del sitio web: ${controller}; correo ${contact} (artículo 10 Ley 34/2002, LSSI). El sitio solo instala sin consentimiento las cookies técnicas necesarias; las de análisis o publicidad se instalan solo si la persona las acepta en el banner, que permite rechazarlas con la misma facilidad y cambiar la elección en cualquier momento (artículo 22.2 LSSI y Guía sobre el uso de cookies de la AEPD).`,
              },
            ] as DocumentBlock[])
          : []),
      ],
    },
    {
      heading: 'Contratos de encargado del tratamiento (artículo 28.3 RGPD)',
      blocks: [
        {
          kind: 'paragraph',
          text: `${name} encarga tratamientos de datos a ${profile.encargados.length} ${profile.encargados.length === 1 ? 'proveedor' : 'proveedores'}. Con cada uno firma el contrato siguiente, que cumple el artículo 28.3 del RGPD.`,
        },
        ...profile.encargados.flatMap((processor, index) => processorContract(processor, index, ctx)),
      ],
    },
    {
      heading: 'Compromiso de confidencialidad del personal (artículo 5 LOPDGDD)',
      blocks: [
        {
          kind: 'paragraph',
          text: `La persona abajo firmante, que presta servicios en ${name}, se compromete a: tratar los datos personales a los que acceda solo para las funciones de su puesto y siguiendo las instrucciones de la empresa; no comunicarlos a terceros ni sacarlos de los sistemas de la empresa sin autorización; cumplir las medidas de seguridad de este documento; comunicar de inmediato cualquier incidencia o brecha; y guardar secreto sobre ellos, obligación que se mantiene tras el fin de la relación laboral (artículo 5.3 LOPDGDD). Conoce que su incumplimiento puede dar lugar a sanciones disciplinarias.`,
        },
        {
          kind: 'signature',
          lines: ['Nombre y apellidos: ______________________   DNI: ____________', 'Fecha y firma:'],
        },
      ],
    },
    {
      heading: 'Medidas de seguridad (artículo 32 RGPD)',
      blocks: [
        { kind: 'subheading', text: 'Medidas organizativas' },
        {
          kind: 'bullets',
          items: [
            'Todo el personal con acceso a datos firma el compromiso de confidencialidad y recibe información sobre estas medidas al incorporarse.',
            'Mesa limpia: los documentos con datos no quedan a la vista; los puestos se bloquean al ausentarse.',
            'Documentación en papel en armarios o archivos con llave; destrucción segura con destructora o empresa certificada.',
            'Se revisan estas medidas al menos una vez al año y cuando cambian los tratamientos.',
          ],
        },
        { kind: 'subheading', text: 'Medidas técnicas' },
        {
          kind: 'bullets',
          items: [
            'Acceso con usuario y contraseña propios, solo a los datos necesarios para cada puesto; contraseñas robustas y segundo factor en el correo y los servicios en la nube.',
            'Copias de seguridad al menos semanales, guardadas en un lugar distinto y comprobadas periódicamente.',
            'Antivirus, cortafuegos y actualizaciones de seguridad al día en todos los equipos.',
            'Cifrado de portátiles, móviles y memorias extraíbles que contengan datos personales.',
            ...(health || has('biometria')
              ? [
                  'Categorías especiales: registro de accesos a la historia clínica o a los datos especiales, cifrado en los envíos, y perfiles de acceso restringidos al personal que los necesita.',
                ]
              : []),
          ],
        },
      ],
    },
    {
      heading: 'Procedimiento de ejercicio de derechos (artículos 12 y 15 a 22 RGPD)',
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Las solicitudes se reciben en ${contact} o por escrito en ${companyAddress(company)}; también son válidas las presentadas por otro medio en cualquier centro.`,
            'Se comprueba la identidad de quien solicita sin pedir más datos de los necesarios.',
            'Se responde en el plazo de un mes desde la recepción, ampliable en dos meses en casos complejos, informando de la ampliación dentro del primer mes (artículo 12.3 RGPD).',
            'La respuesta es gratuita, salvo solicitudes manifiestamente infundadas o excesivas (artículo 12.5 RGPD).',
            'Si la empresa no va a atender la solicitud, lo comunica motivadamente e informa del derecho a reclamar ante la AEPD.',
            'Se archiva cada solicitud y su respuesta para acreditar el cumplimiento.',
          ],
        },
        { kind: 'subheading', text: 'Formulario de solicitud de ejercicio de derechos' },
        {
          kind: 'table',
          headers: ['Dato', 'A completar por la persona solicitante'],
          widths: [3, 7],
          rows: [
            ['Nombre, apellidos y DNI', ''],
            ['Dirección o correo para la respuesta', ''],
            ['Derecho que ejerce', 'Acceso · Rectificación · Supresión · Oposición · Limitación · Portabilidad'],
            ['Detalle de la solicitud', ''],
            ['Fecha y firma', ''],
          ],
        },
        { kind: 'subheading', text: 'Modelo de respuesta' },
        {
          kind: 'paragraph',
          text: `La respuesta, firmada por ${company.nombre} en nombre de ${name}, indica la fecha de la solicitud y el derecho ejercido; describe lo que se ha hecho (por ejemplo, la copia de los datos, la rectificación o la supresión practicada) o, si no procede atenderla, el motivo; y recuerda el derecho a reclamar ante la Agencia Española de Protección de Datos.`,
        },
      ],
    },
    {
      heading: 'Brechas de seguridad (artículos 33 y 34 RGPD)',
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Quien detecte una posible brecha (pérdida de un dispositivo, acceso indebido, envío de datos a un destinatario equivocado, ataque informático) la comunica de inmediato a ${company.nombre}${profile.delegadoProteccionDatos ? ` y al delegado de protección de datos (${profile.delegadoProteccionDatos})` : ''}.`,
            'Se contiene la brecha, se valoran sus consecuencias para las personas y se anota en el registro de brechas, aunque no haya que notificarla.',
            'Si es probable que suponga un riesgo para los derechos de las personas, se notifica a la AEPD en su sede electrónica sin dilación y como máximo en 72 horas desde que se conoce (artículo 33 RGPD).',
            'Si el riesgo es alto, se comunica también a las personas afectadas en lenguaje claro, con las medidas que pueden adoptar (artículo 34 RGPD).',
          ],
        },
        { kind: 'subheading', text: 'Registro de brechas de seguridad (artículo 33.5 RGPD)' },
        {
          kind: 'table',
          headers: [
            'Fecha y hora',
            'Descripción y datos afectados',
            'Personas afectadas',
            'Medidas adoptadas',
            '¿Notificada? Fecha',
          ],
          widths: [2, 3.5, 2, 3, 2],
          rows: [
            ['', '', '', '', ''],
            ['', '', '', '', ''],
            ['', '', '', '', ''],
          ],
        },
      ],
    },
    {
      heading: 'Bloqueo de los datos (artículo 32 LOPDGDD)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cuando proceda rectificar o suprimir datos, o termine su plazo de conservación, la empresa los bloquea: los identifica y reserva, con medidas técnicas y organizativas que impiden su tratamiento y visualización, salvo para ponerlos a disposición de jueces y tribunales, el Ministerio Fiscal o las administraciones competentes, en particular la AEPD, para exigir posibles responsabilidades y solo durante su plazo de prescripción. Transcurrido este, los datos se destruyen.',
        },
      ],
    },
  );

  if (has('videovigilancia')) {
    sections.push({
      heading: 'Anexo de videovigilancia (artículos 22 y 89 LOPDGDD)',
      blocks: [
        { kind: 'paragraph', text: `Ubicación de las cámaras: ${profile.camarasUbicacion}.` },
        {
          kind: 'bullets',
          items: [
            'Las cámaras captan solo el interior de las instalaciones y, del exterior, lo imprescindible para la seguridad de los accesos; nunca aseos, vestuarios ni zonas de descanso (artículo 89.2 LOPDGDD).',
            'Las imágenes se conservan un mes como máximo, salvo para acreditar hechos graves, que se ponen a disposición de la autoridad en 72 horas.',
            'Solo la dirección accede a las grabaciones; los monitores no son visibles al público.',
            'Las personas trabajadoras y su representación han sido informadas previamente, de forma expresa, clara y concisa, de la existencia de las cámaras y de su posible uso para el control laboral (artículo 89.1 LOPDGDD).',
          ],
        },
        { kind: 'subheading', text: 'Texto del cartel informativo' },
        {
          kind: 'paragraph',
          text: `ZONA VIDEOVIGILADA. Responsable: ${name}. Puede ejercer sus derechos de protección de datos ante ${contact} o en ${companyAddress(company)}. Más información: en el establecimiento${profile.sitioWeb ? ` y en ${profile.sitioWeb}` : ''}.`,
        },
      ],
    });
  }

  sections.push({
    heading: 'Canal de denuncias e información interna',
    blocks: [
      {
        kind: 'paragraph',
        text:
          profile.numTrabajadores >= 50
            ? `Con ${profile.numTrabajadores} personas trabajadoras, ${name} debe disponer de un sistema interno de información con una persona responsable (artículo 10.1.a Ley 2/2023), cuyo tratamiento de datos se rige por el artículo 24 LOPDGDD y el artículo 32 de la Ley 2/2023: acceso limitado, conservación solo el tiempo imprescindible para decidir si se investiga y, como máximo, tres meses si no se inicia investigación.`
            : `Con ${profile.numTrabajadores} personas trabajadoras, ${name} no está obligada a disponer del sistema interno de información de la Ley 2/2023 (se exige desde 50). Si lo crea voluntariamente, su tratamiento de datos se regirá por el artículo 24 LOPDGDD.`,
      },
      signatureBlock(company, generatedOn),
    ],
  });

  return {
    title: 'Documentación de protección de datos',
    subtitle: `${name} · Reglamento (UE) 2016/679 (RGPD) y Ley Orgánica 3/2018 (LOPDGDD)`,
    companyData: profileCompanyDataBlock(company, profile, ctx.profileVersion),
    generatedOn,
    provider,
    sections,
  };
}
