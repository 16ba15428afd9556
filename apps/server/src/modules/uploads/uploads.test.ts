import { ERROR_CODE_MESSAGES, todayInMadrid } from '@cumplia/domain';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencySmsDays, companies, onboardingInvitations, outboxMessages, uploadLines } from '../../db/schema/index.js';
import { createCsvLineProcessor } from '../../jobs/csv-line-processor.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { SMS_PER_AGENCY_PER_DAY } from '../outbox/sms-limits.js';
import { csvBatchSize } from './process-upload-lines.js';

let t: TestApp;
let agencyA: string;
let agencyB: string;
let companyToken: string;

function multipart(fileName: string, bytes: Buffer, mimeType = 'text/csv') {
  const boundary = '----cumplia-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${mimeType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(token: string, fileName: string, content: Buffer | string, mimeType?: string) {
  const body = multipart(fileName, typeof content === 'string' ? Buffer.from(content, 'utf8') : content, mimeType);
  return t.app.inject({
    method: 'POST',
    url: '/cumplia-core/gestorias/upload-csv',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** `count` valid CIFs of limited companies, numbered from `from`. */
function validCifs(count: number, from: number) {
  const cifs: string[] = [];
  for (let n = 0; cifs.length < count; n++) {
    const digits = String(from + n);
    let sum = 0;
    for (let i = 0; i < 7; i++) {
      const d = Number(digits[i]);
      sum += i % 2 === 1 ? d : Math.floor((d * 2) / 10) + ((d * 2) % 10);
    }
    cifs.push(`B${digits}${(10 - (sum % 10)) % 10}`);
  }
  return cifs;
}

async function processAll() {
  while ((await t.csvLines.drain()) > 0) {
    // keep draining until no pending line is left
  }
}

beforeAll(async () => {
  t = await createTestApp();
  agencyA = (await t.loginTokens((await t.factories.agencyUser()).username, 'G')).token;
  agencyB = (await t.loginTokens((await t.factories.agencyUser()).username, 'G')).token;
  companyToken = (await t.loginTokens((await t.factories.companyUser()).username, 'E')).token;
  // Agency B has claimed B38901237 (the company has not confirmed it).
  const owned = await upload(agencyB, 'b.csv', 'nifCif;telefono\nB38901237;612000111\n');
  expect(owned.statusCode).toBe(201);
  await processAll();
});
afterAll(async () => {
  await t.close();
});

/** Each line's status and message in the processing report, in the file's order. */
async function outcomesOf(fileId: number) {
  const lines: { linea: number; status: string; mensajeError: string | null }[] = (
    await get(`/cumplia-core/gestorias/archivos/procesamientos/${fileId}`, agencyA)
  ).json().content;
  return lines.sort((a, b) => a.linea - b.linea).map((line) => [line.status, line.mensajeError]);
}

describe('mass sign-up CSV', () => {
  it('processes a file of mixed lines: each line gets its outcome, good ones become companies without user', async () => {
    // An agency of its own: the other tests' uploads would be its files and its claims.
    const own = await t.factories.agencyUser();
    const token = (await t.loginTokens(own.username, 'G')).token;
    const csv = [
      'nifCif;telefono',
      'B38567897;+34 612 345 678',
      'B38567890;612345678',
      'B38234563;12345',
      '',
      '"B38345674";"622 334 455"',
      'b38567897;611111111',
      'B38901237;633221100',
      "=cmd|' /C calc'!A0;+34612345678",
    ].join('\r\n');
    const response = await upload(token, 'clientes noviembre.csv', csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ nombre: 'clientes noviembre.csv', lineas: 7 });
    const fileId = response.json().id;

    const pending = (await get('/cumplia-core/gestorias/archivos/my', token)).json();
    expect(pending.content[0]).toMatchObject({ id: fileId, procesado: false });

    await processAll();
    const lines = (await get(`/cumplia-core/gestorias/archivos/procesamientos/${fileId}`, token)).json().content;
    expect(
      lines.map((line: { linea: number; status: string; mensajeError: string | null }) => [
        line.linea,
        line.status,
        line.mensajeError,
      ]),
    ).toEqual([
      [2, 'PROCESADO', null],
      [3, 'ERROR', 'NIF/CIF inválido.'],
      [4, 'ERROR', 'Teléfono inválido: debe ser +34 seguido de 9 dígitos.'],
      [6, 'PROCESADO', null],
      [7, 'ERROR', 'NIF/CIF repetido en el archivo (línea 2).'],
      [8, 'PROCESADO', null],
      [9, 'ERROR', 'NIF/CIF inválido.'],
    ]);
    const files = (await get('/cumplia-core/gestorias/archivos/my', token)).json();
    // Three lines registered a company each, with its first SMS.
    expect(files.content[0]).toMatchObject({ procesado: true, lineas: 7, errores: 4, sms: 3 });

    // Paged and sorted in SQL: the last lines first, three at a time, no line on two pages; other keys refused.
    const linesOf = async (query: string) =>
      (await get(`/cumplia-core/gestorias/archivos/procesamientos/${fileId}?${query}`, token))
        .json()
        .content.map((line: { linea: number }) => line.linea);
    expect(await linesOf('size=3&dir=desc')).toEqual([9, 8, 7]);
    expect(await linesOf('page=1&size=3&sort=linea&dir=desc')).toEqual([6, 4, 3]);
    expect((await get(`/cumplia-core/gestorias/archivos/procesamientos/${fileId}?size=3`, token)).json()).toMatchObject(
      { totalElements: 7, totalPages: 3 },
    );
    const refused = await get(`/cumplia-core/gestorias/archivos/procesamientos/${fileId}?sort=status`, token);
    expect(refused.statusCode).toBe(400);

    // B38901237 is only agency B's unconfirmed claim: agency A may claim it too, and neither learns of the other.
    const claimed = await t.db.select().from(companies).where(eq(companies.agencyId, own.agencyId));
    expect(claimed.map((company) => company.nifCif).sort()).toEqual(['B38345674', 'B38567897', 'B38901237']);
    // Claims have no login until the company signs, so none of them is offered on 'Empresas sin usuario'.
    const withoutUser = (await get('/cumplia-core/gestorias/my/empresas/sin-usuario', token)).json();
    expect(withoutUser.content).toEqual([]);
    const [created] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
    expect(created?.telefono).toBe('+34612345678');

    const again = await upload(token, 'repetido.csv', 'B38567897;612345678');
    await processAll();
    const repeated = (await get(`/cumplia-core/gestorias/archivos/procesamientos/${again.json().id}`, token)).json();
    expect(repeated.content[0].mensajeError).toBe('La empresa ya está dada de alta.');
  });

  it("counts the lines' SMS against the agency's daily quota: past it, the lines say why and the count stops at the quota", async () => {
    const member = await t.factories.agencyUser();
    const token = (await t.loginTokens(member.username, 'G')).token;
    const today = todayInMadrid(t.clock.now());
    await t.db
      .insert(agencySmsDays)
      .values({ agencyId: member.agencyId, day: today, sent: SMS_PER_AGENCY_PER_DAY - 2 });
    const cifs = validCifs(4, 3_810_000);
    const csv = ['nifCif;telefono', ...cifs.map((cif, n) => `${cif};6120099${String(n).padStart(2, '0')}`)].join('\n');
    const response = await upload(token, 'cupo.csv', csv);
    expect(response.statusCode, response.body).toBe(201);
    await processAll();
    const lines = (await get(`/cumplia-core/gestorias/archivos/procesamientos/${response.json().id}`, token)).json()
      .content;
    expect(
      lines.map((line: { status: string; mensajeError: string | null }) => [line.status, line.mensajeError]),
    ).toEqual([
      ['PROCESADO', null],
      ['PROCESADO', null],
      ['ERROR', ERROR_CODE_MESSAGES.AGENCY_SMS_LIMIT_REACHED],
      ['ERROR', ERROR_CODE_MESSAGES.AGENCY_SMS_LIMIT_REACHED],
    ]);
    const [counted] = await t.db
      .select({ sent: agencySmsDays.sent })
      .from(agencySmsDays)
      .where(and(eq(agencySmsDays.agencyId, member.agencyId), eq(agencySmsDays.day, today)));
    expect(counted?.sent).toBe(SMS_PER_AGENCY_PER_DAY);
  });

  it('gives back the original file byte for byte, and a processing report that never serves a formula', async () => {
    const original = Buffer.concat([
      Buffer.from('nifCif;telefono;raz', 'latin1'),
      Buffer.from([0xf3]),
      Buffer.from('n\r\n=HYPERLINK("http://x");@SUM(1+1);x\r\n', 'latin1'),
    ]);
    const uploaded = await upload(agencyA, 'formulas.csv', original, 'application/vnd.ms-excel');
    const download = await get(`/cumplia-core/gestorias/archivos/download/${uploaded.json().id}`, agencyA);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv');
    expect(download.headers['content-disposition']).toContain('formulas.csv');
    expect(download.rawPayload.equals(original)).toBe(true);

    await processAll();
    const report = await get(`/cumplia-core/gestorias/archivos/informe/${uploaded.json().id}`, agencyA);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toContain('informe_formulas.csv');
    const text = report.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('nifCif;telefono;razón;linea;resultado;alta;detalle');
    expect(text).toContain("'=HYPERLINK");
    expect(text).toContain('NIF/CIF inválido.');
    expect(text.split(/\r\n/).some((line) => /(^|;)[=+\-@]/.test(line))).toBe(false);
    expect((await get(`/cumplia-core/gestorias/archivos/informe/${uploaded.json().id}`, agencyB)).statusCode).toBe(404);

    const template = await get('/cumplia-core/gestorias/archivos/download-ejemplo', agencyA);
    expect([...template.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(template.rawPayload.subarray(3).toString('utf8')).toBe('nifCif;telefono\r\nB12345674;+34600000000\r\n');
    expect(template.headers['content-disposition']).toContain('ejemplo.csv');
  });

  it("keeps the agency's own columns in the report, with phones as Excel shows them, and refuses the template's example", async () => {
    const csv =
      'NIF,Móvil,Cliente,Notas\r\nB12345674,+34600000000,Ejemplo,\r\nB38654323,+34612000321,"Bar Tasca, S.L.",llamar lunes\r\n';
    const uploaded = await upload(agencyA, 'clientes.csv', csv, 'text/csv');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await processAll();
    const lines = (
      await get(`/cumplia-core/gestorias/archivos/procesamientos/${uploaded.json().id}?size=10`, agencyA)
    ).json();
    expect(
      lines.content.map((line: { nifCif: string; telefono: string; mensajeError: string | null }) => line),
    ).toEqual([
      expect.objectContaining({
        nifCif: 'B12345674',
        telefono: '+34600000000',
        mensajeError: expect.stringContaining('línea de ejemplo'),
      }),
      expect.objectContaining({ nifCif: 'B38654323', telefono: '+34612000321', mensajeError: null }),
    ]);
    const report = await get(`/cumplia-core/gestorias/archivos/informe/${uploaded.json().id}`, agencyA);
    const rows = report.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(rows[0]).toBe('NIF,Móvil,Cliente,Notas,linea,resultado,alta,detalle');
    expect(rows[2]).toMatch(/^B38654323,\+34612000321,"Bar Tasca, S.L.",llamar lunes,3,Procesada,/);
  });

  it("writes the agency's Windows-1252 columns back as it read them (€ included) and phones with spaces as typed", async () => {
    const csv = Buffer.concat([
      Buffer.from('nifCif;telefono;cuota\r\nB25162520;+34 612 000 321;45 ', 'latin1'),
      Buffer.from([0x80]),
      Buffer.from(' al año\r\n', 'latin1'),
    ]);
    const uploaded = await upload(agencyA, 'cuotas.csv', csv, 'application/vnd.ms-excel');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await processAll();
    const report = await get(`/cumplia-core/gestorias/archivos/informe/${uploaded.json().id}`, agencyA);
    const rows = report.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(rows[1]).toMatch(/^B25162520;\+34 612 000 321;45 € al año;2;/);
  });

  it('reads , separators, UTF-8 with BOM and Windows-1252 files', async () => {
    const comma = await upload(agencyA, 'comas.csv', '\uFEFFnifCif,telefono\nJ38012340,"+34 600 111 222"\n');
    const latin = Buffer.concat([
      Buffer.from('NIF;Tel', 'latin1'),
      Buffer.from([0xe9]),
      Buffer.from('fono\r\n42389176S;655667788\r\n', 'latin1'),
    ]);
    const windows = await upload(agencyA, 'excel.csv', latin, 'application/vnd.ms-excel');
    expect(comma.statusCode).toBe(201);
    expect(windows.statusCode, windows.body).toBe(201);
    await processAll();
    for (const id of [comma.json().id, windows.json().id]) {
      const lines = (await get(`/cumplia-core/gestorias/archivos/procesamientos/${id}`, agencyA)).json().content;
      expect(lines.map((line: { status: string }) => line.status)).toEqual(['PROCESADO']);
    }
  });

  it('refuses what is not a CSV, a binary file renamed .csv, an empty file and a file over 5 MB', async () => {
    const pdf = await upload(agencyA, 'informe.pdf', '%PDF-1.7', 'application/pdf');
    expect(pdf.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Por favor, selecciona un archivo con formato CSV.',
    });
    const binary = await upload(agencyA, 'foto.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a]));
    expect(binary.json().message).toBe('El archivo no es un CSV de texto válido.');
    const empty = await upload(agencyA, 'vacio.csv', 'nifCif;telefono\n\n');
    expect(empty.json().message).toBe('El archivo no contiene ninguna línea con datos.');
    const huge = await upload(agencyA, 'grande.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 'B38567897;612345678\n'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('El archivo supera el tamaño máximo de 5 MB.');
  });

  it('refuses a request that carries two files, keeping neither', async () => {
    const boundary = '----cumplia-two-files';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\nB38567897;612345678\r\n`;
    const before = (await get('/cumplia-core/gestorias/archivos/my', agencyA)).json().totalElements;
    const response = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/gestorias/upload-csv',
      headers: { authorization: `Bearer ${agencyA}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('uno.csv')}${part('dos.csv')}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Solo se puede subir un archivo cada vez.');
    expect((await get('/cumplia-core/gestorias/archivos/my', agencyA)).json().totalElements).toBe(before);
  });

  it("keeps each agency's files to itself and refuses companies", async () => {
    const [cif] = validCifs(1, 4_200_000);
    const mine = await upload(agencyA, 'propio.csv', `nifCif;telefono\n${cif};612000222\n`);
    expect(mine.statusCode, mine.body).toBe(201);
    await processAll(); // the restart test counts every pending line as its own
    const fileId: number = mine.json().id;
    expect((await get(`/cumplia-core/gestorias/archivos/procesamientos/${fileId}`, agencyB)).statusCode).toBe(404);
    expect((await get(`/cumplia-core/gestorias/archivos/download/${fileId}`, agencyB)).statusCode).toBe(404);
    const theirs = (await get('/cumplia-core/gestorias/archivos/my', agencyB)).json();
    expect(theirs.content.map((f: { id: number }) => f.id)).not.toContain(fileId);
    expect((await get('/cumplia-core/gestorias/archivos/my', companyToken)).statusCode).toBe(403);
    expect((await upload(companyToken, 'x.csv', 'B38567897;612345678')).statusCode).toBe(403);
  });

  it('answers an upload cut short with a 400 and its reason, not a server error', async () => {
    const boundary = '----cumplia-cut';
    const cut = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/gestorias/upload-csv',
      headers: { authorization: `Bearer ${agencyA}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="corte.csv"\r\nContent-Type: text/csv\r\n\r\nB38567897;6123`,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('El archivo no ha llegado completo o está dañado. Vuelva a subirlo.');
  });

  it('reports a phone repeated in the file, and a landline, on their lines: one SMS per phone', async () => {
    const csv = ['B38555108;699 111 222', 'B38555207;+34699111222', 'B38555306;922 111 222'].join('\n');
    const uploaded = await upload(agencyA, 'telefonos.csv', csv);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await processAll();
    expect(await outcomesOf(uploaded.json().id)).toEqual([
      ['PROCESADO', null],
      ['ERROR', 'Teléfono repetido en el archivo (línea 1): cada empresa recibe su SMS en su móvil.'],
      ['ERROR', ERROR_CODE_MESSAGES.PHONE_NOT_MOBILE],
    ]);
  });

  it('reads phones as a spreadsheet writes them, and says what is wrong with the others', async () => {
    const cifs = validCifs(6, 4_100_000);
    const csv = [
      // Excel drops the '+' of a typed '+34 612 345 604'.
      `${cifs[0]};34612345604`,
      `${cifs[1]};3,46123E+10`,
      `${cifs[2]};`,
      `${cifs[3]};512345678`,
      `${cifs[4]};712345678`,
      `${cifs[5]};702345678`,
    ].join('\n');
    const uploaded = await upload(agencyA, 'excel.csv', csv);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await processAll();
    expect(await outcomesOf(uploaded.json().id)).toEqual([
      ['PROCESADO', null],
      ['ERROR', expect.stringContaining('notación científica')],
      ['ERROR', 'Falta el teléfono móvil de la empresa: es adonde va el SMS de alta.'],
      ['ERROR', ERROR_CODE_MESSAGES.PHONE_NOT_MOBILE],
      ['PROCESADO', null],
      ['ERROR', ERROR_CODE_MESSAGES.PHONE_NOT_MOBILE],
    ]);
    const [invited] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.nifCif, cifs[0] ?? ''));
    expect(invited?.telefono).toBe('+34612345604');
  });

  it('processes a large file while other requests keep being answered within 200 ms', async () => {
    const cifs = validCifs(400, 4_000_000);
    const uploaded = await upload(agencyA, 'muchas.csv', cifs.map((cif, i) => `${cif};6${13_000_000 + i}`).join('\n'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    // The processor as the server runs it: batch after batch on its own timer, requests answered in between.
    const processor = createCsvLineProcessor({ services: t.app.services, log: t.app.log });
    processor.start(10);
    const pending = async () =>
      (
        await t.db
          .select({ value: count() })
          .from(uploadLines)
          .where(and(eq(uploadLines.fileId, uploaded.json().id), eq(uploadLines.status, 'PENDIENTE')))
      )[0]?.value ?? 0;
    const latencies: number[] = [];
    try {
      while ((await pending()) > 0) {
        const started = performance.now();
        expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await processor.stop();
    }
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(200);
  }, 120_000);

  it('resumes after a restart and processes every line exactly once, also with two processors at once', async () => {
    const cifs = validCifs(600, 3_000_000);
    const uploaded = await upload(agencyA, 'grande.csv', cifs.map((cif, i) => `${cif};6${12_000_000 + i}`).join('\n'));
    const fileId = uploaded.json().id;

    // A first process handles one batch and dies; a new one (after the restart) and a second replica share the rest.
    const first = createCsvLineProcessor({ services: t.app.services, log: t.app.log });
    expect(await first.drain()).toBe(csvBatchSize(t.config));
    await first.stop();
    const restarted = createCsvLineProcessor({ services: t.app.services, log: t.app.log });
    const replica = createCsvLineProcessor({ services: t.app.services, log: t.app.log });
    let handled = 0;
    for (;;) {
      const [a, b] = await Promise.all([restarted.drain(), replica.drain()]);
      handled += a + b;
      if (a + b === 0) break;
    }
    expect(handled).toBe(600 - csvBatchSize(t.config));

    const lines = await t.db.select().from(uploadLines).where(eq(uploadLines.fileId, fileId));
    expect(lines.filter((line) => line.status === 'PENDIENTE')).toHaveLength(0);
    const companyIds = lines.map((line) => line.companyId);
    expect(new Set(companyIds).size).toBe(600);
    // Each line's SMS was queued in its line's transaction: one invitation and one SMS per line, none twice.
    const sms = await t.db
      .select({ lineId: onboardingInvitations.uploadLineId, key: outboxMessages.idempotencyKey })
      .from(onboardingInvitations)
      .innerJoin(uploadLines, eq(uploadLines.id, onboardingInvitations.uploadLineId))
      .innerJoin(outboxMessages, eq(outboxMessages.idempotencyKey, onboardingInvitations.smsKey))
      .where(eq(uploadLines.fileId, fileId));
    expect(new Set(sms.map((row) => row.lineId)).size).toBe(600);
    expect(new Set(sms.map((row) => row.key)).size).toBe(600);
    // And no SMS without its invitation anywhere: every onboarding SMS queued is some invitation's send.
    const [queued] = await t.db
      .select({ value: count() })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'SMS'), like(outboxMessages.idempotencyKey, 'onboarding-link:%')));
    const [sends] = await t.db
      .select({ value: sql<number>`sum(${onboardingInvitations.sends})::int` })
      .from(onboardingInvitations);
    expect(queued?.value).toBe(sends?.value);
    const created = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(like(companies.telefono, '+34612000%'));
    expect(created.length).toBeGreaterThanOrEqual(600);
  });
});
