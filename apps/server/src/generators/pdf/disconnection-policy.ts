import {
  type DocumentContext,
  profileCompanyDataBlock,
  representationText,
  signatureBlock,
} from './document-company.js';
import type { DocumentSpec } from './render-document.js';

/** The digital disconnection policy (art. 88 LOPDGDD, art. 20 bis ET, art. 18 Ley 10/2021). */
export function disconnectionPolicy(ctx: DocumentContext): DocumentSpec {
  const { company, profile, provider, generatedOn } = ctx;
  const name = company.razonSocial;
  const band = `de ${profile.desconexionDesde} a ${profile.desconexionHasta}`;
  return {
    title: 'Política de desconexión digital',
    subtitle: `${name} · Artículo 88 LOPDGDD y artículo 20 bis del Estatuto de los Trabajadores`,
    companyData: profileCompanyDataBlock(company, profile, ctx.profileVersion),
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
            text:
              profile.representacion === 'ninguna'
                ? 'En la empresa no existe representación legal de las personas trabajadoras; la política se ha dado a conocer a toda la plantilla, que ha podido presentar observaciones antes de su aprobación (anexo de consulta).'
                : `La política se aprueba previa audiencia de la representación legal de las personas trabajadoras (${representationText(profile)}), como recoge el acta del anexo, y se comunica a toda la plantilla.`,
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
            kind: 'paragraph',
            text: `Horario de trabajo de la empresa: ${profile.horarioLaboral}. Franja de desconexión diaria: ${band}, además de los descansos, fines de semana, festivos, vacaciones y permisos. En esa franja no se envían ni se esperan comunicaciones de trabajo.`,
          },
          {
            kind: 'table',
            headers: ['Periodo', 'Regla'],
            widths: [3, 7],
            rows: [
              [
                `Fuera de la jornada diaria (${band})`,
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
          {
            kind: 'paragraph',
            text: profile.guardias
              ? `Guardias y disponibilidad pactadas en ${name}: ${profile.guardias}. Fuera de esos turnos rige la desconexión general.`
              : `En ${name} no hay puestos con guardias ni disponibilidad pactadas: fuera de la jornada solo cabe la excepción de fuerza mayor o urgencia justificada.`,
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
          {
            kind: 'paragraph',
            text: profile.teletrabajo
              ? `Trabajo a distancia en ${name}: ${profile.teletrabajoDetalle}. Cada acuerdo de trabajo a distancia recoge el horario y las reglas de disponibilidad (artículo 7 de la Ley 10/2021); los dispositivos de la empresa se entregan con el envío programado y la respuesta automática configurados, y la franja ${band} se aplica igual que en el centro de trabajo.`
              : `Actualmente ${name} no tiene personas en trabajo a distancia. Si se acuerda en el futuro, el acuerdo recogerá el horario y estas reglas de desconexión (artículos 7 y 18 de la Ley 10/2021).`,
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
      {
        heading: 'Anexo. Acta de consulta',
        blocks: [
          {
            kind: 'paragraph',
            text:
              profile.representacion === 'ninguna'
                ? `${name} ha presentado esta política a toda la plantilla (${profile.numTrabajadores} personas trabajadoras), que ha podido formular observaciones, antes de su aprobación por la dirección. En la empresa ${representationText(profile)}.`
                : `Reunidas la dirección de ${name} y la representación legal de las personas trabajadoras (${representationText(profile)}), se da audiencia a la representación sobre esta política (artículo 88.3 LOPDGDD), se recogen sus observaciones y se acuerda su aplicación.`,
          },
          {
            kind: 'signature',
            lines: [
              `Por la dirección: ${company.nombre}`,
              profile.representacion === 'ninguna' ? '' : `Por la representación: ${profile.representantes}`,
              `Fecha: ${generatedOn}`,
            ],
          },
        ],
      },
    ],
  };
}
