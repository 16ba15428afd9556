import { eq } from 'drizzle-orm';
import { companies, signatureRequests } from '../db/schema/index.js';
import { sha256Hex } from '../lib/secure-token.js';
import type { TestApp } from './test-app.js';

/** The code a signing SMS carries. */
export const signingCodeIn = (sms: string | null | undefined) =>
  /codigo (\d{6}) para firmar/.exec(sms ?? '')?.[1] ?? '';

/** The representative on file of a link's company, as a signer types them. */
export async function representativeOfLink(t: TestApp, token: string) {
  const [row] = await t.db
    .select({ company: companies })
    .from(signatureRequests)
    .innerJoin(companies, eq(companies.id, signatureRequests.companyId))
    .where(eq(signatureRequests.tokenHash, sha256Hex(token)));
  if (!row) throw new Error('no such signing link');
  return { nombre: row.company.nombre || row.company.razonSocial, nif: row.company.dni || row.company.nifCif };
}

/** What a signer does before the code: opens the signing page and every document of the link. */
export async function openEveryDocument(t: TestApp, token: string) {
  const page = (await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json();
  for (const document of page.contratos ?? []) {
    await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}/contratos/${document.id}` });
  }
  return page;
}

/** Asks for the code as the representative on file (or as `identity`), consent ticked. */
export async function askForSigningCode(t: TestApp, token: string, identity?: { nombre: string; nif: string }) {
  return t.app.inject({
    method: 'POST',
    url: `/cumplia-core/firma/${token}/codigo`,
    payload: { consentimiento: true, ...(identity ?? (await representativeOfLink(t, token))) },
  });
}

/**
 * A link signed as its representative does: the page and every document opened, the code asked for and read
 * from the SMS sent to `phone`, then typed. Returns the signature's response.
 */
export async function signAsRepresentative(t: TestApp, token: string, phone: string) {
  await openEveryDocument(t, token);
  const asked = await askForSigningCode(t, token);
  if (asked.statusCode !== 200) throw new Error(`no signing code: ${asked.body}`);
  const code = signingCodeIn((await t.lastMessageTo(phone))?.bodyText);
  return t.app.inject({ method: 'POST', url: `/cumplia-core/firma/${token}/firmar`, payload: { codigo: code } });
}
