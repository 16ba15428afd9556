import type { ProtocolCode } from '@cumplia/domain';
import { wordingVersion } from '../legal/legal-template.js';
import { DATA_PROTECTION_TEMPLATES, dataProtectionData, dataProtectionPack } from './data-protection-pack.js';
import { DISCONNECTION_TEMPLATES, disconnectionData, disconnectionPolicy } from './disconnection-policy.js';
import type { DocumentContext } from './document-company.js';
import { HARASSMENT_TEMPLATES, harassmentData, harassmentProtocol } from './harassment-protocol.js';
import { renderDocument } from './render-document.js';

export type ProtocolKind = 'lopd' | 'acoso' | 'desconexion';

/** The document of each protocol code. */
export const PROTOCOL_KIND: Record<ProtocolCode, ProtocolKind> = {
  LOPD: 'lopd',
  ACOSO: 'acoso',
  DIGITAL: 'desconexion',
};

/** The three protocol documents, with the spec's download names and the templates their wording comes from. */
export const PROTOCOLS = {
  lopd: {
    code: 'LOPD',
    build: dataProtectionPack,
    data: dataProtectionData,
    templates: DATA_PROTECTION_TEMPLATES,
    fileName: 'plantilla_lopd.pdf',
    label: 'LOPDGDD',
  },
  acoso: {
    code: 'ACOSO',
    build: harassmentProtocol,
    data: harassmentData,
    templates: HARASSMENT_TEMPLATES,
    fileName: 'plantilla_acoso_laboral.pdf',
    label: 'Acoso Laboral',
  },
  desconexion: {
    code: 'DIGITAL',
    build: disconnectionPolicy,
    data: disconnectionData,
    templates: DISCONNECTION_TEMPLATES,
    fileName: 'plantilla_desconexion_digital.pdf',
    label: 'Desconexión Digital',
  },
} as const;

/** The version of the wording a protocol document is written with today. */
export const protocolWordingVersion = (kind: ProtocolKind) => wordingVersion(PROTOCOLS[kind].templates);

export function renderProtocol(kind: ProtocolKind, context: DocumentContext): Promise<Buffer> {
  return renderDocument(PROTOCOLS[kind].build(context));
}
