// Benchmark (not a test): sorting and totals of the lists over 100,000 companies and 1,000,000 invoices, against
// the built server on PostgreSQL (a throw-away database beside DATABASE_URL's, dropped after). The load seed
// gives Gestoría Atlántica (the demo agency) every 300th company and about 3,300 invoices, as every agency; then
// 100,000 more invoices of its companies are added and its billing list is measured again (the worst case). Prints req/s and
// p50/p95/p99 per query at BENCH_CONNECTIONS (default 20) for BENCH_DURATION seconds (default 10), and one full
// export of that list (time, size, and the server's peak memory before and after).
//   npm run build && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:lists
import { readFileSync } from 'node:fs';
import { createBenchDatabase, measureLatency, runSql } from './bench-postgres.mjs';
import { benchLogin, startBenchServer, waitForHealth } from './bench-server.mjs';
import { COMPANIES, INVOICES, seedLoadData } from './load-seed.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3296);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const measure = (label, path, token) =>
  measureLatency({ base: BASE, token, label, path, connections: CONNECTIONS, duration: DURATION });

/** The server process's peak resident memory so far (VmHWM), in MB. */
const peakMemoryMb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function timeExport(token, format) {
  const started = performance.now();
  const response = await fetch(
    `${BASE}/cumplia-core/facturas/gestoria/export?formato=${format}&sort=importe&dir=desc`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, seconds: (performance.now() - started) / 1000, mb: bytes / 1024 / 1024 };
}

const database = await createBenchDatabase('cumplia_bench_lists');
const server = startBenchServer(PORT, { DATABASE_URL: database.url });
try {
  await waitForHealth(BASE);
  const seeding = performance.now();
  await seedLoadData(database.url);
  console.log(
    `Seeded ${COMPANIES.toLocaleString('es-ES')} companies and ${INVOICES.toLocaleString('es-ES')} invoices in ${((performance.now() - seeding) / 1000).toFixed(0)} s.`,
  );
  const agency = await benchLogin(BASE, '45219873X', 'G');
  const staff = await benchLogin(BASE, '43827164C', null);
  console.log(`${CONNECTIONS} connections, ${DURATION} s each:`);
  const invoiceQueries = async (size) => {
    await measure(`agency invoices (${size}), newest first + totals`, 'facturas/gestoria?page=0&size=10', agency);
    await measure(
      '  by amount, largest first + totals',
      'facturas/gestoria?page=0&size=10&sort=importe&dir=desc',
      agency,
    );
    await measure('  by company name + totals', 'facturas/gestoria?page=0&size=10&sort=empresa&dir=asc', agency);
    await measure('  by number, page 100 + totals', 'facturas/gestoria?page=100&size=10&sort=factura&dir=asc', agency);
  };
  await invoiceQueries('~3,300, as every agency of the seed');
  await measure('agency companies by name', 'gestorias/my/empresas?page=0&size=10&sort=empresa&dir=asc', agency);
  await measure(
    'staff companies (100,000) by razón social',
    'admin/empresas?page=0&size=10&sort=empresa&dir=asc',
    staff,
  );
  await measure('staff companies by NIF/CIF, last first', 'admin/empresas?page=0&size=10&sort=nifCif&dir=desc', staff);
  await measure(
    'staff companies by razón social, page 5,000',
    'admin/empresas?page=5000&size=10&sort=empresa&dir=asc',
    staff,
  );
  // The staff invoice list: the screen's default (the last two months) and the whole table, with the totals row.
  const today = new Date().toISOString().slice(0, 10);
  const twoMonthsAgo = new Date(Date.now() - 61 * 86_400_000).toISOString().slice(0, 10);
  const lastTwoMonths = `fechaInicio=${twoMonthsAgo}&fechaFin=${today}`;
  await measure('staff invoices, last two months, newest first + totals', `admin/facturas?${lastTwoMonths}`, staff);
  await measure(
    '  pending, by amount, largest first + totals',
    `admin/facturas?${lastTwoMonths}&facturado=false&sort=importe&dir=desc`,
    staff,
  );
  await measure('staff invoices, all, by razón social + totals', 'admin/facturas?sort=empresa&dir=asc', staff);
  // The worst case: 100,000 more invoices for the demo agency's companies (issued invoices are immutable, so they are added).
  await runSql(database.url, [
    `insert into invoices (numero, series, year, sequence, origin, company_id, agency_id, fecha,
                           fecha_cuando_facturar, fecha_operacion, importe_total_cents, importe_impuestos_cents,
                           importe_total_impuestos_cents, facturado, metodo_de_pago, num_cuenta,
                           recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif,
                           recipient_direccion, recipient_codigo_postal, recipient_provincia,
                           agency_commission_basis_points)
     select 'A' || lpad(n::text, 9, '0'), 'A', 2025, n, 'RENOVACION', c.id, c.agency_id, current_date - (n % 700),
            current_date - (n % 700), current_date - (n % 700), 100 * (n % 997), 21 * (n % 997), 121 * (n % 997),
            n % 700 > 30, 'SEPA', c.num_cuenta, c.razon_social, c.nombre_comercial, c.nif_cif, c.direccion,
            c.codigo_postal, c.provincia, (select comision_basis_points from agencies a where a.id = c.agency_id)
     from generate_series(1, 100000) as n
     join (select *, row_number() over (order by id) - 1 as position from companies
           where agency_id = (select id from agencies where nif_cif = 'B38123451')) c
       on c.position = n % (select count(*) from companies
                            where agency_id = (select id from agencies where nif_cif = 'B38123451'))`,
    'vacuum analyze invoices',
  ]);
  await invoiceQueries('~103,000, the worst case');
  const before = peakMemoryMb(server.pid);
  for (const format of ['csv', 'xlsx']) {
    const result = await timeExport(agency, format);
    console.log(
      `  export ${format} of the agency's invoices by amount: ${result.status}, ${result.seconds.toFixed(1)} s, ${result.mb.toFixed(1)} MB; server peak memory ${before.toFixed(0)} -> ${peakMemoryMb(server.pid).toFixed(0)} MB`,
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
