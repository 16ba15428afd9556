import {
  type DocumentContext,
  listEs,
  profileCompanyDataBlock,
  representationText,
  signatureBlock,
} from './document-company.js';
import type { DocumentBlock, DocumentSpec } from './render-document.js';

/** The workplace harassment prevention and response protocol (LO 3/2007 art. 48 and related rules). */
export function harassmentProtocol(ctx: DocumentContext): DocumentSpec {
  const { company, profile, provider, generatedOn } = ctx;
  const large = profile.numTrabajadores > 50;
  const name = company.razonSocial;
  const channel = [
    profile.canalEmail ? `por correo electrónico a ${profile.canalEmail}` : '',
    profile.canalDireccion
      ? `por escrito en sobre cerrado dirigido a la persona asesora confidencial en ${profile.canalDireccion}`
      : '',
  ].filter(Boolean);
  const committee = listEs(profile.comisionInstructora);
  return {
    title: 'Protocolo de prevención y actuación frente al acoso',
    subtitle: `${name} · Acoso sexual, por razón de sexo, moral y discriminatorio`,
    companyData: profileCompanyDataBlock(company, profile, ctx.profileVersion),
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
            text: `Persona asesora confidencial: ${profile.asesorConfidencial}. Es el primer punto de contacto: recibe las denuncias y consultas, informa y acompaña a la persona afectada, y tramita la vía informal.`,
          },
          {
            kind: 'paragraph',
            text: `Comisión instructora: ${committee}. Tramita la vía formal. Sus miembros tienen formación en la materia, actúan con imparcialidad y se procura una composición equilibrada entre mujeres y hombres${profile.representacion === 'ninguna' ? '' : ' con participación de la representación legal de las personas trabajadoras'}. Quien tenga relación de parentesco, amistad, enemistad o dependencia con las partes, o sea parte, se abstiene y es sustituido por quien designe la dirección.`,
          },
          {
            kind: 'paragraph',
            text: `Cómo denunciar: ${listEs(channel)}, con el formulario del anexo I, o verbalmente ante la persona asesora, que levanta acta firmada. Puede denunciar la persona afectada o cualquiera que conozca los hechos. El canal se comunica a toda la plantilla y a las empresas que prestan servicios en los centros: ${listEs(profile.centrosTrabajo)}.`,
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
          { kind: 'subheading', text: 'Vía informal' },
          {
            kind: 'paragraph',
            text: `Solo para conductas de acoso moral o discriminatorio leves y si la persona afectada lo elige; nunca en el acoso sexual o por razón de sexo, que se tramitan siempre por la vía formal. ${profile.asesorConfidencial} se reúne con la persona denunciada, le explica que su conducta es inaceptable y debe cesar, y en 7 días hábiles comprueba con la persona afectada si ha cesado. Si no cesa o la persona afectada no queda satisfecha, se abre la vía formal.`,
          },
          { kind: 'subheading', text: 'Vía formal' },
          {
            kind: 'paragraph',
            text: `La comisión instructora (${committee}) abre expediente en 2 días hábiles desde la denuncia, propone medidas cautelares si son necesarias, oye por separado a la persona denunciante, a la denunciada y a los testigos, que pueden estar asistidos por una persona de su confianza o de la representación legal, y emite su informe en 20 días hábiles. La dirección resuelve en 5 días hábiles y comunica la resolución por escrito a las dos partes.`,
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
            kind: 'table',
            headers: ['Apartado', 'A completar por la persona que denuncia'],
            widths: [3.5, 6.5],
            rows: [
              ['Persona que denuncia (nombre o código) y relación con la empresa', ''],
              ['Persona afectada, si es otra', ''],
              ['Persona o personas denunciadas y su puesto', ''],
              ['Tipo de acoso: sexual · por razón de sexo · moral · discriminatorio · LGTBI', ''],
              ['Descripción de los hechos, fechas, lugares y medios (incluidos digitales)', ''],
              ['Testigos y pruebas', ''],
              ['Medidas cautelares que solicita', ''],
              ['Fecha y firma', ''],
            ],
          },
          { kind: 'paragraph', text: `Entregar a ${profile.asesorConfidencial} ${listEs(channel)}.` },
          { kind: 'subheading', text: 'Anexo II. Compromiso de confidencialidad' },
          {
            kind: 'paragraph',
            text: `Quien firma, como persona que interviene en un procedimiento del protocolo frente al acoso de ${name} (asesora, miembro de la comisión instructora, testigo o acompañante), se compromete a no divulgar ninguna información conocida por su participación, a usarla solo para la tramitación del expediente y a custodiarla con las medidas de seguridad establecidas, también después de terminado el procedimiento. Conoce que su incumplimiento puede ser sancionado.`,
          },
          {
            kind: 'signature',
            lines: [
              'Nombre y apellidos: ______________________   Papel en el procedimiento: ____________',
              'Fecha y firma:',
            ],
          },
          { kind: 'subheading', text: 'Anexo III. Acuse de recibo de la denuncia y del protocolo' },
          {
            kind: 'paragraph',
            text: `${profile.asesorConfidencial}, en nombre de ${name}, acusa recibo de la denuncia con el código de expediente asignado y la fecha y hora de entrada, e informa a la persona denunciante de los plazos de este protocolo y de su derecho a no sufrir represalias. Asimismo, cada persona trabajadora firma al incorporarse que ha recibido y leído este protocolo y se compromete a cumplirlo.`,
          },
          {
            kind: 'signature',
            lines: ['Nombre y apellidos: ______________________   DNI: ____________', 'Fecha y firma:'],
          },
          {
            kind: 'subheading',
            text: 'Anexo IV. Acta de consulta con la representación legal de las personas trabajadoras',
          },
          {
            kind: 'paragraph',
            text:
              profile.representacion === 'ninguna'
                ? `En la empresa ${representationText(profile)}. El protocolo se ha dado a conocer a toda la plantilla, que ha podido presentar observaciones durante 10 días, antes de su aprobación por la dirección.`
                : `Reunidas la dirección de ${name} y la representación legal de las personas trabajadoras (${representationText(profile)}), se presenta este protocolo, se recogen las observaciones de la representación y se acuerda su aprobación e implantación. La representación participa en su seguimiento anual.`,
          },
          {
            kind: 'signature',
            lines: [
              `Por la dirección: ${company.nombre}`,
              profile.representacion === 'ninguna' ? '' : `Por la representación: ${profile.representantes}`,
              `Fecha: ${generatedOn}`,
            ],
          },
          ...(large ? lgtbiAnnex(ctx) : []),
          signatureBlock(company, generatedOn),
        ],
      },
    ],
  };
}

/** Annex V for more than 50 workers: the planned LGTBI measures and the protocol (Ley 4/2023 art. 15, RD 1026/2024). */
function lgtbiAnnex({ company, profile }: DocumentContext): DocumentBlock[] {
  return [
    {
      kind: 'subheading',
      text: 'Anexo V. Medidas LGTBI y protocolo frente al acoso y la violencia contra las personas LGTBI',
    },
    {
      kind: 'paragraph',
      text: `Con ${profile.numTrabajadores} personas trabajadoras, ${company.razonSocial} debe contar con un conjunto planificado de medidas para la igualdad y no discriminación de las personas LGTBI, que incluya un protocolo de actuación frente al acoso y la violencia contra ellas (artículo 15 de la Ley 4/2023 y Real Decreto 1026/2024). Las medidas se negocian con la representación legal de las personas trabajadoras (${profile.representantes || 'la que exista'}) y este anexo recoge su contenido mínimo.`,
    },
    {
      kind: 'bullets',
      items: [
        'Cláusula de igualdad de trato y no discriminación por orientación sexual, identidad sexual, expresión de género y características sexuales.',
        'Acceso al empleo: procesos de selección con criterios objetivos, sin preguntas sobre la vida privada ni la identidad de las personas candidatas.',
        'Clasificación y promoción profesional con criterios neutros y verificables.',
        'Formación y sensibilización de toda la plantilla, y en particular de mandos y personas que intervienen en este protocolo, sobre diversidad LGTBI.',
        'Salud laboral: la evaluación de riesgos psicosociales tiene en cuenta la discriminación y el acoso por estos motivos.',
        'Permisos y beneficios sociales reconocidos a todos los modelos de familia, con independencia de la orientación o identidad de sus miembros.',
        'Respeto a la identidad: uso del nombre y pronombre sentidos en las comunicaciones internas, y acceso a vestuarios y aseos conforme a la identidad de la persona.',
        'Régimen disciplinario: las conductas de acoso o violencia LGTBI se tipifican como falta muy grave.',
      ],
    },
    {
      kind: 'paragraph',
      text: `Protocolo frente al acoso LGTBI: se aplican el canal, la persona asesora confidencial (${profile.asesorConfidencial}), la comisión instructora y los plazos de este protocolo, con estas particularidades: la identidad u orientación de la persona afectada no se revela sin su consentimiento; la comisión cuenta con formación específica en diversidad LGTBI; y se ofrecen medidas de apoyo a la persona afectada. Las medidas se revisan junto con el protocolo y su cumplimiento se recoge en el informe anual de seguimiento.`,
    },
  ];
}
