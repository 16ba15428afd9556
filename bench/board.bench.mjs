// Benchmark (not a test): the agency's client board against the built server on PostgreSQL (a throw-away database
// beside DATABASE_URL's, dropped after). Beside the demo data and the load seed (100,000 companies and 1,000,000
// invoices over 300 agencies), Gestoría Atlántica gets 3,000 more clients in every state the board tracks: SMS
// sign-ups (some undelivered), contracts to sign, profiles with and without gaps, returned and pending invoices,
// renewals due, awaiting approval and disabled. About 3,350 clients in all; the staff's board reads all 103,000.
// Prints req/s and p50/p95/p99 per query at BENCH_CONNECTIONS (default 20) for BENCH_DURATION seconds (default
// 10), and the time of one full export.
//   npm run build && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:board
// BENCH_KEEP_DATABASE=1 only seeds, prints the database's URL and keeps it, to read the queries' plans.
// BENCH_WARMUP_SECONDS (default 5): the board driven unmeasured first, so the first query is not a cold start.
import autocannon from 'autocannon';
import { createBenchDatabase, measureLatency, runSql } from './bench-postgres.mjs';
import { benchLogin, startBenchServer, waitForHealth } from './bench-server.mjs';
import { seedLoadData } from './load-seed.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CLIENTS = 3000;
const KEEP = process.env.BENCH_KEEP_DATABASE === '1';
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const ATLANTICA = `(select id from agencies where nif_cif = 'B38123451')`;

/** Atlántica's extra clients and their states, spread by the client's number `i` so every state has thousands or tens. */
async function seedBoardClients(url) {
  await runSql(url, [
    `insert into companies (agency_id, razon_social, nombre_comercial, nif_cif, nombre, dni, email, telefono, direccion,
                            codigo_postal, localidad, provincia, num_cuenta, num_trabajadores, lopdgdd, acoso_laboral,
                            desconexion_digital, contrato_lopd_aceptado, contrato_acoso_aceptado, verificado, created_at)
     select ${ATLANTICA}, 'Cliente Tablero ' || i || ' S.L.', 'Cliente Tablero ' || i, 'X' || lpad(i::text, 8, '0'),
            'Administración ' || i, '', 'tablero' || i || '@example.test', '+34600000000', 'Calle Real ' || i, '38001',
            (array['San Cristóbal de La Laguna', 'Santa Cruz de Tenerife', 'Puerto de la Cruz', 'Adeje'])[1 + i % 4],
            'Santa Cruz de Tenerife', 'ES9121000418450200051332', i % 25, true, i % 3 = 0, i % 5 = 0, i % 7 <> 0,
            i % 3 = 0 and i % 7 <> 0, i % 11 <> 0, now() - (i || ' hours')::interval
     from generate_series(1, ${CLIENTS}) as i`,
    `insert into compliance_profiles (company_id, profile, hash, gaps)
     select c.id, jsonb_build_object('numTrabajadores', c.num_trabajadores, 'actividades', '[]'::jsonb), md5(c.nif_cif),
            case when substr(c.nif_cif, 2)::int % 6 = 0
                 then '{"lopd": ["Centros de trabajo"], "acoso": [], "desconexion": ["Horario de trabajo"]}'::jsonb
                 else '{"lopd": [], "acoso": [], "desconexion": []}'::jsonb end
     from companies c where c.nif_cif like 'X%' and substr(c.nif_cif, 2)::int % 4 <> 0`,
    `insert into contracts (company_id, protocol, status)
     select id, 'LOPD', case when substr(nif_cif, 2)::int % 7 = 0 then 'PENDIENTE_FIRMA' else 'FIRMADO' end::contract_status
     from companies where nif_cif like 'X%'`,
    `insert into renewals (company_id, fecha_inicio, fecha_fin, fecha_renovacion, lopdgdd, renueva, deshabilitar_renovacion)
     select id, current_date - 365 + n % 365, current_date + n % 365, current_date + n % 365 - 18, true, n % 5 = 0,
            n % 50 = 0
     from (select id, substr(nif_cif, 2)::int as n from companies where nif_cif like 'X%') c`,
    `insert into invoices (numero, series, year, sequence, origin, company_id, agency_id, fecha, fecha_cuando_facturar,
                           fecha_operacion, importe_total_cents, importe_impuestos_cents, importe_total_impuestos_cents,
                           facturado, metodo_de_pago, num_cuenta, recipient_razon_social, recipient_nombre_comercial,
                           recipient_nif_cif, recipient_direccion, recipient_codigo_postal, recipient_provincia,
                           sepa_return_code, sepa_collection_date, agency_commission_basis_points)
     select 'B' || lpad((c.n * 3 + k)::text, 9, '0'), 'B', 2026, c.n * 3 + k, 'RENOVACION', c.id, c.agency_id,
            current_date - 120 * k, current_date - 120 * k, current_date - 120 * k, 12000, 2520, 14520, k > 0 or c.n % 2 = 0,
            'SEPA', c.num_cuenta, c.razon_social, c.nombre_comercial, c.nif_cif, c.direccion, c.codigo_postal, c.provincia,
            case when k = 1 and c.n % 30 = 0 then 'AM04' end,
            case when k > 0 or c.n % 2 = 0 then current_date - 120 * k end,
            (select comision_basis_points from agencies a where a.id = c.agency_id)
     from (select *, substr(nif_cif, 2)::int as n from companies where nif_cif like 'X%') c, generate_series(0, 2) as k`,
    `insert into outbox_messages (channel, idempotency_key, recipient, body_text, status, attempts, sent_at, receipt_status)
     select 'SMS', 'bench-onboarding:' || nif_cif, '+34600000000', 'Alta', 'SENT', 1, now() - interval '1 day',
            case when substr(nif_cif, 2)::int % 40 = 0 then 'UNDELIV' else 'DELIVRD' end
     from companies where nif_cif like 'X%' and substr(nif_cif, 2)::int % 10 = 0`,
    `insert into onboarding_invitations (company_id, agency_id, token_hash, phone, sms_key, last_sent_at, expires_at)
     select id, agency_id, md5(nif_cif) || md5(nif_cif), '+34600000000', 'bench-onboarding:' || nif_cif,
            now() - interval '1 day', now() + interval '29 days'
     from companies where nif_cif like 'X%' and substr(nif_cif, 2)::int % 10 = 0`,
    'vacuum analyze companies, compliance_profiles, contracts, renewals, invoices, outbox_messages, onboarding_invitations',
  ]);
}

const measure = (label, path, token) =>
  measureLatency({ base: BASE, token, label, path, connections: CONNECTIONS, duration: DURATION });

const database = await createBenchDatabase('cumplia_bench_board');
const server = startBenchServer(PORT, { DATABASE_URL: database.url });
try {
  await waitForHealth(BASE);
  const seeding = performance.now();
  await seedLoadData(database.url);
  await seedBoardClients(database.url);
  console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s.`);
  if (KEEP) throw new Error(`kept for inspection: ${database.url}`);
  const agency = await benchLogin(BASE, '45219873X', 'G');
  const counts = await (
    await fetch(`${BASE}/cumplia-core/gestorias/my/empresas/recuento`, {
      headers: { authorization: `Bearer ${agency}` },
    })
  ).json();
  console.log(`Gestoría Atlántica: ${counts.total} clients; by state ${JSON.stringify(counts.estados)}`);
  console.log(`The client board, ${CONNECTIONS} connections, ${DURATION} s each:`);
  const board = 'gestorias/my/empresas?size=20';
  // Unmeasured: the first query would otherwise pay for a cold server (JIT, each connection's prepared statements),
  // which one that has run for a while does not (bench:load warms its mix the same way).
  await autocannon({
    url: `${BASE}/cumplia-core/${board}`,
    connections: CONNECTIONS,
    duration: WARMUP_SECONDS,
    headers: { authorization: `Bearer ${agency}` },
  });
  await measure('board, first page (20 rows, every state column)', board, agency);
  await measure('  page 100', `${board}&page=100`, agency);
  await measure('  by end of period', `${board}&sort=renovacion&dir=asc`, agency);
  await measure('  by town', `${board}&sort=localidad&dir=asc`, agency);
  await measure('  search "tablero 12" (name, NIF, town)', `${board}&q=tablero%2012`, agency);
  await measure('  search "laguna" (accents aside)', `${board}&q=laguna`, agency);
  for (const state of [
    'firmaPendiente',
    'altaEnCurso',
    'altaFallida',
    'perfilIncompleto',
    'sinCubrir',
    'reciboDevuelto',
    'facturaPendiente',
    'renovacion30',
    'renovacionPorAprobar',
  ]) {
    await measure(`  state ${state}`, `${board}&estado=${state}`, agency);
  }
  await measure('  states reciboDevuelto + renovacion30', `${board}&estado=reciboDevuelto,renovacion30`, agency);
  await measure('counts of every state', 'gestorias/my/empresas/recuento', agency);
  await measure('home dashboard (same counts + month)', 'gestorias/my/resumen', agency);
  // The staff's board over every company (about 103,000, 300 agencies), and one agency's through it.
  const superadmin = await benchLogin(BASE, '43827164C', null);
  const staffBoard = 'admin/clientes?size=20';
  const atlanticaId = (
    await (await fetch(`${BASE}/cumplia-core/gestorias/my`, { headers: { authorization: `Bearer ${agency}` } })).json()
  ).id;
  console.log(`The staff's client board over every agency, ${CONNECTIONS} connections, ${DURATION} s each:`);
  await measure('staff board, first page (20 rows, every state column)', staffBoard, superadmin);
  await measure('  page 1,000', `${staffBoard}&page=1000`, superadmin);
  await measure('  by name', `${staffBoard}&sort=empresa&dir=asc`, superadmin);
  await measure('  by end of period', `${staffBoard}&sort=renovacion&dir=asc`, superadmin);
  await measure('  search "laguna"', `${staffBoard}&q=laguna`, superadmin);
  for (const state of ['altaEnCurso', 'renovacion30', 'firmaPendiente', 'reciboDevuelto', 'facturaPendiente']) {
    await measure(`  state ${state}`, `${staffBoard}&estado=${state}`, superadmin);
  }
  const oneAgency = `${staffBoard}&gestoriaId=${atlanticaId}`;
  await measure('  one agency (Gestoría Atlántica)', oneAgency, superadmin);
  for (const state of ['reciboDevuelto', 'facturaPendiente']) {
    await measure(`  one agency, state ${state}`, `${oneAgency}&estado=${state}`, superadmin);
  }
  const timeExport = async (label, path, token) => {
    const started = performance.now();
    const response = await fetch(`${BASE}/cumplia-core/${path}`, { headers: { authorization: `Bearer ${token}` } });
    const bytes = (await response.arrayBuffer()).byteLength;
    console.log(
      `  ${label}: ${response.status}, ${((performance.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KB`,
    );
  };
  for (const format of ['csv', 'xlsx']) {
    await timeExport(`export ${format} of the whole board`, `gestorias/my/empresas/export?formato=${format}`, agency);
  }
  await timeExport(
    'staff export csv, returned debits over every agency',
    'admin/clientes/export?formato=csv&estado=reciboDevuelto',
    superadmin,
  );
  await timeExport('staff export csv of every client', 'admin/clientes/export?formato=csv', superadmin);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (!KEEP) await database.drop();
}
