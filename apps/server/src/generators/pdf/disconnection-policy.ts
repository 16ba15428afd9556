import { companyDataBlock, type DocumentContext, signatureBlock } from './document-company.js';
import type { DocumentSpec } from './render-document.js';

/** The digital disconnection policy (art. 88 LOPDGDD, art. 20 bis ET, art. 18 Ley 10/2021). */
export function disconnectionPolicy({ company, provider, generatedOn }: DocumentContext): DocumentSpec {
  const name = company.razonSocial;
  return {
    title: 'Política de desconexión digital',
    subtitle: `${name} · Artículo 88 LOPDGDD y artículo 20 bis del Estatuto de los Trabajadores`,
    companyData: companyDataBlock(company),
    generatedOn,
    provider,
    sections: [
      {
        heading: 'Objeto y marco normativo',
        blocks: [
          {
            kind: 'paragraph',
            text: `${name} adopta esta política para garantizar el derecho de las personas trabajadoras a la desconexión digital fuera del tiempo de trabajo legal o convencionalmente establecido, con el fin de asegurar el respeto de su tiempo de descanso, permisos y vacaciones, y de su intimidad personal y familiar.`,
          },
          {
            kind: 'bullets',
            items: [
              'Artículo 88 de la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).',
              'Artículo 20 bis del Estatuto de los Trabajadores.',
              'Artículo 18 de la Ley 10/2021, de trabajo a distancia.',
              'Artículo 87 de la LOPDGDD, sobre el uso de dispositivos digitales en el ámbito laboral.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'La política se elabora previa audiencia de la representación legal de las personas trabajadoras, cuando exista, y se comunica a toda la plantilla.',
          },
        ],
      },
      {
        heading: 'Ámbito de aplicación',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Se aplica a todas las personas trabajadoras de la empresa, incluido el personal que ocupa puestos directivos, cualquiera que sea su modalidad de contrato y tanto si trabajan de forma presencial como a distancia o en teletrabajo. Se refiere a llamadas, correos electrónicos, mensajería instantánea, videollamadas y cualquier otra herramienta digital.',
          },
        ],
      },
      {
        heading: 'Franjas de desconexión',
        blocks: [
          {
            kind: 'table',
            headers: ['Periodo', 'Regla'],
            widths: [3, 7],
            rows: [
              [
                'Fuera de la jornada diaria',
                'No se envían comunicaciones de trabajo ni se espera respuesta hasta el inicio de la siguiente jornada.',
              ],
              ['Descansos, fines de semana y festivos', 'Desconexión total, salvo las excepciones del apartado 5.'],
              [
                'Vacaciones, permisos y bajas',
                'Desconexión total y respuesta automática que indique la fecha de regreso y a quién dirigirse.',
              ],
              [
                'Reuniones',
                'Se convocan dentro de la jornada, con antelación suficiente y sin prolongarse más allá de su fin.',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Cómo se ejerce el derecho',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Ninguna persona está obligada a responder llamadas ni mensajes fuera de su jornada, y no podrá ser sancionada ni recibir un trato desfavorable por no hacerlo.',
              'Quien necesite comunicar algo fuera de la jornada utilizará el envío programado para que llegue al inicio de la siguiente.',
              'Los responsables de equipo darán ejemplo y no enviarán comunicaciones fuera de horario.',
              'Los dispositivos de la empresa pueden apagarse o silenciarse fuera de la jornada.',
            ],
          },
        ],
      },
      {
        heading: 'Excepciones',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Solo podrá requerirse la atención fuera de la jornada en casos de fuerza mayor o de urgencia justificada que puedan suponer un daño o perjuicio empresarial grave o un riesgo para las personas, y en los puestos con guardias o disponibilidad pactadas y compensadas. La persona que requiera la atención dejará constancia de la causa, y el tiempo empleado se considerará tiempo de trabajo.',
          },
        ],
      },
      {
        heading: 'Trabajo a distancia y teletrabajo',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Las personas que trabajan a distancia tienen el mismo derecho a la desconexión. La empresa respetará su horario y los tiempos de descanso, limitará el uso de medios tecnológicos de comunicación empresarial durante los periodos de descanso y no exigirá disponibilidad permanente, de acuerdo con el artículo 18 de la Ley 10/2021.',
          },
        ],
      },
      {
        heading: 'Formación y sensibilización',
        blocks: [
          {
            kind: 'paragraph',
            text: 'La empresa desarrollará acciones de formación y sensibilización dirigidas a toda la plantilla, incluidos los mandos, sobre el uso razonable de las herramientas tecnológicas que evite el riesgo de fatiga informática: gestión del correo, organización de reuniones, uso de la mensajería instantánea y señales de sobrecarga digital.',
          },
        ],
      },
      {
        heading: 'Uso de dispositivos digitales',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Los dispositivos que la empresa pone a disposición de la plantilla se destinan a fines profesionales. Los criterios de uso, y en su caso el uso privado permitido, se comunican previamente a las personas trabajadoras, y el acceso de la empresa a su contenido respetará la intimidad y los criterios del artículo 87 de la LOPDGDD.',
          },
        ],
      },
      {
        heading: 'Seguimiento',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Las incidencias sobre esta política pueden comunicarse a la dirección o a la representación de las personas trabajadoras. La empresa revisará la política cuando cambien la normativa o la organización del trabajo; Cumplia la actualiza en cada renovación anual.',
          },
          signatureBlock(company, generatedOn),
        ],
      },
    ],
  };
}
