import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, outboxMessages, signatures } from '../../db/schema/index.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { companyRequest } from '../../test-support/company-request.js';
import { pdfsig } from '../../test-support/pdfsig.js';
import { signAsRepresentative } from '../../test-support/sign-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { startTsaServer } from '../../test-support/tsa-server.js';
import { alertSealBacklog } from './seal-backlog-alert.js';
import { sealSignedDocuments, signedConfirmationKey } from './seal-signed-documents.js';

let t: TestApp;
let agency: string;

beforeAll(async () => {
  // A TSA that does not answer: every seal made right after a signature fails.
  t = await createTestApp({ TSA_URL: 'http://127.0.0.1:9/tsa' });
  agency = (await t.loginTokens((await t.factories.agencyUser()).username, 'G')).token;
});
afterAll(async () => {
  await t.close();
});

async function signedLinkOf(nif: string, dni: string, phone: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/cumplia-core/gestorias/my/empresas',
    headers: { authorization: `Bearer ${agency}` },
    payload: companyRequest(nif, dni, phone),
  });
  expect(created.statusCode, created.body).toBe(201);
  const token = /\/firma\/([\w-]+)/.exec((await t.lastMessageTo(phone))?.bodyText ?? '')?.[1] ?? '';
  return { token, companyId: created.json().id as number, signed: await signAsRepresentative(t, token, phone) };
}

describe('sealing after the signature (outbox)', () => {
  it('a signature stands while the TSA is away; the seal and the confirmation e-mail follow once it answers', async () => {
    const { companyId, signed } = await signedLinkOf('B38567897', '43981256N', '+34611000091');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().message).toBe(
      'Contratos firmados. Estamos preparando los documentos firmados: le llegarán por correo en unos minutos.',
    );
    const signedContracts = await t.db.select().from(contracts).where(eq(contracts.companyId, companyId));
    expect(signedContracts.map((row) => [row.status, row.signedPdf])).toEqual([
      ['FIRMADO', null],
      ['FIRMADO', null],
    ]);
    const [signature] = await t.db
      .select()
      .from(signatures)
      .where(eq(signatures.contractId, signedContracts[0]?.id ?? 0));
    expect(signature).toMatchObject({ signerNif: '43981256N', sealedPdfSha256: null });
    const requestId = signedContracts[0]?.signatureRequestId ?? 0;
    const confirmation = () =>
      t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.idempotencyKey, signedConfirmationKey(requestId)))
        .then((rows) => rows[0]);
    // Held: it attaches contracts that are not sealed yet.
    expect((await confirmation())?.nextAttemptAt.getUTCFullYear()).toBe(9999);
    // Still away: nothing sealed, nothing lost.
    await expect(sealSignedDocuments(t.db, t.config, { limit: 10, now: t.clock.now() })).rejects.toThrow();
    expect((await confirmation())?.nextAttemptAt.getUTCFullYear()).toBe(9999);
    // Staff are told once the wait passes half an hour, once a day.
    const alerts = () =>
      t.db.select().from(outboxMessages).where(like(outboxMessages.idempotencyKey, 'contracts-awaiting-seal:%'));
    expect(await alertSealBacklog(t.db, t.config, t.clock.now())).toBe(false);
    t.clock.advanceSeconds(31 * 60);
    expect(await alertSealBacklog(t.db, t.config, t.clock.now())).toBe(true);
    expect(await alertSealBacklog(t.db, t.config, t.clock.now())).toBe(true);
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ recipient: t.config.provider.inbox, subject: 'Contratos firmados sin sellar' });
    expect(alert?.bodyText).toContain('2 contratos firmados esperan su sello desde el 21/11/2026 a las 11:00');

    const tsa = await startTsaServer();
    try {
      const sealed = await sealSignedDocuments(
        t.db,
        { ...t.config, tsaUrl: tsa.url },
        { limit: 10, now: t.clock.now() },
      );
      expect(sealed).toBe(2);
      expect(tsa.requests).toHaveLength(2);
    } finally {
      await tsa.close();
    }
    const after = await t.db.select().from(contracts).where(eq(contracts.companyId, companyId));
    for (const contract of after) {
      expect(contract.signedPdf).not.toBeNull();
      expect(contract.signedPdfSha256).toBe(sha256Hex(contract.signedPdf as Buffer));
      const report = await pdfsig(contract.signedPdf as Buffer);
      expect(report).toMatch(/Total document signed/);
      expect(report).toMatch(/Signature Validation: Signature is Valid/);
      const [row] = await t.db.select().from(signatures).where(eq(signatures.contractId, contract.id));
      expect(row).toMatchObject({
        sealedPdfSha256: contract.signedPdfSha256,
        sealCertificateSha256: t.config.seal.fingerprint,
      });
    }
    expect((await confirmation())?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime());
    // Nothing is sealed twice.
    expect(await sealSignedDocuments(t.db, t.config, { limit: 10, now: t.clock.now() })).toBe(0);
  });
});
