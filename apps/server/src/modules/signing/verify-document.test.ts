import { deflateSync } from 'node:zlib';
import { PDFDocument } from '@pdfme/pdf-lib';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/index.js';
import { sealPdf } from '../../generators/pdf/pdf-seal.js';
import { createDevelopmentCertificate, loadSealingCertificate } from '../../lib/certificates.js';
import { createDemoTestApp } from '../../test-support/demo-test-app.js';
import { multipartFile } from '../../test-support/multipart.js';
import {
  paddingFilled,
  sealCopiedInto,
  sealMovedBeforeEditedCopy,
  unsealedClaimingCumplia,
  withSecondSignature,
} from '../../test-support/pdf-forgeries.js';
import { pdfsig } from '../../test-support/pdfsig.js';
import type { TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let genuine: Buffer;
let otherGenuine: Buffer;
const otherCertificate = loadSealingCertificate(createDevelopmentCertificate('otra', 'Sellos Ajenos S.L.'), 'otra');

const verify = (file: Buffer, remoteAddress = '198.51.100.30') =>
  t.app.inject({
    method: 'POST',
    url: '/cumplia-core/documentos/verificar',
    remoteAddress,
    ...multipartFile('contrato.pdf', file, 'application/pdf'),
  });

async function verdict(file: Buffer) {
  const response = await verify(file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const sealWith = async (pdf: Uint8Array, certificate = otherCertificate) =>
  sealPdf(pdf, certificate, {
    reason: 'Sello',
    location: 'Madrid',
    contactInfo: 'sellos@example.com',
    signingTime: t.clock.now(),
  });

async function editedCopy(pdf: Buffer) {
  const document = await PDFDocument.load(pdf);
  document.getPage(0).drawText('El cliente renuncia a toda reclamación. Precio: 1,00 EUR', { x: 56, y: 60, size: 11 });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

beforeAll(async () => {
  t = await createDemoTestApp();
  const signed = await t.db
    .select({ signedPdf: contracts.signedPdf })
    .from(contracts)
    .where(isNotNull(contracts.signedPdf))
    .orderBy(contracts.id)
    .limit(2);
  [genuine, otherGenuine] = signed.map((row) => Buffer.from(row.signedPdf ?? [])) as [Buffer, Buffer];
});

afterAll(async () => {
  await t?.close();
});

describe("'Verificar documento' and forgeries", () => {
  it('names the signature of a genuine signed contract', async () => {
    expect(await verdict(genuine)).toMatchObject({
      estado: 'INTACTO',
      selladoPorProveedor: true,
      certificado: t.config.seal.commonName,
      motivo: null,
      firma: { contrato: expect.stringMatching(/^Contrato de /), firmante: expect.any(String) },
    });
  });

  it('refuses the genuine seal moved in front of an edited copy of the contract', async () => {
    const forged = sealMovedBeforeEditedCopy(genuine, await editedCopy(genuine));
    expect(await verdict(forged)).toEqual({
      estado: 'ALTERADO',
      selladoPorProveedor: false,
      certificado: null,
      motivo: 'El documento contiene más de una firma; Cumplia sella cada documento una sola vez.',
      firma: null,
    });
  });

  it('refuses content appended after the seal', async () => {
    const appended = Buffer.concat([genuine, Buffer.from('\n%% renuncia a toda reclamación\n')]);
    expect(await verdict(appended)).toMatchObject({
      estado: 'ALTERADO',
      motivo: 'El documento tiene contenido añadido después del sello.',
    });
  });

  it('refuses a second signature added over the sealed contract, which pdfsig also sees', async () => {
    const twice = await withSecondSignature(genuine, otherCertificate);
    expect(await pdfsig(twice)).toMatch(/Signature #1/);
    expect(await verdict(twice)).toMatchObject({
      estado: 'ALTERADO',
      motivo: 'El documento contiene más de una firma; Cumplia sella cada documento una sola vez.',
    });
  });

  it('refuses the seal of one contract copied into another', async () => {
    expect(await verdict(sealCopiedInto(genuine, otherGenuine))).toMatchObject({
      estado: 'ALTERADO',
      motivo: 'El contenido del documento ha cambiado después del sello.',
    });
  });

  it('refuses bytes written into the unsigned padding of the seal', async () => {
    expect(await verdict(paddingFilled(genuine, 'Precio 1,00 EUR'))).toMatchObject({
      estado: 'ALTERADO',
      motivo: 'Hay contenido fuera de la parte sellada del documento.',
    });
  });

  it('calls a seal whose dictionary is written to hide it (/#42yteRange) altered, never unsealed', async () => {
    const text = genuine.toString('latin1');
    const at = text.indexOf('/ByteRange');
    const hidden = Buffer.from(`${text.slice(0, at)}/#42yteRange${text.slice(at + '/ByteRange'.length)}`, 'latin1');
    expect(await verdict(hidden)).toMatchObject({
      estado: 'ALTERADO',
      motivo: 'La firma del documento no se puede leer.',
    });
    const typeOnly = Buffer.from(text.replace('/ByteRange', '/ByteRangX'), 'latin1');
    expect((await verdict(typeOnly)).estado).toBe('ALTERADO');
  });

  it('says an unsealed PDF that merely names Cumplia has no seal', async () => {
    expect(await verdict(await unsealedClaimingCumplia())).toEqual({
      estado: 'SIN_SELLO',
      selladoPorProveedor: false,
      certificado: null,
      motivo: null,
      firma: null,
    });
  });

  it("calls a document sealed with another certificate, or one Cumplia's seal never sealed, not Cumplia's", async () => {
    const [unsigned] = await t.db
      .select({ pdf: contracts.pdf })
      .from(contracts)
      .where(isNotNull(contracts.pdf))
      .limit(1);
    const edited = await editedCopy(Buffer.from(unsigned?.pdf ?? []));
    expect(await verdict(await sealWith(edited))).toEqual({
      estado: 'AJENO',
      selladoPorProveedor: false,
      certificado: otherCertificate.commonName,
      motivo: `Está sellado con otro certificado (${otherCertificate.commonName}): no es un documento de Cumplia.`,
      firma: null,
    });
    expect(await verdict(await sealWith(edited, t.config.seal))).toMatchObject({
      estado: 'AJENO',
      motivo: 'Lleva un sello de Cumplia, pero no es ninguno de los documentos que Cumplia ha sellado.',
    });
  });

  it('says a sealed contract re-saved by another tool is no longer the sealed document', async () => {
    const resaved = Buffer.from(await (await PDFDocument.load(genuine)).save({ useObjectStreams: true }));
    expect(resaved.includes('/ByteRange')).toBe(false);
    expect(await verdict(resaved)).toMatchObject({
      estado: 'ALTERADO',
      motivo: 'El documento se ha vuelto a guardar después del sello y ya no es el documento sellado.',
    });
  });

  it('refuses what is no PDF', async () => {
    const response = await verify(Buffer.from('hola'));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('DOCUMENT_NOT_PDF');
  });
});

/** A PDF of `count` Flate streams, each inflating to `inflated` bytes: many streams, or a decompression bomb. */
function compressedStreamsPdf(count: number, inflated: number) {
  const data = deflateSync(Buffer.alloc(inflated, 0x20));
  const parts = [Buffer.from('%PDF-1.7\n')];
  for (let i = 1; i <= count; i++) {
    parts.push(
      Buffer.from(
        `${i} 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      ),
    );
    parts.push(data, Buffer.from('\nendstream\nendobj\n'));
  }
  parts.push(Buffer.from('trailer\n<< /Size 1 >>\n%%EOF\n'));
  return Buffer.concat(parts);
}

describe('a burst of uploads from one address', () => {
  it('checks two at a time for it and refuses the rest at once, while another address is answered', async () => {
    const heavy = compressedStreamsPdf(4_000, 4_096);
    const burst = Array.from({ length: 10 }, () => verify(heavy, '203.0.113.50'));
    const genuineCheck = verify(genuine, '198.51.100.31');
    const answers = await Promise.all(burst);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    expect(answers.find((answer) => answer.statusCode === 429)?.json().message).toMatch(/^Ya hay comprobaciones/);
    const genuineAnswer = await genuineCheck;
    expect(genuineAnswer.statusCode).toBe(200);
    expect(genuineAnswer.json().estado).toBe('INTACTO');
  });
});

describe('hostile uploads', () => {
  const hostile = {
    'thousands of compressed object streams': () => compressedStreamsPdf(4_000, 4_096),
    'a decompression bomb (40 streams of 64 MB of spaces each)': () => compressedStreamsPdf(40, 64 * 1024 * 1024),
    'an array nested a million deep': () =>
      Buffer.concat([
        Buffer.from('%PDF-1.7\n1 0 obj\n'),
        Buffer.alloc(1_000_000, '['),
        Buffer.alloc(1_000_000, ']'),
        Buffer.from('\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
      ]),
  };

  for (const [name, build] of Object.entries(hostile)) {
    it(`answers ${name} without holding other requests`, async () => {
      const file = build();
      expect(file.length).toBeLessThan(5 * 1024 * 1024);
      // Warm the thread so its start-up is not measured.
      await verdict(await unsealedClaimingCumplia());
      let done = false;
      const verification = verify(file).finally(() => {
        done = true;
      });
      let slowest = 0;
      let probes = 0;
      while (!done) {
        const started = performance.now();
        expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
        slowest = Math.max(slowest, performance.now() - started);
        probes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(probes).toBeGreaterThan(0);
      expect(slowest).toBeLessThan(200);
      const response = await verification;
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ estado: 'SIN_SELLO' });
    });
  }
});
