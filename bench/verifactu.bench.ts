// Benchmark (not a test): a month of invoicing at a big provider's size through Verifactu. 10,000 invoices are
// issued through the product's own path (each in its transaction, its record built, fingerprinted and chained),
// then their records are sent to the stand-in AEAT (HTTPS with a client certificate, every message validated
// against the official SuministroLR.xsd, every answer against RespuestaSuministro.xsd) until none is pending.
//   npm run bench:verifactu                                                       (embedded PGlite)
//   TEST_DATABASE_URL=postgresql://... CUMPLIA_TEST_DB=postgres npm run bench:verifactu
import { eq, sql } from 'drizzle-orm';
import { verifactuRecords } from '../apps/server/src/db/schema/index.js';
import { buildAltaRecord } from '../apps/server/src/generators/verifactu/invoice-records.js';
import { issueInvoice } from '../apps/server/src/modules/invoices/issue-invoice.js';
import { sendNextVerifactuSubmission } from '../apps/server/src/modules/verifactu/send-submission.js';
import { startAeatServer } from '../apps/server/src/test-support/aeat-server.js';
import { createTestApp } from '../apps/server/src/test-support/test-app.js';
import { createClientCertificate } from '../apps/server/src/test-support/tls-certificates.js';
import { addDays } from '../packages/domain/src/index.js';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 10_000);
/** The AEAT's TiempoEsperaEnvio: its default. Full submissions of 1,000 records go without waiting for it. */
const WAIT_SECONDS = Number(process.env.BENCH_AEAT_WAIT_SECONDS ?? 60);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const client = createClientCertificate();
const aeat = await startAeatServer({ trustedClientCertPem: client.certPem, waitSeconds: WAIT_SECONDS });
const t = await createTestApp({
  VERIFACTU_ENDPOINT: aeat.url,
  VERIFACTU_CA_CERTIFICATES: aeat.caPem,
  VERIFACTU_CERTIFICATE_P12: client.p12Base64,
  VERIFACTU_CERTIFICATE_PASSWORD: client.password,
  VERIFACTU_TIMEOUT_MS: '120000',
});
console.log(`Database: ${process.env.CUMPLIA_TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}`);

const { companyId } = await t.factories.companyUser();
await t.db.execute(
  sql`update companies set codigo_postal = '38001', provincia = 'Santa Cruz de Tenerife' where id = ${companyId}`,
);

// The record builder alone (XML and fingerprint), one core.
const sample = {
  invoice: { issuerNif: 'B38990016', numero: 'F2026-000001', fecha: '2026-11-21' },
  issuerName: 'Cumplia Soluciones Normativas S.L.',
  tipoFactura: 'F1' as const,
  rectification: null,
  fechaOperacion: null,
  descripcion: 'Alta anual del protocolo de LOPDGDD',
  recipient: { name: 'Empresa Bench S.L.', nif: 'B38000001' },
  breakdown: [
    {
      impuesto: '03' as const,
      claveRegimen: '01' as const,
      calificacion: 'S1' as const,
      rateBasisPoints: 700,
      baseCents: 12000,
      cuotaCents: 840,
    },
  ],
  cuotaTotalCents: 840,
  importeTotalCents: 12840,
  correction: null,
  previous: null,
  recordTimestamp: '2026-11-21T10:00:00+01:00',
  system: t.config.verifactu.system,
  reference: 'cumplia-registro-1',
};
const built = performance.now();
for (let n = 0; n < INVOICES; n++) buildAltaRecord(sample);
console.log(`Record builder: ${INVOICES} RegistroAlta (XML + fingerprint) in ${seconds(built)}`);

// Issuing: every invoice in its own transaction, as signing and renewals issue them.
const issuing = performance.now();
for (let n = 0; n < INVOICES; n++) {
  await t.db.transaction((tx) =>
    issueInvoice(tx, {
      companyId,
      origin: 'RENOVACION',
      lines: [
        {
          protocol: 'LOPD',
          nombreProducto: 'Renovación anual del protocolo de LOPDGDD',
          precioUnitarioCents: 12000 + (n % 500),
        },
      ],
      fecha: '2026-11-21',
      periodStart: addDays('2100-01-01', n), // a period of its own: one company, one tool
      now: t.clock.now(),
      config: t.config,
    }),
  );
}
console.log(`Issued ${INVOICES} invoices with their records in ${seconds(issuing)}`);

// Sending: until nothing is pending. Full submissions go back to back (the Orden's flow control lets 1,000
// waiting records go at once); a last partial one would wait for TiempoEsperaEnvio.
const sending = performance.now();
let submissions = 0;
for (;;) {
  const { answered } = await sendNextVerifactuSubmission({ ctx: t.jobCtx });
  if (answered === 0) {
    const [pending] = await t.db
      .select({ id: verifactuRecords.id })
      .from(verifactuRecords)
      .where(eq(verifactuRecords.status, 'PENDIENTE'))
      .limit(1);
    if (!pending) break;
    t.clock.advanceSeconds(WAIT_SECONDS); // the AEAT's wait, on the test clock
    continue;
  }
  submissions++;
}
const [counts] = await t.db
  .select({ accepted: sql<number>`count(*) filter (where status = 'CORRECTO')::int`, all: sql<number>`count(*)::int` })
  .from(verifactuRecords);
console.log(
  `Sent ${counts?.all} records in ${submissions} submissions in ${seconds(sending)}; accepted: ${counts?.accepted}; schema errors in the answers: ${aeat.answerSchemaErrors.length}`,
);
console.log(`Peak resident memory of the process (server and stand-in AEAT together): ${mb(peakRss)}`);
clearInterval(sampler);
await t.close();
await aeat.close();
