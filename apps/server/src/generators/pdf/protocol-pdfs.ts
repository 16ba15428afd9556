import type { ProtocolCode } from '@cumplia/domain';
import { legalTemplate, unknownPlaceholders, wordingVersion } from '../legal/legal-template.js';
import { DATA_PROTECTION_TEMPLATES, dataProtectionFillings, dataProtectionPack } from './data-protection-pack.js';
import { DISCONNECTION_TEMPLATES, disconnectionData, disconnectionPolicy } from './disconnection-policy.js';
import type { DocumentContext } from './document-company.js';
import { HARASSMENT_TEMPLATES, harassmentData, harassmentProtocol } from './harassment-protocol.js';
import { type DocumentSpec, renderDocument } from './render-document.js';

export type ProtocolKind = 'lopd' | 'acoso' | 'desconexion';

/** The document of each protocol code. */
export const PROTOCOL_KIND: Record<ProtocolCode, ProtocolKind> = {
  LOPD: 'lopd',
  ACOSO: 'acoso',
  DIGITAL: 'desconexion',
};

/**
 * The three protocol documents, with the spec's download names, the templates their wording comes from and each
 * template's data (`fillings`, what the placeholder check compares the templates with).
 */
export const PROTOCOLS = {
  lopd: {
    code: 'LOPD',
    build: dataProtectionPack,
    fillings: dataProtectionFillings,
    templates: DATA_PROTECTION_TEMPLATES,
    fileName: 'plantilla_lopd.pdf',
    label: 'LOPDGDD',
  },
  acoso: {
    code: 'ACOSO',
    build: harassmentProtocol,
    fillings: (ctx: DocumentContext): [string, object][] => [[HARASSMENT_TEMPLATES[0], harassmentData(ctx)]],
    templates: HARASSMENT_TEMPLATES,
    fileName: 'plantilla_acoso_laboral.pdf',
    label: 'Acoso Laboral',
  },
  desconexion: {
    code: 'DIGITAL',
    build: disconnectionPolicy,
    fillings: (ctx: DocumentContext): [string, object][] => [[DISCONNECTION_TEMPLATES[0], disconnectionData(ctx)]],
    templates: DISCONNECTION_TEMPLATES,
    fileName: 'plantilla_desconexion_digital.pdf',
    label: 'Desconexión Digital',
  },
} as const;

/** The version of the wording a protocol document is written with today. */
export const protocolWordingVersion = (kind: ProtocolKind) => wordingVersion(PROTOCOLS[kind].templates);

/** What the latest change of a document's wording was, as its main template says ('cambios'). */
export const protocolWordingChanges = (kind: ProtocolKind) => legalTemplate(PROTOCOLS[kind].templates[0]).changes;

/**
 * The placeholders of a document's templates that their data never offers, over a set of companies (a path
 * inside a list counts when any company has an element there): what `npm run legal:render` and the tests refuse.
 */
export function unknownPlaceholdersOf(kind: ProtocolKind, contexts: DocumentContext[]): string[] {
  const fillings = contexts.flatMap((context) => PROTOCOLS[kind].fillings(context));
  return PROTOCOLS[kind].templates.flatMap((name) =>
    unknownPlaceholders(
      legalTemplate(name),
      fillings.filter(([template]) => template === name).map(([, data]) => data),
    ),
  );
}

/** A protocol's document with the versions it is written with, as every page prints them. */
export function protocolDocument(kind: ProtocolKind, context: DocumentContext): DocumentSpec {
  const wording = `Redacción ${protocolWordingVersion(kind)}`;
  const versions = kind === 'lopd' ? `${wording} · Registro de actividades v${context.register.version}` : wording;
  return { ...PROTOCOLS[kind].build(context), versions };
}

export function renderProtocol(kind: ProtocolKind, context: DocumentContext): Promise<Buffer> {
  return renderDocument(protocolDocument(kind, context));
}
