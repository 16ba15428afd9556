// Benchmark (not a test): invoice PDFs per second, one bulk SEPA file of 10,000 invoices and its return file.
//   npm run bench:billing                       (embedded PGlite)
//   TEST_DATABASE_URL=postgresql://... CUMPLIA_TEST_DB=postgres npm run bench:billing
import { sql } from 'drizzle-orm';
import { renderInvoicePdf } from '../apps/server/src/generators/pdf/invoice-pdf.js';
import { createUser } from '../apps/server/src/modules/users/create-user.js';
import { multipartFile } from '../apps/server/src/test-support/multipart.js';
import { pain002Returning } from '../apps/server/src/test-support/sepa-return-files.js';
import { createTestApp, TEST_PASSWORD } from '../apps/server/src/test-support/test-app.js';
import { ROLES } from '../packages/domain/src/index.js';
import { sampleInvoice } from './sample-invoice.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 10_000);

async function perSecond(work: () => Promise<unknown>) {
  await work();
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    await work();
    count++;
  }
  return count / ((performance.now() - started) / 1000);
}

const t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
console.log(`Database: ${process.env.CUMPLIA_TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}`);

// 10,000 SEPA companies with a signed mandate, each with one unremitted invoice billed this month.
const seedStarted = performance.now();
await t.db.execute(sql`
  insert into companies (razon_social, nif_cif, nombre, dni, email, telefono, nombre_comercial, num_cuenta, metodo_de_pago)
  select 'Empresa Bench ' || n || ' S.L.', 'B' || lpad(n::text, 8, '0'), 'Administración Bench', '00000000T',
         'bench' || n || '@example.test', '+34600000000', 'Bench ' || n, 'ES9121000418450200051332', 'SEPA'
  from generate_series(1, ${INVOICES}) n`);
await t.db.execute(sql`
  insert into sepa_mandates (company_id, reference, signed_on)
  select id, 'CUMPLIA-' || lpad(id::text, 8, '0'), '2026-01-15' from companies`);
await t.db.execute(sql`
  insert into invoices (numero, series, year, sequence, origin, company_id, fecha, fecha_cuando_facturar, fecha_operacion,
    importe_total_cents, importe_impuestos_cents, importe_total_impuestos_cents, metodo_de_pago, num_cuenta,
    recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif, recipient_direccion,
    recipient_codigo_postal, recipient_provincia)
  select 'F2026-' || lpad(c.id::text, 6, '0'), 'F', 2026, c.id, 'CONTRATO', c.id, '2026-11-02', '2026-11-02', '2026-11-02',
         12000 + c.id % 9000, round((12000 + c.id % 9000) * 0.21), 12000 + c.id % 9000 + round((12000 + c.id % 9000) * 0.21),
         'SEPA', c.num_cuenta, c.razon_social, c.nombre_comercial, c.nif_cif, 'Calle Bench 1', '38001', 'Santa Cruz de Tenerife'
  from companies c`);
await t.db.execute(sql`
  insert into invoice_lines (invoice_id, company_id, period_start, protocol, nombre_producto, precio_unitario_cents,
    iva_cents, total_cents)
  select id, company_id, fecha, 'LOPD', 'Alta anual del protocolo de LOPDGDD', importe_total_cents, importe_impuestos_cents,
         importe_total_impuestos_cents from invoices`);
console.log(
  `Seeded ${INVOICES} SEPA companies, mandates and invoices in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);

await createUser(t.db, {
  username: '43827164C',
  name: 'Bench',
  email: 'bench@example.test',
  password: TEST_PASSWORD,
  roles: [ROLES.superadmin],
});
const token = (await t.login('43827164C', null)).json().token as string;
const auth = { authorization: `Bearer ${token}` };

// Bulk SEPA: the request end to end (select and lock, checks, XML, marking remitted, mandates, audit).
const started = performance.now();
const response = await t.app.inject({
  method: 'POST',
  url: '/cumplia-core/admin/facturas/sepa',
  headers: auth,
  payload: { fechaInicio: '2026-11-01', fechaFin: '2026-11-30', cuentaIBAN: 'ES9121000418450200051332' },
});
const elapsed = performance.now() - started;
const transactions = /<NbOfTxs>(\d+)<\/NbOfTxs>/.exec(response.body)?.[1];
console.log(
  `Bulk SEPA file: ${transactions} transactions, ${(response.body.length / 1024 / 1024).toFixed(1)} MB, ` +
    `${(elapsed / 1000).toFixed(2)} s (HTTP ${response.statusCode}; target < 2 s)`,
);

// Returns: the bank's pain.002 rejecting every debit of that file (10,000 R-transactions), imported once, then the
// same file again (changes nothing).
const endToEndIds = [...response.body.matchAll(/<EndToEndId>(.+?)<\/EndToEndId>/g)].map((match) => match[1] ?? '');
const returnFile = pain002Returning(
  'DEV-BENCH-1',
  endToEndIds.map((endToEndId) => ({ endToEndId, reasonCode: 'AM04' })),
);
const upload = multipartFile('devoluciones.xml', Buffer.from(returnFile, 'utf8'), 'application/xml');
for (const label of ['Return file import', 'Same return file again']) {
  const importStarted = performance.now();
  const imported = await t.app.inject({
    method: 'POST',
    url: '/cumplia-core/admin/sepa/devoluciones',
    headers: { ...auth, ...upload.headers },
    payload: upload.payload,
  });
  const result = imported.json() as { devoluciones: number; nuevas: number };
  console.log(
    `${label}: ${result.devoluciones} R-transactions (${(returnFile.length / 1024 / 1024).toFixed(1)} MB), ` +
      `${result.nuevas} new, ${((performance.now() - importStarted) / 1000).toFixed(2)} s ` +
      `(HTTP ${imported.statusCode}; target < 5 s)`,
  );
}

// Invoice PDFs: the generator alone, then the download endpoint (invoice read, lines, render, response).
const [sample] = (await t.db.execute(sql`select id from invoices order by id limit 1`)).rows as { id: number }[];
const pdfRate = await perSecond(() =>
  renderInvoicePdf(
    sampleInvoice({
      legalName: t.config.provider.legalName,
      nif: t.config.provider.nif,
      address: t.config.provider.address,
      email: t.config.provider.email,
      phone: t.config.provider.phone,
      registry: t.config.provider.registry,
    }),
  ),
);
console.log(`Invoice PDF generator: ${pdfRate.toFixed(1)} PDFs/s (one core)`);
const downloadRate = await perSecond(() =>
  t.app.inject({ method: 'GET', url: `/cumplia-core/admin/facturas/${sample?.id}/download`, headers: auth }),
);
console.log(`Invoice PDF download endpoint: ${downloadRate.toFixed(1)} PDFs/s (sequential; target 50/s)`);
await t.close();
