import { territoryOfPostalCode } from '@cumplia/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { companies, outboxMessages } from '../../db/schema/index.js';
import { appendEvidencePage, type EvidenceEvent } from '../../generators/pdf/evidence-page.js';
import type { MandateDocument } from '../../generators/pdf/mandate-amendment.js';
import { sealPdf } from '../../generators/pdf/pdf-seal.js';
import { documentsDigest, type LinkDocument, type SigningEvent } from './signing-events.js';

export const maskPhone = (phone: string) => `${phone.slice(0, 3)} ••• ••• ${phone.slice(-3)}`;

/**
 * The consent the signer accepts with the checkbox before asking for the code; the code request stores the same
 * text in the link's log, so the evidence says exactly what was accepted.
 */
export function signingConsentText(input: {
  phone: string;
  agency: string | null;
  /** The mandate document the link signs instead of contracts. */
  mandateDocument?: MandateDocument | null;
}) {
  const accepted = input.mandateDocument ? input.mandateDocument.consentPhrase : 'los contratos que he abierto';
  const base = `He leído y acepto ${accepted}. Firmaré introduciendo el código de un solo uso que Cumplia enviará al teléfono ${maskPhone(input.phone)}.`;
  return input.agency ? `${base} Al firmar, confirmo a ${input.agency} como mi gestoría para estos servicios.` : base;
}

/** The outbox SMS of a link whose idempotency key starts with `prefix` (the newest). */
async function linkSms(db: Queryable, prefix: string) {
  const [sms] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'SMS'), like(outboxMessages.idempotencyKey, `${prefix}%`)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return sms ?? null;
}

/** The SMS that carried the code just used (the newest code SMS of the link). */
export const codeSmsOf = (db: Queryable, requestId: number) => linkSms(db, `signature-code:${requestId}:`);

const receiptOf = (sms: { receiptStatus: string | null; receiptAt: Date | null } | null) =>
  sms?.receiptStatus ? `${sms.receiptStatus}${sms.receiptAt ? ` (${sms.receiptAt.toISOString()})` : ''}` : null;

/** Each event of the log as the evidence page words it: only what the log shows. */
function eventLines(events: SigningEvent[], documents: LinkDocument[]): EvidenceEvent[] {
  const titleOf = (id: number | null) => documents.find((document) => document.id === id)?.title ?? 'documento';
  const what: Record<SigningEvent['kind'], (event: SigningEvent) => string> = {
    LINK_SENT: () => 'Enlace de firma enviado por SMS',
    LINK_OPENED: () => 'Enlace abierto',
    DOCUMENT_OPENED: (event) => `Documento abierto: ${titleOf(event.documentId)}`,
    CODE_REQUESTED: () => 'Consentimiento marcado, nombre y NIF escritos; código pedido',
    IDENTITY_MISMATCH: () => 'Nombre o NIF distintos de los del representante: código no enviado',
    CODE_REJECTED: () => 'Código incorrecto',
    SIGNED: () => 'Código correcto: firmado',
  };
  return events.map((event) => ({ at: event.at, what: what[event.kind](event), ip: event.ip }));
}

/**
 * A document signed by SMS code: the evidence pages added from the link's log (who as typed, the consent, the
 * code SMS and its receipt, every event), the document shown attached byte for byte, then sealed by the
 * provider, so the PAdES signature covers the whole file.
 */
export async function signedWithEvidence(
  db: Queryable,
  config: Config,
  document: { pdf: Uint8Array; sha256: string; title: string; fileName: string; reason: string },
  link: {
    request: { id: number; companyId: number; phone: string; phoneEnteredBy: string | null };
    representative: { nombre: string; nif: string };
    documents: LinkDocument[];
    events: SigningEvent[];
    now: Date;
  },
) {
  const { request, events, now } = link;
  const requested = events.findLast((event) => event.kind === 'CODE_REQUESTED');
  const signed = events.findLast((event) => event.kind === 'SIGNED');
  const typed = requested?.details ?? {};
  const codeSms = await codeSmsOf(db, request.id);
  const [company] = await db
    .select({ codigoPostal: companies.codigoPostal })
    .from(companies)
    .where(eq(companies.id, request.companyId));
  const digest = documentsDigest(link.documents);
  const withEvidence = await appendEvidencePage(document.pdf, {
    signer: { name: link.representative.nombre, nif: link.representative.nif },
    typed: { name: typed.nombre ?? '', nif: typed.nif ?? '' },
    phone: request.phone,
    phoneEnteredBy: request.phoneEnteredBy,
    signedAt: now,
    localTimeZone: territoryOfPostalCode(company?.codigoPostal ?? '') === 'CANARIAS' ? 'Atlantic/Canary' : null,
    ip: signed?.ip ?? null,
    userAgent: signed?.userAgent ?? null,
    document: { title: document.title, fileName: document.fileName, sha256: document.sha256 },
    documents: { ...digest, count: link.documents.length },
    consentText: typed.consentimiento ?? '',
    codeSms: codeSms
      ? { sentAt: codeSms.sentAt, providerMessageIds: codeSms.providerMessageIds ?? [], receipt: receiptOf(codeSms) }
      : null,
    events: eventLines(events, link.documents),
  });
  return sealPdf(withEvidence, config.seal, {
    reason: `${document.reason} por ${link.representative.nombre} (${link.representative.nif}) con código SMS`,
    location: config.provider.address,
    contactInfo: config.provider.email,
    signingTime: now,
    tsaUrl: config.tsaUrl,
    tsaCredentials: config.tsaCredentials,
    tsaTls: config.tsaTls,
  });
}
