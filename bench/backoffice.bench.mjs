// Benchmark (not a test): the back-office lists over 100,000 companies, 300 collaborators with a user each and
// 200,000 audit entries, against the built server on PostgreSQL (a throw-away database beside DATABASE_URL's,
// dropped after), at BENCH_CONNECTIONS (default 20) concurrent connections, with the filters the screens send.
//   npm run build && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:backoffice
import { createBenchDatabase, measureList, runSql } from './bench-postgres.mjs';
import { benchLogin, startBenchServer, waitForHealth } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3294);
const BASE = `http://127.0.0.1:${PORT}`;
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const AGENCIES = 300;
const AUDIT_ENTRIES = 200_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** Bulk rows beside the demo data the server seeds on start; every company belongs to one of the agencies. */
async function seed(url) {
  await runSql(url, [
    `insert into agencies (razon_social, nombre_comercial, nif_cif, nombre, dni, email, telefono)
     select 'Gestoría Bench ' || i || ' S.L.', 'Gestoría Bench ' || i, 'Y' || lpad(i::text, 8, '0'), 'Admin', '',
            'gestoria' || i || '@example.test', '+34600000000'
     from generate_series(1, ${AGENCIES}) as i`,
    `insert into users (username, name, email)
     select 'U' || lpad(i::text, 8, '0'), 'Usuario ' || i, 'usuario' || i || '@gestoria-bench.example'
     from generate_series(1, ${AGENCIES}) as i`,
    `insert into agency_users (agency_id, user_id)
     select a.id, u.id from agencies a join users u on substr(u.username, 2) = substr(a.nif_cif, 2)`,
    `insert into companies (agency_id, razon_social, nombre_comercial, nif_cif, nombre, dni, email, telefono,
                            lopdgdd, acoso_laboral, verificado, created_at)
     select (select min(id) from agencies where nif_cif like 'Y%') + i % ${AGENCIES}, 'Razón Social Bench ' || i,
            'Empresa Bench ' || i, 'Z' || lpad(i::text, 8, '0'), 'Admin ' || i, '', 'bench' || i || '@example.test',
            '+34600000000', true, i % 3 = 0, i % 40 <> 0, now() - (i || ' minutes')::interval
     from generate_series(1, ${COMPANIES}) as i`,
    `insert into audit_log (at, actor_user_id, actor_role, action, entity_type, entity_id, before, after)
     select now() - (i || ' seconds')::interval, (select id from users where username = '43827164C'), 'ROLE_CUMPLIA',
            case when i % 2 = 0 then 'company.update' else 'company.tools' end,
            case when i % 5 = 0 then 'agency' else 'company' end, (i % ${COMPANIES})::text,
            jsonb_build_object('telefono', '+34600000000'), jsonb_build_object('telefono', '+34600000001')
     from generate_series(1, ${AUDIT_ENTRIES}) as i`,
    'vacuum analyze agencies, users, agency_users, companies, audit_log',
  ]);
}

const database = await createBenchDatabase('cumplia_bench_backoffice');
const server = startBenchServer(PORT, { DATABASE_URL: database.url });
try {
  await waitForHealth(BASE);
  await seed(database.url);
  const token = await benchLogin(BASE, '43827164C', null);
  const list = (label, path) => measureList({ base: BASE, token, label, path, connections: CONNECTIONS });
  console.log(
    `Back-office lists over ${COMPANIES.toLocaleString('es-ES')} companies, ${AGENCIES} collaborators, ${AUDIT_ENTRIES.toLocaleString('es-ES')} audit entries; ${CONNECTIONS} connections, 10 s each:`,
  );
  await list('companies, first page', 'admin/empresas?page=0&size=10');
  await list('companies, page 5,000 (offset 50,000)', 'admin/empresas?page=5000&size=10');
  await list('companies by name (contains)', 'admin/empresas?page=0&size=10&nombre=bench%204242');
  await list('companies by NIF/CIF, 100 matches', 'admin/empresas?page=0&size=10&nifCif=Z000424');
  // Worst case of the synthetic NIFs: a fragment that one company in ten contains.
  await list('companies by NIF/CIF, 10,000 matches', 'admin/empresas?page=0&size=10&nifCif=Z0007');
  await list('new companies (unverified), 7 per page', 'admin/empresas?page=0&size=7&verificado=false');
  await list('company detail', 'admin/empresas/5000');
  await list('collaborators, first page', 'admin/gestorias?page=0&size=10');
  await list('collaborator detail + its companies', 'admin/gestorias/150?page=3&size=10');
  await list('collaborators with users', 'admin/gestorias/users?page=0&size=10');
  await list('collaborators by user e-mail', 'admin/gestorias/users?page=0&size=10&userEmail=usuario12');
  await list('audit log, first page', 'admin/auditoria?page=0&size=20');
  await list('audit log of one company', 'admin/auditoria?page=0&size=20&entityType=company&entityId=4242');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
