import type { ProtocolCode } from '@cumplia/domain';
import { dataProtectionPack } from './data-protection-pack.js';
import { disconnectionPolicy } from './disconnection-policy.js';
import type { DocumentContext } from './document-company.js';
import { harassmentProtocol } from './harassment-protocol.js';
import { renderDocument } from './render-document.js';

export type ProtocolKind = 'lopd' | 'acoso' | 'desconexion';

/** The document of each protocol code. */
export const PROTOCOL_KIND: Record<ProtocolCode, ProtocolKind> = {
  LOPD: 'lopd',
  ACOSO: 'acoso',
  DIGITAL: 'desconexion',
};

/** The three protocol documents, with the spec's download names. */
export const PROTOCOLS = {
  lopd: { code: 'LOPD', build: dataProtectionPack, fileName: 'plantilla_lopd.pdf', label: 'LOPDGDD' },
  acoso: { code: 'ACOSO', build: harassmentProtocol, fileName: 'plantilla_acoso_laboral.pdf', label: 'Acoso Laboral' },
  desconexion: {
    code: 'DIGITAL',
    build: disconnectionPolicy,
    fileName: 'plantilla_desconexion_digital.pdf',
    label: 'Desconexión Digital',
  },
} as const;

export function renderProtocol(kind: ProtocolKind, context: DocumentContext): Promise<Buffer> {
  return renderDocument(PROTOCOLS[kind].build(context));
}
