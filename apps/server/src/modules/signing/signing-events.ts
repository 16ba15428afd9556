import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { type SignatureEventDetails, type signatureEventKind, signatureEvents } from '../../db/schema/index.js';
import { sha256Hex } from '../../lib/secure-token.js';

export type SigningEventKind = (typeof signatureEventKind.enumValues)[number];

/** Where a signing page request came from, as the evidence records it. */
export type SigningClient = { ip: string | null; userAgent: string | null };

/** A document of a link as served to the signer: a contract, or the link's mandate amendment. */
export type LinkDocument = { id: number; sha256: string; title: string };

/** Appends an event to a link's log (signature_events is append-only). */
export async function recordSigningEvent(
  db: Queryable,
  event: {
    requestId: number;
    kind: SigningEventKind;
    at: Date;
    client?: SigningClient;
    document?: { id: number; sha256: string };
    details?: SignatureEventDetails;
  },
) {
  await db.insert(signatureEvents).values({
    signatureRequestId: event.requestId,
    kind: event.kind,
    at: event.at,
    ip: event.client?.ip ?? null,
    userAgent: event.client?.userAgent?.slice(0, 500) ?? null,
    documentId: event.document?.id ?? null,
    documentSha256: event.document?.sha256 ?? null,
    details: event.details ?? null,
  });
}

/** A link's log, oldest first. */
export function signingEventsOf(db: Queryable, requestId: number) {
  return db
    .select()
    .from(signatureEvents)
    .where(eq(signatureEvents.signatureRequestId, requestId))
    .orderBy(asc(signatureEvents.id));
}

export type SigningEvent = Awaited<ReturnType<typeof signingEventsOf>>[number];

/** The documents of the link the signer has not opened yet (as they are now: same id and SHA-256). */
export function unopenedDocuments(documents: LinkDocument[], events: SigningEvent[]): LinkDocument[] {
  const opened = new Set(
    events
      .filter((event) => event.kind === 'DOCUMENT_OPENED')
      .map((event) => `${event.documentId}:${event.documentSha256}`),
  );
  return documents.filter((document) => !opened.has(`${document.id}:${document.sha256}`));
}

/**
 * What a code is bound to: the SHA-256 of the link's documents (each id and file SHA-256, in id order), and its
 * short reference, which the code SMS and the evidence page both print.
 */
export function documentsDigest(documents: LinkDocument[]) {
  const sha256 = sha256Hex(
    [...documents]
      .sort((a, b) => a.id - b.id)
      .map((document) => `${document.id}:${document.sha256}`)
      .join('\n'),
  );
  return { sha256, reference: `${sha256.slice(0, 4)}-${sha256.slice(4, 8)}`.toUpperCase() };
}
