import { and, desc, eq, like } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import { appendEvidencePage } from '../../generators/pdf/evidence-page.js';
import { sealPdf } from '../../generators/pdf/pdf-seal.js';

export const maskPhone = (phone: string) => `${phone.slice(0, 3)} ••• ••• ${phone.slice(-3)}`;

/**
 * The consent the signer gives by entering the code, as the signing page shows it next to the code field; the
 * signature stores the same text, so the evidence says exactly what was accepted.
 */
export function signingConsentText(input: { phone: string; agency: string | null; amendment?: boolean }) {
  const accepted = input.amendment
    ? 'la modificación de la orden de domiciliación anterior'
    : 'los contratos anteriores';
  const base = `Para firmar, le enviaremos un código de un solo uso al teléfono ${maskPhone(input.phone)}. Al introducirlo acepta ${accepted}.`;
  return input.agency ? `${base} Al firmar, confirma a ${input.agency} como su gestoría para estos servicios.` : base;
}

/** The SMS that carried the code just used (the newest code SMS of the link). */
export async function codeSmsOf(db: Queryable, requestId: number) {
  const [codeSms] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'SMS'), like(outboxMessages.idempotencyKey, `signature-code:${requestId}:%`)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return codeSms ?? null;
}

/**
 * A document signed by SMS code: its evidence page added (who, phone, when, from where, what was accepted and
 * the SMS that carried the code), then sealed by the provider, so the PAdES signature covers the whole file.
 */
export async function signedWithEvidence(
  config: Config,
  document: { pdf: Uint8Array; pdfSha256: string; reason: string },
  evidence: {
    company: { nombre: string; razonSocial: string; dni: string; nifCif: string };
    request: { phone: string; phoneEnteredBy: string | null };
    codeSms: Awaited<ReturnType<typeof codeSmsOf>>;
    consentText: string;
    ip: string | null;
    userAgent: string | null;
    now: Date;
  },
) {
  const { company, request, codeSms, now } = evidence;
  const withEvidence = await appendEvidencePage(document.pdf, {
    signerName: company.nombre || company.razonSocial,
    signerNif: company.dni || company.nifCif,
    phone: request.phone,
    signedAt: now,
    ip: evidence.ip,
    userAgent: evidence.userAgent,
    documentSha256: document.pdfSha256,
    consentText: evidence.consentText,
    phoneEnteredBy: request.phoneEnteredBy,
    codeSms: codeSms ? { sentAt: codeSms.sentAt, providerMessageIds: codeSms.providerMessageIds ?? [] } : null,
  });
  return sealPdf(withEvidence, config.seal, {
    reason: `${document.reason} por ${company.nombre || company.razonSocial} (${company.dni || company.nifCif}) con código SMS`,
    location: config.provider.address,
    contactInfo: config.provider.email,
    signingTime: now,
    tsaUrl: config.tsaUrl,
  });
}
