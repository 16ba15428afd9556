import { PROTOCOL_LABELS, type ProtocolCode } from '@cumplia/domain';
import { companyDataBlock, type DocumentCompany } from './document-company.js';
import type { DocumentSpec } from './render-document.js';

/** What a company must do with each protocol once it has it (the leaflet's core). */
const WHAT_TO_DO: Record<ProtocolCode, string[]> = {
  LOPD: [
    'Complete en su área de cliente el perfil de cumplimiento: tratamientos de datos, encargados y medidas de seguridad.',
    'Descargue el registro de actividades de tratamiento y los textos informativos, y publique la cláusula informativa en su web y formularios.',
    'Firme con sus proveedores que traten datos por su cuenta los contratos de encargado del tratamiento incluidos.',
    'Comunique a su plantilla el deber de confidencialidad y guarde la documentación firmada.',
  ],
  ACOSO: [
    'Indique en su perfil la persona o comisión asesora que recibirá las denuncias y el canal para presentarlas.',
    'Entregue el protocolo a toda la plantilla (por correo o en el tablón) y guarde constancia de la entrega.',
    'Ante una denuncia, siga los plazos del protocolo: acuse de recibo, investigación confidencial y resolución.',
  ],
  DIGITAL: [
    'Indique en su perfil los horarios de trabajo y las excepciones (guardias, urgencias) de su empresa.',
    'Entregue la política a la plantilla y, si tiene representación legal de los trabajadores, dele audiencia.',
    'Revise la política cuando cambien sus horarios o la forma de trabajo (por ejemplo, teletrabajo).',
  ],
};

export type LeafletInput = {
  company: DocumentCompany;
  protocols: ProtocolCode[];
  provider: DocumentSpec['provider'] & { phone: string };
  publicUrl: string;
  generatedOn: string;
};

export const LEAFLET_FILE_NAME = 'bienvenida_cumplia.pdf';

/**
 * The information leaflet sent with the first signed contracts: what the service is, what the company must do with
 * each of its protocols, and how to reach the provider.
 */
export function informationLeaflet(input: LeafletInput): DocumentSpec {
  const { provider } = input;
  return {
    title: 'Bienvenida a Cumplia',
    subtitle: `${input.company.razonSocial} · Guía de su servicio`,
    companyData: companyDataBlock(input.company),
    generatedOn: input.generatedOn,
    provider,
    sections: [
      {
        heading: 'Qué es Cumplia',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Cumplia prepara y mantiene al día la documentación que la ley exige a su empresa en protección de datos, prevención del acoso laboral y desconexión digital. Los documentos se redactan con los datos de su empresa y las respuestas de su perfil de cumplimiento, y se actualizan cuando cambia la normativa durante la vigencia de su contrato.',
          },
          {
            kind: 'paragraph',
            text: `Su área de cliente está en ${input.publicUrl}/acceso. Allí descarga sus protocolos, contratos y facturas. Para entrar por primera vez, verifique su cuenta con el correo que le hemos enviado y elija su contraseña.`,
          },
        ],
      },
      ...input.protocols.map((protocol) => ({
        heading: `Su protocolo de ${PROTOCOL_LABELS[protocol]}: qué debe hacer`,
        blocks: [{ kind: 'bullets' as const, items: WHAT_TO_DO[protocol] }],
      })),
      {
        heading: 'Cómo contactarnos',
        blocks: [
          {
            kind: 'table',
            headers: ['Canal', 'Dato'],
            widths: [3, 7],
            rows: [
              ['Correo electrónico', provider.email],
              ['Teléfono', provider.phone],
              ['Dirección', provider.address],
              ['Web', input.publicUrl],
            ],
          },
          {
            kind: 'paragraph',
            text: 'Su gestoría sigue siendo su interlocutora habitual: puede consultarle cualquier duda sobre el servicio, y ella nos la hará llegar.',
          },
        ],
      },
    ],
  };
}
