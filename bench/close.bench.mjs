// Benchmark (not a test): the month-end close (GET /admin/cierre and its drill-down) over a month of 100,000
// invoices, against the built server on PostgreSQL (a throw-away database beside DATABASE_URL's, dropped after).
// The month measured is the one three months back, so every debit's collection day has passed; four more months
// of invoices around it make the month filter matter. Each query is asked BENCH_REQUESTS times (default 50) one
// after another, after 5 warm-up requests; prints p50 / p95 / max per query.
//   npm run build && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:close
import pg from 'pg';
import { createBenchDatabase, runSql } from './bench-postgres.mjs';
import { benchLogin, startBenchServer, waitForHealth } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const BASE = `http://127.0.0.1:${PORT}`;
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
/** Invoices per month, in the month measured and in each of the other four. */
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const MONTHS = 5;
const AGENCIES = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const WARMUP = 5;
/** The provider's two creditor accounts (the configuration's default): most files go through the first. */
const MAIN_ACCOUNT = 'ES9121000418450200051332';
const OTHER_ACCOUNT = 'ES6000491500051234567892';

const now = new Date();
const MONTH = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1)).toISOString().slice(0, 7);

/**
 * Invoice m of a month (m from 0) is company m's, of agency m % 50, dated in order over days 1-28; its standing follows
 * r = (m / 50 + 7k) % 100 (k the month, 0 to 4; the measured one is 2), so every agency gets every standing:
 *   0-1    cancelled (2 %)
 *   2-11   transfer or card invoices paid (10 %)
 *   12-81  remitted in one of four SEPA files of the month, collected on the 3rd, 8th, 13th or 18th of the next
 *          month; the fourth file goes through the second account (70 %). Of these, 12-16 were returned (5 %):
 *          12-14 still stand returned, 15 was re-presented in the month's re-presentation file (collected on the
 *          23rd), 16 was then paid by transfer.
 *   82-99  pending, not remitted (18 %)
 * Each invoice carries its agency's commission rate, frozen at issue (8 % to 12 %). One in 1,000 was
 * rectified the next day: the pending ones by substitution, the collected ones by a credit note.
 */
async function seed(url) {
  const total = INVOICES * MONTHS;
  await runSql(url, [
    `insert into agencies (razon_social, nombre_comercial, nif_cif, nombre, dni, email, telefono, comision_basis_points)
     select 'Gestoría Cierre ' || i || ' S.L.', 'Gestoría Cierre ' || i, 'Y' || lpad(i::text, 8, '0'), 'Admin', '',
            'gestoria' || i || '@cierre.example', '+34600000000', 800 + 100 * (i % 5)
     from generate_series(0, ${AGENCIES - 1}) as i`,
    `insert into companies (agency_id, razon_social, nombre_comercial, nif_cif, nombre, dni, email, telefono,
                            num_cuenta, lopdgdd, acoso_laboral, verificado)
     select (select min(id) from agencies where nif_cif like 'Y%') + i % ${AGENCIES},
            'Razón Social Cierre ' || i || ' S.L.', 'Empresa Cierre ' || i, 'Z' || lpad(i::text, 8, '0'),
            'Administración ' || i, '', 'cierre' || i || '@example.test', '+34600000000',
            'ES7921000813610123456789', true, false, true
     from generate_series(0, ${COMPANIES - 1}) as i`,
    // Per month k: files 0-3 (bulk; file 3 through the second account) and 4 (re-presentations).
    `create temporary table close_files as
     select k, j, ('${MONTH}-01'::date + make_interval(months => k - 1))::date + 2 + 5 * j as collection_date,
            case when j = 3 then '${OTHER_ACCOUNT}' else '${MAIN_ACCOUNT}' end as iban, null::integer as id
     from generate_series(0, ${MONTHS - 1}) as k, generate_series(0, 4) as j`,
    `insert into sepa_files (transaction_id, kind, message_id, creditor_iban, file_name, xml, transaction_count,
                             control_sum_cents)
     select 'bench-close-' || k || '-' || j, case when j = 4 then 'REPRESENT' else 'BULK' end,
            'BENCHCLOSE' || k || j, iban, 'sepa_cierre_' || k || '_' || j || '.xml', '', 0, 0
     from close_files`,
    `update close_files c set id = f.id from sepa_files f where f.transaction_id = 'bench-close-' || c.k || '-' || c.j`,
    // Issued in date order, month after month, as invoices are.
    `create temporary table close_invoices as
     select n, k, m, (m / 50 + 7 * k) % 100 as r, m % ${COMPANIES} as c,
            ('${MONTH}-01'::date + make_interval(months => k - 2))::date + m * 28 / ${INVOICES} as fecha,
            5000 + 100 * (m % 150) as base
     from generate_series(0, ${total - 1}) as n, lateral (select n / ${INVOICES} as k, n % ${INVOICES} as m) v`,
    `insert into invoices (numero, series, year, sequence, origin, company_id, agency_id, fecha, fecha_cuando_facturar,
                           fecha_operacion, importe_total_cents, importe_impuestos_cents, importe_total_impuestos_cents,
                           agency_commission_basis_points, facturado, facturado_at, metodo_de_pago, num_cuenta,
                           recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif, recipient_direccion,
                           recipient_codigo_postal, recipient_provincia, anulada_at, anulacion_motivo,
                           sepa_sequence_type, sepa_file_id, sepa_return_code, paid_by_transfer_on, paid_via,
                           paid_amount_cents, sepa_collection_date)
     select 'M' || lpad(i.n::text, 9, '0'), 'M', extract(year from i.fecha), i.n, 'RENOVACION',
            (select min(id) from companies where nif_cif like 'Z%') + i.c,
            (select min(id) from agencies where nif_cif like 'Y%') + i.c % ${AGENCIES}, i.fecha, i.fecha, i.fecha,
            i.base, i.base * 21 / 100, i.base + i.base * 21 / 100,
            800 + 100 * (i.c % ${AGENCIES} % 5),
            f.id is not null, f.collection_date - 5, p.method::payment_method, 'ES7921000813610123456789',
            'Razón Social Cierre ' || i.c || ' S.L.', 'Empresa Cierre ' || i.c, 'Z' || lpad(i.c::text, 8, '0'),
            'Calle Mayor ' || i.c, '38001', 'Santa Cruz de Tenerife',
            case when i.r < 2 then i.fecha + 1 end, case when i.r < 2 then 'Emitida por error' end,
            case when f.id is not null then 'RCUR' end, f.id,
            case i.r when 12 then 'AM04' when 13 then 'MD06' when 14 then 'MS02' end, p.paid_on, p.paid_via,
            case when p.paid_on is not null then i.base + i.base * 21 / 100 end, f.collection_date
     from close_invoices i
     left join close_files f
       on f.k = i.k and i.r between 12 and 81 and f.j = case when i.r = 15 then 4 else i.r % 4 end
     cross join lateral (
       select case when i.r between 2 and 10 then 'TRANSFERENCIA' when i.r = 11 then 'TARJETA' else 'SEPA' end
                as method,
              case when i.r between 2 and 11 then i.fecha + 7 when i.r = 16 then f.collection_date + 10 end as paid_on,
              case when i.r between 2 and 10 or i.r = 16 then 'TRANSFERENCIA' when i.r = 11 then 'TARJETA' end
                as paid_via
     ) p`,
    `insert into invoices (numero, series, year, sequence, kind, origin, rectifies_invoice_id, company_id, agency_id,
                           fecha, fecha_cuando_facturar, fecha_operacion, importe_total_cents, importe_impuestos_cents,
                           importe_total_impuestos_cents, agency_commission_basis_points, metodo_de_pago, num_cuenta,
                           recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif, recipient_direccion,
                           recipient_codigo_postal, recipient_provincia, rectification_reason, tipo_factura,
                           tipo_rectificativa, rectified_base_cents, rectified_tax_cents, rectified_original_paid)
     select 'N' || lpad(i.n::text, 9, '0'), 'N', o.year, i.n, 'RECTIFICATIVA', 'RECTIFICACION', o.id, o.company_id,
            o.agency_id, o.fecha + 1, o.fecha + 1, o.fecha, t.sign * o.importe_total_cents,
            t.sign * o.importe_impuestos_cents, t.sign * o.importe_total_impuestos_cents,
            o.agency_commission_basis_points, o.metodo_de_pago, o.num_cuenta, o.recipient_razon_social,
            o.recipient_nombre_comercial, o.recipient_nif_cif, o.recipient_direccion, o.recipient_codigo_postal,
            o.recipient_provincia, 'Datos del destinatario', 'R1', t.tipo,
            case when t.tipo = 'S' then o.importe_total_cents end,
            case when t.tipo = 'S' then o.importe_impuestos_cents end,
            t.tipo = 'I'
     from close_invoices i
     join invoices o on o.numero = 'M' || lpad(i.n::text, 9, '0')
     cross join lateral (select case when i.r >= 82 then 'S' else 'I' end as tipo,
                                case when i.r >= 82 then 1 else -1 end as sign) t
     where i.n % 1000 = 7 and (i.r between 20 and 60 or i.r >= 82)`,
    // Every debit presented: the first presentation of each remitted invoice, the second of the re-presented ones.
    `insert into sepa_debits (sepa_file_id, invoice_id, end_to_end_id, presentation, amount_cents, sequence_type,
                              collection_date)
     select f.id, inv.id, inv.numero, 1, inv.importe_total_impuestos_cents, 'RCUR', f.collection_date
     from close_invoices i
     join invoices inv on inv.numero = 'M' || lpad(i.n::text, 9, '0')
     join close_files f on f.k = i.k and f.j = i.r % 4
     where i.r between 12 and 81`,
    `insert into sepa_debits (sepa_file_id, invoice_id, end_to_end_id, presentation, amount_cents, sequence_type,
                              collection_date)
     select inv.sepa_file_id, inv.id, inv.numero || '-R', 2, inv.importe_total_impuestos_cents, 'RCUR',
            inv.sepa_collection_date
     from close_invoices i
     join invoices inv on inv.numero = 'M' || lpad(i.n::text, 9, '0')
     where i.r = 15`,
    `update sepa_files f set transaction_count = d.count, control_sum_cents = d.sum
     from (select sepa_file_id, count(*) as count, sum(amount_cents) as sum from sepa_debits group by sepa_file_id) d
     where d.sepa_file_id = f.id and f.transaction_id like 'bench-close-%'`,
    `insert into sepa_return_imports (sha256, message_kind, message_id, file_name, return_count, unmatched_count)
     select 'bench-close-' || k, 'pain.002.001.03', 'BENCHRETURNS' || k, 'devoluciones_' || k || '.xml', 0, 0
     from generate_series(0, ${MONTHS - 1}) as k`,
    `insert into sepa_returns (sepa_debit_id, invoice_id, import_id, reason_code, returned_on, amount_cents,
                               resolution, resolved_at)
     select d.id, d.invoice_id, ri.id, coalesce(inv.sepa_return_code, 'AM04'), d.collection_date + 3, d.amount_cents,
            case i.r when 12 then 'PENDIENTE' when 13 then 'TRANSFERENCIA' when 14 then 'PENDIENTE'
                     when 15 then 'REPRESENTADA' else 'PAGADA' end,
            case when i.r >= 15 then d.collection_date + 5 end
     from close_invoices i
     join invoices inv on inv.numero = 'M' || lpad(i.n::text, 9, '0')
     join sepa_debits d on d.invoice_id = inv.id and d.presentation = 1
     join sepa_return_imports ri on ri.sha256 = 'bench-close-' || i.k
     where i.r between 12 and 16`,
    // Statements already sent for the earlier months (the close reads when each agency's was sent).
    `insert into commission_statements (agency_id, month, totals, pdf, xlsx)
     select a.id, to_char('${MONTH}-01'::date + make_interval(months => k - 2), 'YYYY-MM'), '{}', '', ''
     from agencies a, generate_series(0, 2) as k
     where a.nif_cif like 'Y%'`,
    'vacuum analyze agencies, companies, invoices, sepa_files, sepa_debits, sepa_returns, commission_statements',
  ]);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value) => `${value.toFixed(0).padStart(4)} ms`;

/** One GET asked WARMUP times, then REQUESTS times one after another: p50 / p95 / max, on one line. */
async function measure(token, label, path) {
  const url = `${BASE}/cumplia-core/${path}`;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
    return { elapsed: performance.now() - started, body };
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const timings = [];
  let body;
  for (let i = 0; i < REQUESTS; i++) ({ elapsed: timings[i], body } = await once());
  timings.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(48)} p50 ${ms(percentile(timings, 0.5))}   p95 ${ms(percentile(timings, 0.95))}   max ${ms(timings.at(-1))}`,
  );
  return body;
}

/** How many commission movements the ledger holds. */
async function movementCount(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from commission_movements');
  await client.end();
  return rows[0].n;
}

/**
 * The server's ledger job books every agency at start: the time until the count of movements stops growing (two
 * looks a second apart agree), less that second.
 */
async function bookedLedger(url) {
  const started = performance.now();
  let last = -1;
  for (;;) {
    const count = await movementCount(url);
    if (count > 0 && count === last) return { count, seconds: (performance.now() - started) / 1000 - 1 };
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const database = await createBenchDatabase('cumplia_bench_close');
let server = startBenchServer(PORT, { DATABASE_URL: database.url });
try {
  await waitForHealth(BASE);
  const seeding = performance.now();
  await seed(database.url);
  console.log(
    `Seeded ${MONTHS} months of ${INVOICES.toLocaleString('es-ES')} invoices (${COMPANIES.toLocaleString('es-ES')} companies, ${AGENCIES} agencies) in ${((performance.now() - seeding) / 1000).toFixed(0)} s.`,
  );
  // A start books the commission ledger of every agency, as after the upgrade that brought it.
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  server = startBenchServer(PORT, { DATABASE_URL: database.url });
  await waitForHealth(BASE);
  const ledger = await bookedLedger(database.url);
  // As autovacuum would after so many rows, before the close plans its queries over them.
  await runSql(database.url, ['vacuum analyze commission_movements']);
  console.log(
    `Commission ledger booked at start: ${ledger.count.toLocaleString('es-ES')} movements in ${ledger.seconds.toFixed(0)} s.`,
  );
  const token = await benchLogin(BASE, '43827164C', null);
  console.log(`Month-end close of ${MONTH}, ${REQUESTS} requests one after another (after ${WARMUP} warm-up):`);
  const close = await measure(token, 'summary', `admin/cierre?mes=${MONTH}`);
  await measure(token, 'summary, main creditor account', `admin/cierre?mes=${MONTH}&cuenta=${MAIN_ACCOUNT}`);
  await measure(
    token,
    'drill-down DEVUELTA, page 0 (20 a page)',
    `admin/cierre/facturas?mes=${MONTH}&fila=DEVUELTA&page=0&size=20`,
  );
  await measure(
    token,
    'drill-down COBRADA, page 100 (20 a page)',
    `admin/cierre/facturas?mes=${MONTH}&fila=COBRADA&page=100&size=20`,
  );
  const rows = Object.entries(close.filas).map(([row, { facturas }]) => `${row} ${facturas.toLocaleString('es-ES')}`);
  console.log(`  (the month's rows: ${rows.join(', ')}; ${close.gestorias.length} agencies)`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
