import { companyDataBlock, type DocumentContext, signatureBlock } from './document-company.js';
import type { DocumentSpec } from './render-document.js';

/** The LOPDGDD / GDPR documentation of a small company. */
export function dataProtectionPack({ company, provider, generatedOn }: DocumentContext): DocumentSpec {
  const name = company.razonSocial;
  const controller = `${name} (NIF ${company.nifCif}), con domicilio en ${[company.direccion, company.codigoPostal, company.provincia].filter(Boolean).join(', ')}`;
  const contact = company.email || 'la dirección de correo electrónico de la empresa';
  return {
    title: 'Documentación de protección de datos',
    subtitle: `${name} · Reglamento (UE) 2016/679 (RGPD) y Ley Orgánica 3/2018 (LOPDGDD)`,
    companyData: companyDataBlock(company),
    generatedOn,
    provider,
    sections: [
      {
        heading: 'Responsable del tratamiento y principios',
        blocks: [
          {
            kind: 'paragraph',
            text: `El responsable de los tratamientos descritos es ${controller}. La empresa trata los datos personales de acuerdo con los principios del artículo 5 del RGPD: licitud, lealtad y transparencia; limitación de la finalidad; minimización; exactitud; limitación del plazo de conservación; integridad y confidencialidad; y responsabilidad proactiva.`,
          },
          {
            kind: 'paragraph',
            text: 'Este documento reúne la documentación básica exigible a una pequeña empresa con tratamientos de bajo riesgo, en la línea de la herramienta gratuita de la Agencia Española de Protección de Datos, completada con las obligaciones de la LOPDGDD.',
          },
        ],
      },
      {
        heading: 'Registro de actividades de tratamiento (artículo 30 RGPD)',
        blocks: [
          {
            kind: 'table',
            headers: [
              'Tratamiento',
              'Finalidad y base jurídica',
              'Interesados y datos',
              'Destinatarios',
              'Conservación',
            ],
            widths: [2, 3, 3, 2.5, 2.5],
            rows: [
              [
                'Gestión de personal',
                'Relación laboral, nóminas, Seguridad Social y prevención de riesgos. Art. 6.1.b) y c) RGPD.',
                'Personas trabajadoras: identificativos, contacto, datos económicos y de salud laboral.',
                'Gestoría laboral (encargada), Seguridad Social, AEAT, servicio de prevención, bancos.',
                'Durante la relación y 4 años después (prescripción laboral y fiscal).',
              ],
              [
                'Clientes',
                'Prestación de servicios, facturación y contabilidad. Art. 6.1.b) y c) RGPD.',
                'Clientes y personas de contacto: identificativos, contacto, datos bancarios.',
                'AEAT, entidades bancarias, asesoría contable (encargada).',
                'Durante la relación y 6 años (artículo 30 del Código de Comercio).',
              ],
              [
                'Proveedores',
                'Gestión de compras y pagos. Art. 6.1.b) y c) RGPD.',
                'Proveedores y personas de contacto: identificativos, contacto, bancarios.',
                'AEAT, entidades bancarias.',
                'Durante la relación y 6 años.',
              ],
              [
                'Candidaturas',
                'Selección de personal. Art. 6.1.a) y b) RGPD.',
                'Candidatos: currículum, formación, experiencia.',
                'No se ceden.',
                'Hasta 1 año desde la recepción, salvo consentimiento para más tiempo.',
              ],
            ],
          },
          {
            kind: 'paragraph',
            text: 'No se realizan transferencias internacionales de datos salvo las que se indiquen expresamente con sus garantías. Las medidas de seguridad aplicadas a cada tratamiento se describen en el apartado 5.',
          },
        ],
      },
      {
        heading: 'Información a las personas interesadas (artículos 13 y 14 RGPD; artículo 11 LOPDGDD)',
        blocks: [
          { kind: 'subheading', text: 'Cláusula para personas trabajadoras' },
          {
            kind: 'paragraph',
            text: `${name} tratará sus datos para gestionar la relación laboral, las nóminas, la Seguridad Social y la prevención de riesgos laborales, sobre la base del contrato de trabajo y de las obligaciones legales. Los datos se comunicarán a las administraciones públicas y a las entidades que la ley exija, y los tratarán por cuenta de la empresa la gestoría laboral y los proveedores de servicios necesarios. Se conservarán durante la relación laboral y los plazos legales de prescripción. Puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a ${contact}, y reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).`,
          },
          { kind: 'subheading', text: 'Cláusula para clientes (primera capa)' },
          {
            kind: 'paragraph',
            text: `Responsable: ${name}. Finalidad: prestarle nuestros servicios y facturarlos. Legitimación: ejecución del contrato y obligaciones legales. Destinatarios: administraciones y entidades bancarias, cuando la ley lo exija. Derechos: acceder, rectificar y suprimir sus datos, y otros, escribiendo a ${contact}. Información adicional: en nuestra política de privacidad.`,
          },
        ],
      },
      {
        heading: 'Contrato de encargado del tratamiento (artículo 28.3 RGPD)',
        blocks: [
          {
            kind: 'paragraph',
            text: `Cuando un proveedor trate datos personales por cuenta de ${name} (gestoría, asesoría, servicios informáticos o en la nube, entre otros), ambas partes firmarán un contrato que recoja, como mínimo:`,
          },
          {
            kind: 'bullets',
            items: [
              'Objeto, duración, naturaleza y finalidad del tratamiento, tipo de datos y categorías de interesados.',
              'Que el encargado trate los datos solo siguiendo instrucciones documentadas del responsable.',
              'El deber de confidencialidad de las personas autorizadas para tratar los datos.',
              'Las medidas de seguridad del artículo 32 del RGPD.',
              'Las condiciones para recurrir a subencargados, con autorización previa del responsable.',
              'La asistencia al responsable para atender los derechos de los interesados y cumplir sus obligaciones de seguridad, notificación de brechas y evaluación de impacto.',
              'La supresión o devolución de los datos al terminar el servicio.',
              'La puesta a disposición de la información necesaria para demostrar el cumplimiento y permitir auditorías.',
            ],
          },
        ],
      },
      {
        heading: 'Medidas de seguridad (artículo 32 RGPD)',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Control de acceso: cada persona accede con usuario y contraseña propios, solo a los datos que necesita para su trabajo.',
              'Contraseñas robustas, renovadas cuando haya indicios de compromiso, y bloqueo de pantalla al ausentarse.',
              'Copias de seguridad periódicas, al menos semanales, guardadas en un lugar distinto y comprobadas.',
              'Antivirus, cortafuegos y actualizaciones de seguridad al día en todos los equipos.',
              'Documentación en papel guardada en armarios o archivos con llave; destrucción segura cuando ya no sea necesaria.',
              'Cifrado de portátiles y dispositivos extraíbles que contengan datos personales.',
              'Deber de confidencialidad firmado por toda persona con acceso a datos (artículo 5 LOPDGDD).',
            ],
          },
        ],
      },
      {
        heading: 'Procedimiento de ejercicio de derechos (artículos 15 a 22 RGPD)',
        blocks: [
          {
            kind: 'bullets',
            items: [
              `Las solicitudes se reciben en ${contact} o por escrito en el domicilio de la empresa.`,
              'Se comprueba la identidad de quien solicita, sin pedir más datos de los necesarios.',
              'Se responde en el plazo de un mes desde la recepción, ampliable dos meses más en casos complejos, informando de la ampliación dentro del primer mes.',
              'La respuesta es gratuita, salvo solicitudes manifiestamente infundadas o excesivas.',
              'Se deja constancia de cada solicitud y de su respuesta.',
            ],
          },
        ],
      },
      {
        heading: 'Brechas de seguridad (artículos 33 y 34 RGPD)',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Toda persona que detecte una posible brecha (pérdida de un dispositivo, acceso indebido, envío de datos a un destinatario equivocado, ataque informático) la comunicará de inmediato a la dirección. La empresa la registrará y, si supone un riesgo para los derechos de las personas, la notificará a la Agencia Española de Protección de Datos en un plazo máximo de 72 horas; si el riesgo es alto, informará también a las personas afectadas.',
          },
        ],
      },
      {
        heading: 'Otras obligaciones que pueden aplicar',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Videovigilancia: cartel informativo y conservación máxima de un mes (artículos 22 y 89 LOPDGDD).',
              'Sistema interno de información o canal de denuncias para empresas de 50 o más personas trabajadoras (Ley 2/2023).',
              'Delegado de protección de datos en los casos de los artículos 37 RGPD y 34 LOPDGDD.',
              'Evaluación de impacto cuando un tratamiento suponga un alto riesgo (artículo 35 RGPD).',
            ],
          },
          signatureBlock(company, generatedOn),
        ],
      },
    ],
  };
}
