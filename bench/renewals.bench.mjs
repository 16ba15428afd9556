// Benchmark (not a test): the staff renewals list over 100,000 companies, each with a renewal, against the
// built server on PostgreSQL (a throw-away database is created beside DATABASE_URL's and dropped after), at
// 20 concurrent connections (BENCH_CONNECTIONS), with the filters the screens send.
//   npm run build && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:renewals
import { createBenchDatabase, measureList, runSql } from './bench-postgres.mjs';
import { benchLogin, startBenchServer, waitForHealth } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3293);
const BASE = `http://127.0.0.1:${PORT}`;
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);

/**
 * 100,000 companies, each with one renewal ending between a year ago and two years ahead: those that ended more
 * than a month ago were processed by the daily job; the rest are a mix of pending, approved and disabled.
 */
async function seedRenewals(url) {
  await runSql(url, [
    `insert into companies (razon_social, nombre_comercial, nif_cif, nombre, dni, email, telefono, lopdgdd, acoso_laboral)
     select 'Razón Social Bench ' || i, 'Empresa Bench ' || i, 'Z' || lpad(i::text, 8, '0'), 'Admin', '',
            'bench' || i || '@example.test', '+34600000000', true, i % 3 = 0
     from generate_series(1, ${COMPANIES}) as i`,
    `insert into renewals (company_id, fecha_inicio, fecha_fin, fecha_renovacion, lopdgdd, acoso_laboral, renueva,
                           deshabilitar_renovacion, procesada)
     select c.id, d - interval '1 year', d, d - 18, true, c.acoso_laboral, c.id % 5 = 0, c.id % 20 = 1,
            d < current_date - 30 or c.id % 50 = 3
     from companies c, lateral (select (current_date - 365 + (c.id % 1095))::date as d) e
     where c.nif_cif like 'Z%'`,
    `insert into renewal_products (renewal_id, protocol, precio_descuento_cents)
     select id, 'LOPD', 9000 from renewals on conflict do nothing`,
    'vacuum analyze companies, renewals, renewal_products',
  ]);
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const listBench = (token, label, path) => measureList({ base: BASE, token, label, path, connections: CONNECTIONS });

const today = new Date().toISOString().slice(0, 10);
const plus = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const [year, month] = today.split('-').map(Number);
const pending = 'renueva=false&deshabilitarRenovacion=false&procesada=false';

const database = await createBenchDatabase('cumplia_bench');
const server = startBenchServer(PORT, { DATABASE_URL: database.url });
try {
  await waitForHealth(BASE);
  await seedRenewals(database.url);
  const token = await benchLogin(BASE, '43827164C', null);
  console.log(
    `Renewals list over ${COMPANIES.toLocaleString('es-ES')} companies, ${CONNECTIONS} connections, 10 s each:`,
  );
  await listBench(
    token,
    'admin default (pending, this month, 18 days)',
    `admin/renovaciones?page=0&size=10&${pending}&mes=${month}&year=${year}&fechaFinMax=${plus(18)}`,
  );
  await listBench(
    token,
    'admin accepted, one month, no day limit',
    `admin/renovaciones?page=0&size=10&renueva=true&mes=${month}&year=${year}`,
  );
  await listBench(token, 'admin all states, whole year', `admin/renovaciones?page=0&size=10&year=${year}`);
  await listBench(
    token,
    'worker pending, 18 days',
    `worker/renovaciones?page=0&size=10&${pending}&fechaFinMax=${plus(18)}`,
  );
  await listBench(
    token,
    'worker pending, 90 days, page 20',
    `worker/renovaciones?page=20&size=10&${pending}&fechaFinMax=${plus(90)}`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
