import { companyDataBlock, type DocumentContext, signatureBlock } from './document-company.js';
import type { DocumentSpec } from './render-document.js';

/** The workplace harassment prevention and response protocol (LO 3/2007 art. 48 and related rules). */
export function harassmentProtocol({ company, provider, generatedOn }: DocumentContext): DocumentSpec {
  const large = company.numTrabajadores > 50;
  const name = company.razonSocial;
  return {
    title: 'Protocolo de prevención y actuación frente al acoso',
    subtitle: `${name} · Acoso sexual, por razón de sexo, moral y discriminatorio`,
    companyData: companyDataBlock(company),
    generatedOn,
    provider,
    sections: [
      {
        heading: 'Declaración de principios',
        blocks: [
          {
            kind: 'paragraph',
            text: `${name} declara su tolerancia cero frente a cualquier forma de acoso en el trabajo. Toda persona tiene derecho a ser tratada con dignidad y a desarrollar su trabajo en un entorno libre de acoso sexual, acoso por razón de sexo, acoso moral o psicológico y acoso discriminatorio, tanto en el centro de trabajo como a través de medios digitales.`,
          },
          {
            kind: 'paragraph',
            text: 'La dirección de la empresa asume el compromiso de prevenir estas conductas, de atender con diligencia cualquier denuncia, de investigarla con garantías y de sancionar a quien resulte responsable, protegiendo en todo momento a la persona que denuncia y a quienes colaboran en la investigación.',
          },
        ],
      },
      {
        heading: 'Marco normativo',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Artículo 48 de la Ley Orgánica 3/2007, para la igualdad efectiva de mujeres y hombres: las empresas deben promover condiciones de trabajo que eviten el acoso sexual y el acoso por razón de sexo y arbitrar procedimientos específicos para su prevención y para dar cauce a las denuncias.',
              'Ley Orgánica 10/2022, de garantía integral de la libertad sexual, que extiende la prevención al ámbito digital.',
              'Real Decreto 901/2020, de planes de igualdad, que incluye la prevención del acoso entre las materias del plan.',
              'Ley 31/1995, de Prevención de Riesgos Laborales, y el Criterio Técnico 104/2021 de la Inspección de Trabajo sobre riesgos psicosociales y acoso.',
              'Ley 15/2022, integral para la igualdad de trato y la no discriminación, para el acoso discriminatorio.',
              'Estatuto de los Trabajadores, artículos 4.2.e) (respeto a la intimidad y dignidad) y 54.2.g) (despido disciplinario por acoso).',
              'Artículos 8.13 y 8.13 bis de la Ley sobre Infracciones y Sanciones en el Orden Social (LISOS).',
              ...(large
                ? [
                    'Al contar con más de 50 personas trabajadoras, la empresa debe disponer además de medidas y de un protocolo frente al acoso y la violencia contra las personas LGTBI (artículo 15 de la Ley 4/2023 y Real Decreto 1026/2024).',
                  ]
                : []),
            ],
          },
        ],
      },
      {
        heading: 'Ámbito de aplicación',
        blocks: [
          {
            kind: 'paragraph',
            text: `Este protocolo se aplica a toda la plantilla de ${name}, cualquiera que sea su contrato o puesto, incluido el personal directivo; a las personas puestas a disposición por empresas de trabajo temporal; al personal en prácticas y becario; y a las personas de empresas clientes, proveedoras o contratistas que se relacionen con la plantilla. Alcanza a las conductas producidas en el lugar de trabajo, en desplazamientos, eventos y comunicaciones relacionadas con el trabajo, y en redes sociales y aplicaciones de mensajería.`,
          },
        ],
      },
      {
        heading: 'Definiciones y ejemplos',
        blocks: [
          { kind: 'subheading', text: 'Acoso sexual' },
          {
            kind: 'paragraph',
            text: 'Cualquier comportamiento, verbal o físico, de naturaleza sexual que tenga el propósito o produzca el efecto de atentar contra la dignidad de una persona, en particular cuando se crea un entorno intimidatorio, degradante u ofensivo. Ejemplos: comentarios o bromas sexuales, contacto físico no deseado, envío de imágenes de contenido sexual, proposiciones con promesas o amenazas laborales.',
          },
          { kind: 'subheading', text: 'Acoso por razón de sexo' },
          {
            kind: 'paragraph',
            text: 'Cualquier comportamiento realizado en función del sexo de una persona con el propósito o el efecto de atentar contra su dignidad y de crear un entorno intimidatorio, degradante u ofensivo. Ejemplos: trato desfavorable por embarazo o maternidad, menosprecio del trabajo por razón de sexo, asignación de tareas inferiores por ser mujer u hombre.',
          },
          { kind: 'subheading', text: 'Acoso moral o psicológico' },
          {
            kind: 'paragraph',
            text: 'Exposición a conductas de violencia psicológica, reiteradas y prolongadas en el tiempo, dirigidas contra una o más personas, que ponen en peligro su salud. Ejemplos: aislamiento deliberado, humillaciones o críticas públicas constantes, privación injustificada de funciones, amenazas. No lo son los conflictos puntuales ni el ejercicio legítimo y respetuoso de la dirección.',
          },
          { kind: 'subheading', text: 'Acoso discriminatorio' },
          {
            kind: 'paragraph',
            text: 'Conducta relacionada con el origen racial o étnico, la religión o convicciones, la discapacidad, la edad, la orientación sexual, la identidad de género u otra circunstancia personal o social, que atente contra la dignidad de la persona y cree un entorno intimidatorio, hostil, degradante, humillante u ofensivo.',
          },
        ],
      },
      {
        heading: 'Medidas de prevención',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Difusión de este protocolo a toda la plantilla y a las nuevas incorporaciones, con acuse de recibo.',
              'Formación y sensibilización periódicas sobre qué es el acoso, cómo prevenirlo y cómo denunciarlo, con un módulo específico para quienes dirigen equipos y para la persona o comisión instructora.',
              'Evaluación de los riesgos psicosociales dentro de la evaluación de riesgos laborales.',
              'Uso de un lenguaje e imágenes no sexistas en las comunicaciones de la empresa.',
              'Cláusulas de respeto a este protocolo en los contratos con empresas contratistas y de trabajo temporal.',
            ],
          },
        ],
      },
      {
        heading: 'Canal de denuncias y órgano instructor',
        blocks: [
          {
            kind: 'paragraph',
            text: `Las denuncias pueden presentarse por escrito, con el formulario del anexo I, ante la persona asesora confidencial o la comisión instructora que designe ${name}, o por correo electrónico a la dirección que la empresa comunique a la plantilla. También puede denunciar cualquier persona que tenga conocimiento de los hechos.`,
          },
          {
            kind: 'paragraph',
            text: 'La comisión instructora estará formada por personas con formación en la materia e imparciales respecto de los hechos, procurando una composición equilibrada entre mujeres y hombres y la participación de la representación legal de las personas trabajadoras, si la hay. Quien tenga relación de parentesco, amistad, enemistad o dependencia con las partes debe abstenerse.',
          },
        ],
      },
      {
        heading: 'Procedimiento de actuación',
        blocks: [
          {
            kind: 'table',
            headers: ['Fase', 'Actuación', 'Plazo máximo'],
            widths: [2, 6, 2],
            rows: [
              [
                'Recepción',
                'Registro de la denuncia, acuse de recibo y asignación de un código a cada persona implicada.',
                '2 días hábiles',
              ],
              [
                'Vía informal (opcional)',
                'Si la persona denunciante lo elige y los hechos lo permiten, la persona asesora transmite a la denunciada que su conducta es inaceptable y debe cesar.',
                '7 días hábiles',
              ],
              [
                'Medidas cautelares',
                'Separación de puestos, cambio de turno o teletrabajo, sin perjuicio para la persona denunciante.',
                'En cualquier momento',
              ],
              [
                'Vía formal: investigación',
                'Audiencia a ambas partes y a testigos, examen de pruebas y documentos, con posibilidad de asistencia de una persona de confianza.',
                '20 días hábiles',
              ],
              [
                'Resolución',
                'Informe de conclusiones con propuesta de medidas y sanciones, comunicado a las partes.',
                '5 días hábiles',
              ],
            ],
          },
          {
            kind: 'paragraph',
            text: 'Durante todo el procedimiento se garantiza la audiencia de las dos partes y la presunción de inocencia. Si se constata el acoso, la dirección adoptará las medidas disciplinarias y de protección que procedan; si no se constata, se archivará el expediente sin consecuencias para la persona denunciante de buena fe.',
          },
        ],
      },
      {
        heading: 'Garantías',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Confidencialidad: la información solo la conocen quienes intervienen, que firman el compromiso del anexo II; las personas se identifican con códigos en lugar de nombres.',
              'Prohibición de represalias contra quien denuncia, testifica o colabora de buena fe.',
              'Imparcialidad, celeridad y respeto a la dignidad de todas las personas implicadas.',
              'Protección de datos: los datos se tratan solo para tramitar el procedimiento, se conservan el tiempo necesario y se aplican las medidas de seguridad del Reglamento (UE) 2016/679.',
            ],
          },
        ],
      },
      {
        heading: 'Régimen sancionador',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Las conductas de acoso constituyen falta muy grave y pueden sancionarse, según su gravedad y el convenio colectivo aplicable, hasta con el despido disciplinario (artículo 54.2.g del Estatuto de los Trabajadores). Las denuncias falsas realizadas de mala fe también son sancionables. Cuando la persona responsable sea ajena a la empresa, se informará a su empleador y se adoptarán las medidas contractuales oportunas.',
          },
        ],
      },
      {
        heading: 'Seguimiento y revisión',
        blocks: [
          {
            kind: 'paragraph',
            text: 'La empresa registrará los procedimientos tramitados de forma anonimizada, evaluará anualmente la eficacia de este protocolo y lo revisará cuando cambie la normativa, la organización o cuando la experiencia lo aconseje. Cumplia actualizará el documento en cada renovación anual.',
          },
        ],
      },
      {
        heading: 'Anexos',
        blocks: [
          { kind: 'subheading', text: 'Anexo I. Formulario de denuncia' },
          {
            kind: 'bullets',
            items: [
              'Persona que denuncia (nombre o código) y relación con la empresa.',
              'Persona o personas denunciadas y su puesto.',
              'Descripción de los hechos, fechas, lugares y medios (incluidos digitales).',
              'Testigos y pruebas disponibles.',
              'Solicitud, en su caso, de medidas cautelares. Fecha y firma.',
            ],
          },
          { kind: 'subheading', text: 'Anexo II. Compromiso de confidencialidad' },
          {
            kind: 'paragraph',
            text: 'Quien interviene en el procedimiento se compromete a no divulgar ninguna información conocida por su participación, a usarla solo para la tramitación del expediente y a custodiarla con las medidas de seguridad establecidas, también después de terminado el procedimiento.',
          },
          { kind: 'subheading', text: 'Anexo III. Acuse de recibo del protocolo' },
          {
            kind: 'paragraph',
            text: `La persona firmante declara haber recibido y leído el Protocolo de prevención y actuación frente al acoso de ${name} y se compromete a cumplirlo. Nombre, DNI, fecha y firma.`,
          },
          signatureBlock(company, generatedOn),
        ],
      },
    ],
  };
}
