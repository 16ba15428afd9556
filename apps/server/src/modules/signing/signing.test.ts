import {
  addDays,
  type ComplianceProfile,
  defaultComplianceProfile,
  formatDateEs,
  formatEuros,
  invoiceTotals,
  maskIban,
} from '@cumplia/domain';
import { PDFDocument } from '@pdfme/pdf-lib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencies,
  auditLog,
  companies,
  companyProducts,
  complianceProfiles,
  contracts,
  invoiceLines,
  invoices,
  renewals,
  sepaMandates,
  signatureRequests,
  signatures,
  users,
} from '../../db/schema/index.js';
import { activityLibrary } from '../../generators/legal/activity-library.js';
import { proposeRegister } from '../../generators/legal/propose-register.js';
import { invoiceCollectionDate } from '../../generators/sepa/collection-date.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { companyRequest } from '../../test-support/company-request.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { pdfAttachments, pdfsig } from '../../test-support/pdfsig.js';
import {
  askForSigningCode,
  openEveryDocument,
  representativeOfLink,
  signAsRepresentative,
  signingCodeIn,
} from '../../test-support/sign-link.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test-support/test-app.js';
import { hashPassword } from '../auth/password-hasher.js';
import { storeConfirmedRegister } from '../compliance/index.js';
import { invoicePdf } from '../invoices/invoice-document.js';

let t: TestApp;
let agency: string;

async function linkTokenFor(phone: string) {
  const sms = await t.lastMessageTo(phone);
  const token = /\/firma\/([\w-]+)/.exec(sms?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no signing link in: ${sms?.bodyText}`);
  return token;
}

const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload });

/** Uploads a file to 'Verificar documento' as the public page does (multipart, one file). */
function verifyUpload(file: Buffer) {
  const boundary = '----cumplia-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contrato.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/cumplia-core/documentos/verificar',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

async function requestCode(token: string, phone: string) {
  await openEveryDocument(t, token);
  const asked = await askForSigningCode(t, token);
  expect(asked.statusCode, asked.body).toBe(200);
  return signingCodeIn((await t.lastMessageTo(phone))?.bodyText);
}

beforeAll(async () => {
  t = await createTestApp();
  agency = (await t.loginTokens((await t.factories.agencyUser()).username, 'G')).token;
});
afterAll(async () => {
  await t.close();
});

const createCompany = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/cumplia-core/gestorias/my/empresas',
    headers: { authorization: `Bearer ${agency}` },
    payload: body,
  });

describe('e-signature', () => {
  describe('built-in e-signature', () => {
    it('sends the link by SMS, shows the contracts, signs with the SMS code and keeps the evidence', async () => {
      expect((await createCompany(companyRequest('B38567897', '43981256N', '+34611000001'))).statusCode).toBe(201);
      const token = await linkTokenFor('+34611000001');
      expect((await t.lastMessageTo('+34611000001'))?.bodyText).toContain(
        'tiene 2 contratos pendientes de firma. Léalos y firmelos aqui:',
      );
      const described = (await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json();
      expect(described).toMatchObject({
        empresa: 'Empresa B38567897 S.L.',
        firmado: false,
        bloqueado: false,
        telefono: '+34 ••• ••• 001',
      });
      expect(described.contratos.map((c: { protocolo: string }) => c.protocolo).sort()).toEqual(['ACOSO', 'LOPD']);
      expect(described.contratos.map((c: { abierto: boolean }) => c.abierto)).toEqual([false, false]);
      // What signing commits to, before the code: each contract's price and the year's amount with IGIC, and the
      // time zone of a company in Tenerife.
      const contractPrices = described.contratos.map((c: { precio: number | null }) => c.precio);
      expect(contractPrices.every((price: number | null) => typeof price === 'number' && price > 0)).toBe(true);
      const yearly = invoiceTotals(
        contractPrices.map((price: number) => Math.round(price * 100)),
        700,
      );
      expect(described.importeAnual).toEqual({
        base: yearly.importeTotalCents / 100,
        impuestos: yearly.importeImpuestosCents / 100,
        total: yearly.importeTotalImpuestosCents / 100,
        impuesto: 'IGIC 7 %',
      });
      expect(described.zonaHoraria).toBe('Atlantic/Canary');

      // No code before every document was opened.
      const asIs = await representativeOfLink(t, token);
      const tooEarly = await post(`/cumplia-core/firma/${token}/codigo`, { consentimiento: true, ...asIs });
      expect(tooEarly.statusCode).toBe(409);
      expect(tooEarly.json().code).toBe('SIGNING_DOCUMENTS_UNOPENED');

      const contractId = described.contratos[0].id;
      const pdf = await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}/contratos/${contractId}` });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const unsigned = await pdfText(new Uint8Array(pdf.rawPayload));
      expect(unsigned.text).toContain('Contrato de prestación de servicios');
      expect(unsigned.text).toContain('Orden de domiciliación de adeudo directo SEPA');
      expect(unsigned.text).toContain('ES76 2077 0024 0031 0257 5766');
      // The mandate names the debtor's full address and the place of signature.
      expect(unsigned.text).toMatch(/Domicilio del deudor\s+[^\n]*38\d{3}/);
      expect(unsigned.text).toMatch(/Lugar y fecha de firma\s+San Cristóbal de La Laguna, \d{2}\/\d{2}\/\d{4}/);
      expect(unsigned.text).toContain('IGIC 7 %');
      expect(unsigned.text).toContain('En San Cristóbal de La Laguna, a ');
      const halfway = (await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json();
      expect(halfway.contratos.map((c: { abierto: boolean }) => c.abierto)).toEqual([true, false]);
      expect((await post(`/cumplia-core/firma/${token}/codigo`, { consentimiento: true, ...asIs })).statusCode).toBe(
        409,
      );
      await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}/contratos/${described.contratos[1].id}` });

      // The consent must be ticked; a name or NIF other than the representative's sends no code and tells the agency.
      const unticked = await post(`/cumplia-core/firma/${token}/codigo`, { consentimiento: false, ...asIs });
      expect(unticked.statusCode).toBe(400);
      expect(unticked.json().message).toBe('Marque la casilla para aceptar el texto antes de pedir el código.');
      const smsBefore = (await t.lastMessageTo('+34611000001'))?.id;
      const impostor = await post(`/cumplia-core/firma/${token}/codigo`, {
        consentimiento: true,
        nombre: 'Ana Impostora Pérez',
        nif: asIs.nif,
      });
      expect(impostor.statusCode).toBe(409);
      expect(impostor.json().code).toBe('SIGNER_IDENTITY_MISMATCH');
      expect((await t.lastMessageTo('+34611000001'))?.id).toBe(smsBefore);
      const warning = await t.lastMessageTo((await t.db.select().from(agencies))[0]?.email ?? '');
      expect(warning?.subject).toBe('Firma detenida: los datos del firmante no coinciden');
      expect(warning?.bodyText).toContain('«Ana Impostora Pérez»');

      expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: '123456' })).json().message).toBe(
        'Solicite primero el código por SMS.',
      );
      // Accents, case and word order aside, the representative on file gets the code, for exactly these documents.
      const asked = await post(`/cumplia-core/firma/${token}/codigo`, {
        consentimiento: true,
        nombre: 'alonso  NAYRA deniz',
        nif: asIs.nif.toLowerCase(),
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const codeSms = (await t.lastMessageTo('+34611000001'))?.bodyText ?? '';
      expect(codeSms).toMatch(
        /^Cumplia: codigo \d{6} para firmar 2 contratos y la orden SEPA de Empresa B38567897 S\.L\. \([\d.]+,\d{2} €\/año\), ref\. [0-9A-F]{4}-[0-9A-F]{4}\. Caduca en 10 minutos\. No lo comparta\.$/,
      );
      // The SMS writes GSM-7: the euro amount's no-break space goes as a plain one.
      expect(codeSms).toContain(`(${formatEuros(yearly.importeTotalImpuestosCents).replace('\u00a0', ' ')}/año)`);
      const code = signingCodeIn(codeSms);
      const wrong = await post(`/cumplia-core/firma/${token}/firmar`, {
        codigo: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
      const signed = await post(`/cumplia-core/firma/${token}/firmar`, { codigo: code });
      expect(signed.statusCode, signed.body).toBe(200);

      // Once signed, the link shows no personal data and serves no document.
      expect((await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json()).toEqual({
        empresa: '',
        nifCif: '',
        representante: '',
        gestoria: null,
        telefono: '',
        consentimiento: '',
        firmado: true,
        firmadoEl: t.clock.now().toISOString(),
        zonaHoraria: 'Atlantic/Canary',
        importeAnual: null,
        bloqueado: false,
        contratos: [],
      });
      const closed = await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}/contratos/${contractId}` });
      expect(closed.statusCode).toBe(409);

      const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
      // The amount the page and the SMS named is what the invoice of the signature charges.
      const [charged] = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, row?.id ?? 0));
      expect(charged?.importeTotalImpuestosCents).toBe(yearly.importeTotalImpuestosCents);
      expect(row).toMatchObject({
        contratoLopdAceptado: true,
        contratoAcosoAceptado: true,
        contratoDesconexionAceptado: false,
        permitirDescarga: true,
      });
      const evidence = await t.db
        .select({ signatures })
        .from(signatures)
        .innerJoin(contracts, eq(contracts.id, signatures.contractId))
        .where(eq(contracts.companyId, row?.id ?? 0))
        .orderBy(signatures.id)
        .then((rows) => rows.map((joined) => joined.signatures));
      expect(evidence).toHaveLength(2);
      expect(evidence[0]).toMatchObject({ phone: '+34611000001', signerName: 'Nayra Déniz Alonso' });
      expect(evidence[0]?.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
      // The evidence says what was accepted, which SMS carried the code and what was sealed, with which certificate.
      expect(evidence[0]?.consentText).toContain('He leído y acepto los contratos que he abierto.');
      expect(evidence[0]?.consentText).toBe(described.consentimiento);
      expect(evidence[0]?.codeOutboxId).toBe((await t.lastMessageTo('+34611000001'))?.id);
      expect(evidence[0]?.sealCertificateSha256).toBe(t.config.seal.fingerprint);

      // The signed PDF is sealed by the provider (PAdES), and 'Verificar documento' names its signature.
      const [stored] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
      const signedPdf = Buffer.from(stored?.signedPdf ?? []);
      expect(stored?.signedPdfSha256).toBe(evidence.find((e) => e.contractId === contractId)?.sealedPdfSha256);
      const report = await pdfsig(signedPdf);
      expect(report).toMatch(/Signature Type: ETSI\.CAdES\.detached/);
      expect(report).toMatch(/Total document signed/);
      expect(report).toMatch(/Signature Validation: Signature is Valid/);
      // The evidence states what the link's log shows, and the document shown is attached: its SHA-256 recomputes.
      const evidenceText = (await pdfText(new Uint8Array(signedPdf))).text;
      expect(evidenceText).toContain('Texto aceptado con la casilla antes de pedir el código');
      expect(evidenceText).toContain('Documento abierto: Contrato de');
      expect(evidenceText).toContain('Nombre o NIF distintos de los del representante: código no enviado');
      expect(evidenceText).toContain('Código incorrecto');
      expect(evidenceText).not.toContain('leyó');
      const [attached] = [...(await pdfAttachments(signedPdf)).values()];
      expect(sha256Hex(attached ?? Buffer.alloc(0))).toBe(stored?.pdfSha256);
      expect(evidenceText.replace(/\s+/g, '')).toContain(stored?.pdfSha256);
      const verified = await verifyUpload(signedPdf);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toEqual({
        estado: 'INTACTO',
        selladoPorProveedor: true,
        certificado: t.config.seal.commonName,
        motivo: null,
        firma: {
          empresa: 'Empresa B38567897 S.L.',
          nifCif: 'B38567897',
          contrato: expect.stringMatching(/^Contrato de /),
          firmante: 'Nayra Déniz Alonso',
          firmadoEl: t.clock.now().toISOString(),
        },
      });
      // One changed byte, or an edit saved with pdf-lib (750 EUR instead of the price), is reported altered.
      const changed = Buffer.from(signedPdf);
      changed[300] = (changed[300] ?? 0) ^ 0x01;
      expect((await verifyUpload(changed)).json()).toMatchObject({ estado: 'ALTERADO', firma: null });
      const edited = await PDFDocument.load(signedPdf);
      edited.getPage(0).drawText('750 EUR', { x: 400, y: 700, size: 14 });
      const editedPdf = Buffer.from(await edited.save());
      expect((await verifyUpload(editedPdf)).json()).toMatchObject({ estado: 'ALTERADO', firma: null });
      expect(await pdfsig(editedPdf)).not.toMatch(/Signature is Valid\.[\s\S]*Total document signed/);
      // An unsealed contract says so; a file that is no PDF is refused.
      expect((await verifyUpload(Buffer.from(pdf.rawPayload))).json()).toMatchObject({
        estado: 'SIN_SELLO',
      });
      const notPdf = await verifyUpload(Buffer.from('hola'));
      expect(notPdf.statusCode).toBe(400);
      expect(notPdf.json().code).toBe('DOCUMENT_NOT_PDF');

      // Staff download the evidence record (JSON) and the evidence page of each signed contract.
      const worker = (await t.loginTokens((await t.factories.staff('worker')).username, null)).token;
      const record = await t.app.inject({
        method: 'GET',
        url: `/cumplia-core/admin/empresas/${stored?.companyId}/evidencias`,
        headers: { authorization: `Bearer ${worker}` },
      });
      expect(record.statusCode, record.body).toBe(200);
      expect(record.headers['content-disposition']).toContain('evidencias_firma_B38567897.json');
      const signedEvidence = record.json().signatures.find((s: { contractId: number }) => s.contractId === contractId);
      expect(signedEvidence).toMatchObject({
        signer: { name: 'Nayra Déniz Alonso' },
        phone: '+34611000001',
        phoneEnteredBy: 'AGENCY',
        consentText: described.consentimiento,
        // Not sent yet in this test (the outbox is not drained): queued, no attempt, no provider id.
        codeSms: { outboxId: evidence[0]?.codeOutboxId, sentAt: null, attempts: 0, providerMessageIds: [] },
        documents: {
          contractSha256: stored?.pdfSha256,
          sealedPdfSha256: stored?.signedPdfSha256,
          sealCertificateSha256: t.config.seal.fingerprint,
        },
        link: { failedCodeAttempts: 1 },
      });
      expect(signedEvidence.events.map((event: { kind: string }) => event.kind)).toEqual([
        'LINK_SENT',
        'LINK_OPENED',
        'DOCUMENT_OPENED',
        'DOCUMENT_OPENED',
        'IDENTITY_MISMATCH',
        'CODE_REQUESTED',
        'CODE_REJECTED',
        'SIGNED',
      ]);
      const evidencePage = await t.app.inject({
        method: 'GET',
        url: `/cumplia-core/admin/empresas/${stored?.companyId}/evidencias/${contractId}/pagina`,
        headers: { authorization: `Bearer ${worker}` },
      });
      expect(evidencePage.headers['content-type']).toBe('application/pdf');
      const pageText = await pdfText(new Uint8Array(evidencePage.rawPayload));
      expect(pageText.pages).toBeGreaterThanOrEqual(1);
      expect(pageText.text).not.toContain('Contrato de prestación de servicios');
      expect(pageText.text).toContain('Página de evidencias de la firma electrónica');
      expect(pageText.text).toMatch(/Teléfono introducido por\s+la gestoría/);
      // Each download of the evidence, which carries the signer's personal data, is audited with who made it.
      const downloads = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'company.evidence.download'), eq(auditLog.entityId, String(stored?.companyId))))
        .orderBy(auditLog.id);
      expect(downloads.map((row) => row.after)).toEqual([
        { registro: 'JSON', contratos: expect.arrayContaining([contractId]) },
        { registro: 'PDF', contratos: [contractId] },
      ]);
      expect(new Set(downloads.map((row) => row.actorRole))).toEqual(new Set(['ROLE_CUMPLIA_WORKER']));

      const confirmation = await t.lastMessageTo('43981256n@empresa.example');
      expect(confirmation?.subject).toBe('Contratos firmados en Cumplia');
      expect(confirmation?.bodyText).toContain('Gracias: Empresa B38567897 S.L. ya tiene firmados sus 2 contratos.');
      expect(confirmation?.bodyText).not.toContain('S.L..');
      // The signature issued the invoice at the company's prices, with IGIC 7 % (Canarian provider and company), and
      // recorded the SEPA mandate.
      const [invoice] = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, row?.id ?? 0));
      const prices = await t.db
        .select()
        .from(companyProducts)
        .where(eq(companyProducts.companyId, row?.id ?? 0));
      const base = prices.reduce((sum, price) => sum + price.precioDescuentoCents, 0);
      expect(invoice).toMatchObject({ origin: 'CONTRATO', importeTotalCents: base, facturado: false });
      expect(invoice).toMatchObject({
        taxKind: 'IGIC',
        ivaBasisPoints: 700,
        recipientLocalidad: 'San Cristóbal de La Laguna',
      });
      expect(invoice?.importeTotalImpuestosCents).toBe(base + Math.round(base * 0.07));
      // The e-mail pre-notifies the collection: amount, account, date after the mandate's 5 days of notice, mandate
      // reference and creditor identifier.
      const noticeDate = invoiceCollectionDate({
        billingDate: invoice?.fecha ?? '',
        notifiedOn: invoice?.fecha ?? '',
        prenotificationDays: 5,
        today: invoice?.fecha ?? '',
      });
      expect(noticeDate > addDays(invoice?.fecha ?? '', 4)).toBe(true);
      expect(confirmation?.bodyText).toContain(
        `Cargaremos ${formatEuros(invoice?.importeTotalImpuestosCents ?? 0)} por adeudo directo SEPA en la cuenta ${maskIban(row?.numCuenta ?? '')} el ${formatDateEs(noticeDate)}, con la orden de domiciliación CUMPLIA-${String(row?.id).padStart(8, '0')} e identificador de acreedor ${t.config.provider.sepa.creditorId}.`,
      );
      expect(
        await t.db
          .select()
          .from(invoiceLines)
          .where(eq(invoiceLines.invoiceId, invoice?.id ?? 0)),
      ).toHaveLength(2);
      // ...and opened the company's renewal: one year from today, the signed tools at the renewal prices.
      expect(
        await t.db
          .select()
          .from(renewals)
          .where(eq(renewals.companyId, row?.id ?? 0)),
      ).toEqual([
        expect.objectContaining({
          fechaInicio: '2026-11-21',
          fechaFin: '2027-11-21',
          fechaRenovacion: '2027-11-03',
          lopdgdd: true,
          acosoLaboral: true,
          desconexionDigital: false,
          procesada: false,
        }),
      ]);
      expect(
        await t.db
          .select()
          .from(sepaMandates)
          .where(eq(sepaMandates.companyId, row?.id ?? 0)),
      ).toEqual([
        expect.objectContaining({ reference: `CUMPLIA-${String(row?.id).padStart(8, '0')}`, firstCollectionOn: null }),
      ]);
      expect(confirmation?.attachments?.map((attachment) => attachment.fileName).toSorted()).toEqual([
        `Factura_${invoice?.numero}.pdf`,
        'bienvenida_cumplia.pdf',
        'contrato_acoso.pdf',
        'contrato_lopd.pdf',
      ]);
      // With no compliance profile yet, the protocols are not attached, and the e-mail says so instead of promising
      // them; it says who verifies the company and when the downloads open.
      expect(confirmation?.bodyText).toContain(
        'Los protocolos de LOPDGDD y Acoso laboral se redactan con las respuestas de su perfil de cumplimiento',
      );
      expect(confirmation?.bodyText).not.toContain('sus protocolos de');
      expect(confirmation?.bodyText).toContain('Ahora Cumplia verificará los datos de');
      expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: code })).statusCode).toBe(409);

      // The company user downloads its signed contracts, with the evidence page.
      const [login] = await t.db.select().from(users).where(eq(users.username, '43981256N'));
      await t.db
        .update(users)
        .set({ passwordHash: await hashPassword(TEST_PASSWORD) })
        .where(eq(users.id, login?.id ?? 0));
      const companyToken = (await t.loginTokens('43981256N', 'E')).token;
      const urls = (
        await t.app.inject({
          method: 'GET',
          url: `/cumplia-core/pdfs/download/${row?.id}`,
          headers: { authorization: `Bearer ${companyToken}` },
        })
      ).json();
      expect(urls).toHaveLength(2);
      const download = await t.app.inject({
        method: 'GET',
        url: urls[0],
        headers: { authorization: `Bearer ${companyToken}` },
      });
      const signedText = await pdfText(new Uint8Array(download.rawPayload));
      expect(signedText.pages).toBeGreaterThan(unsigned.pages);
      expect(signedText.text).toContain('Página de evidencias de la firma electrónica');
      expect(signedText.text).toContain('Nayra Déniz Alonso');

      const stranger = (await t.loginTokens((await t.factories.companyUser()).username, 'E')).token;
      expect(
        (await t.app.inject({ method: 'GET', url: urls[0], headers: { authorization: `Bearer ${stranger}` } }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/cumplia-core/pdfs/download/${row?.id}`,
            headers: { authorization: `Bearer ${stranger}` },
          })
        ).statusCode,
      ).toBe(403);
    });

    it('signs for a representative whose name is beyond Spanish letters: the contract, evidence and invoice print it', async () => {
      const name = 'Ștefan Łukasz Øre Çağlar';
      const body = companyRequest('B38771234', '45678123P', '+34611000077', {
        nombre: name,
        razonSocial: 'Ćevapi Żółć S.L.',
      });
      const created = await createCompany(body);
      expect(created.statusCode, created.body).toBe(201);
      const token = await linkTokenFor('+34611000077');
      const described = (await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json();
      const contractId = described.contratos[0].id;
      const unsigned = await t.app.inject({
        method: 'GET',
        url: `/cumplia-core/firma/${token}/contratos/${contractId}`,
      });
      expect((await pdfText(new Uint8Array(unsigned.rawPayload))).text).toContain(name);
      const signed = await post(`/cumplia-core/firma/${token}/firmar`, {
        codigo: await requestCode(token, '+34611000077'),
      });
      expect(signed.statusCode, signed.body).toBe(200);
      const [sealed] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
      const text = (await pdfText(new Uint8Array(sealed?.signedPdf ?? []))).text;
      expect(text).toContain('Página de evidencias de la firma electrónica');
      expect(text.split(name).length - 1).toBeGreaterThanOrEqual(2);
      expect(await pdfsig(sealed?.signedPdf ?? new Uint8Array())).toMatch(/Signature Validation: Signature is Valid/);
      const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38771234'));
      const [invoice] = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, company?.id ?? 0));
      if (!invoice) throw new Error('the signature issued no invoice');
      const { pdf } = await invoicePdf(t.db, { config: t.config, now: () => new Date() }, invoice);
      expect((await pdfText(new Uint8Array(pdf))).text).toContain('Ćevapi Żółć S.L.');
    });

    /** A company of the test whose profile has every data protection answer and lacks the harassment adviser. */
    async function companyReadyForLopd(nifCif: string, dni: string, phone: string) {
      const created = await createCompany(
        companyRequest(nifCif, dni, phone, { acosoLaboral: true, numTrabajadores: 6 }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, nifCif));
      if (!company) throw new Error('company not created');
      const profile: ComplianceProfile = {
        ...defaultComplianceProfile(company),
        centrosTrabajo: ['Calle Obispo Rey Redondo 7, San Cristóbal de La Laguna'],
        actividades: ['personal', 'clientes'],
        encargados: [
          {
            tipo: 'gestoria',
            nombre: 'Gestoría Atlántica S.L.',
            nifCif: 'B38123451',
            servicio: 'nóminas',
            actividades: [],
            fueraEEE: false,
          },
        ],
        asesorConfidencial: '',
      };
      await t.db.insert(complianceProfiles).values({ companyId: company.id, profile, hash: `perfil-${nifCif}` });
      return { company, profile };
    }
    const signLink = async (phone: string) => {
      const token = await linkTokenFor(phone);
      const signed = await post(`/cumplia-core/firma/${token}/firmar`, { codigo: await requestCode(token, phone) });
      expect(signed.statusCode, signed.body).toBe(200);
    };

    it('attaches the protocols a complete profile and a confirmed register allow, names the one it cannot, and always the leaflet', async () => {
      const { company, profile } = await companyReadyForLopd('B38772349', '46789234N', '+34611000078');
      // Its gestoría confirmed the register the library proposes for it.
      const register = proposeRegister({ company, profile, models: activityLibrary(), providerName: 'Cumplia' });
      const [reviewer] = await t.db.select().from(users).limit(1);
      await storeConfirmedRegister(
        t.db,
        company.id,
        register,
        { userId: reviewer?.id ?? 0, name: 'Gestoría' },
        t.clock.now(),
      );
      await signLink('+34611000078');
      const confirmation = await t.lastMessageTo(company.email);
      expect(confirmation?.subject).toBe('Contratos firmados en Cumplia');
      expect(confirmation?.attachments?.map((attachment) => attachment.fileName).toSorted()).toEqual([
        expect.stringMatching(/^Factura_/),
        'bienvenida_cumplia.pdf',
        'contrato_acoso.pdf',
        'contrato_lopd.pdf',
        'plantilla_lopd.pdf',
      ]);
      expect(confirmation?.bodyText).toContain(
        'También le adjuntamos su protocolo de LOPDGDD y una guía de bienvenida',
      );
      expect(confirmation?.bodyText).toContain('El protocolo de Acoso laboral se redacta con las respuestas');
    });

    it('leaves out the data protection pack while nobody has confirmed the register, and says why', async () => {
      const { company } = await companyReadyForLopd('B38772356', '46789235J', '+34611000079');
      await signLink('+34611000079');
      const confirmation = await t.lastMessageTo(company.email);
      expect(confirmation?.attachments?.map((attachment) => attachment.fileName)).not.toContain('plantilla_lopd.pdf');
      expect(confirmation?.bodyText).toContain(
        'usted o su gestoría deben revisarlo y confirmarlo en su área de cliente',
      );
      expect(confirmation?.bodyText).not.toContain('su protocolo de LOPDGDD');
    });

    it('locks the link after three wrong codes, even for the right one', async () => {
      expect((await createCompany(companyRequest('B38234563', '78912345N', '+34611000002'))).statusCode).toBe(201);
      const token = await linkTokenFor('+34611000002');
      const code = await requestCode(token, '+34611000002');
      const wrongCode = code === '999999' ? '888888' : '999999';
      expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: wrongCode })).statusCode).toBe(400);
      expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: wrongCode })).statusCode).toBe(400);
      expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: wrongCode })).statusCode).toBe(423);
      const locked = await post(`/cumplia-core/firma/${token}/firmar`, { codigo: code });
      expect(locked.statusCode).toBe(423);
      expect((await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json().bloqueado).toBe(true);
    });

    it('refuses unknown links and a code that expired', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${'x'.repeat(43)}` })).statusCode).toBe(
        404,
      );
      expect((await createCompany(companyRequest('B38345674', '45678123P', '+34611000003'))).statusCode).toBe(201);
      const token = await linkTokenFor('+34611000003');
      const code = await requestCode(token, '+34611000003');
      t.clock.advanceSeconds(11 * 60);
      expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: code })).statusCode).toBe(400);
    });

    it('adds a tool switched on to the link still to sign; once signed, a new tool gets its own link by SMS', async () => {
      expect((await createCompany(companyRequest('B38777249', '43981258Z', '+34611000079'))).statusCode).toBe(201);
      const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38777249'));
      const switchTo = (tools: object) =>
        t.app.inject({
          method: 'PUT',
          url: `/cumplia-core/gestorias/my/empresas/${row?.nifCif}/tools`,
          headers: { authorization: `Bearer ${agency}` },
          payload: tools,
        });
      const sent = await t.lastMessageTo('+34611000079');
      const token = await linkTokenFor('+34611000079');
      expect((await switchTo({ lopdgdd: true, acosoLaboral: true, desconexionDigital: true })).statusCode).toBe(200);
      expect((await t.lastMessageTo('+34611000079'))?.id).toBe(sent?.id);
      const page = (await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json();
      expect(page.contratos.map((contract: { protocolo: string }) => contract.protocolo).sort()).toEqual([
        'ACOSO',
        'DIGITAL',
        'LOPD',
      ]);
      expect((await signAsRepresentative(t, token, '+34611000079')).statusCode).toBe(200);

      expect((await switchTo({ lopdgdd: true, acosoLaboral: true, desconexionDigital: false })).statusCode).toBe(200);
      expect((await switchTo({ lopdgdd: true, acosoLaboral: true, desconexionDigital: true })).statusCode).toBe(200);
      const after = await t.lastMessageTo('+34611000079');
      expect(after?.bodyText).toContain('un contrato pendiente de firma');
      expect(await linkTokenFor('+34611000079')).not.toBe(token);
    });
  });

  describe('links that follow the company', () => {
    /** A company created by the agency, with its pending link and a code requested for it. */
    async function pendingLink(nifCif: string, username: string, phone: string) {
      expect((await createCompany(companyRequest(nifCif, username, phone))).statusCode).toBe(201);
      const token = await linkTokenFor(phone);
      const code = await requestCode(token, phone);
      const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, nifCif));
      return { token, code, companyId: row?.id ?? 0 };
    }

    const changes: [string, (companyId: number) => Promise<unknown>][] = [
      [
        'the price of a tool',
        (companyId) =>
          t.db
            .update(companyProducts)
            .set({ precioDescuentoCents: 75_000 })
            .where(eq(companyProducts.companyId, companyId)),
      ],
      [
        'the phone',
        (companyId) => t.db.update(companies).set({ telefono: '+34699000999' }).where(eq(companies.id, companyId)),
      ],
      [
        'the payment method',
        (companyId) => t.db.update(companies).set({ metodoDePago: 'TRANSFERENCIA' }).where(eq(companies.id, companyId)),
      ],
      [
        'the IBAN',
        (companyId) =>
          t.db.update(companies).set({ numCuenta: 'ES6000491500051234567892' }).where(eq(companies.id, companyId)),
      ],
    ];
    const nifs = ['B38100004', 'B38100012', 'B38100020', 'B38100038'];
    const users = ['43980256R', '43981356C', '43982456Q', '43983556N'];
    changes.forEach(([what, change], index) => {
      it(`refuses a link after a change of ${what}, voids it and sends a new one`, async () => {
        const phone = `+3461220000${index}`;
        const { token, code, companyId } = await pendingLink(nifs[index] ?? '', users[index] ?? '', phone);
        await change(companyId);
        const refused = await post(`/cumplia-core/firma/${token}/firmar`, { codigo: code });
        expect(refused.statusCode, refused.body).toBe(410);
        expect(refused.json().code).toBe('SIGNING_LINK_STALE');
        const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
        expect(row?.contratoLopdAceptado).toBe(false);
        expect(await t.db.select().from(invoices).where(eq(invoices.companyId, companyId))).toHaveLength(0);
        // The old link is void; the new link went to the company's current phone and signs.
        expect((await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).statusCode).toBe(410);
        const newPhone = row?.telefono ?? phone;
        const fresh = await linkTokenFor(newPhone);
        expect(fresh).not.toBe(token);
        const freshCode = await requestCode(fresh, newPhone);
        const signed = await post(`/cumplia-core/firma/${fresh}/firmar`, { codigo: freshCode });
        expect(signed.statusCode, signed.body).toBe(200);
      });
    });

    it('a signature racing an edit of the phone either signs the old link or is refused, never both, no deadlock', async () => {
      const { token, code, companyId } = await pendingLink('B38100053', '43985756G', '+34612200011');
      const {
        lopdgdd: _l,
        acosoLaboral: _a,
        desconexionDigital: _d,
        ...edit
      } = companyRequest('B38100053', '43985756G', '+34612200012');
      const [signing, editing] = await Promise.all([
        post(`/cumplia-core/firma/${token}/firmar`, { codigo: code }),
        t.app.inject({
          method: 'PUT',
          url: '/cumplia-core/gestorias/my/empresas/B38100053',
          headers: { authorization: `Bearer ${agency}` },
          payload: edit,
        }),
      ]);
      expect(editing.statusCode, editing.body).toBe(200);
      const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
      const links = await t.db.select().from(signatureRequests).where(eq(signatureRequests.companyId, companyId));
      if (signing.statusCode === 200) {
        // Signed first: the edit found no pending link to replace.
        expect(row?.contratoLopdAceptado).toBe(true);
        expect(links).toHaveLength(1);
      } else {
        expect(signing.statusCode, signing.body).toBe(410);
        expect(row?.contratoLopdAceptado).toBe(false);
        expect(links.filter((link) => link.voidedAt === null && link.completedAt === null)).toHaveLength(1);
        expect(links.find((link) => link.voidedAt === null)?.phone).toBe('+34612200012');
      }
    });

    it('an edit of the phone by the agency voids the pending link at once and sends a new one to the new phone', async () => {
      const { token, code } = await pendingLink('B38100046', '43984656P', '+34612200009');
      const {
        lopdgdd: _l,
        acosoLaboral: _a,
        desconexionDigital: _d,
        ...edit
      } = companyRequest('B38100046', '43984656P', '+34612200010');
      const updated = await t.app.inject({
        method: 'PUT',
        url: '/cumplia-core/gestorias/my/empresas/B38100046',
        headers: { authorization: `Bearer ${agency}` },
        payload: edit,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: code })).statusCode).toBe(410);
      const fresh = await linkTokenFor('+34612200010');
      const freshCode = await requestCode(fresh, '+34612200010');
      expect((await post(`/cumplia-core/firma/${fresh}/firmar`, { codigo: freshCode })).statusCode).toBe(200);
    });
  });
});
