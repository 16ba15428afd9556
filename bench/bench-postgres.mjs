// A throw-away PostgreSQL database beside DATABASE_URL's, and the list measurement the PostgreSQL benches share.
import autocannon from 'autocannon';
import pg from 'pg';

async function runOn(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/**
 * Creates `<prefix>_<timestamp>` on DATABASE_URL's server with the SSD cost setting the README recommends for
 * production; `drop()` removes it (forcing out the server's connections).
 */
export async function createBenchDatabase(prefix) {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
  const serverUrl = new URL(process.env.DATABASE_URL);
  const name = `${prefix}_${Date.now()}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await runOn(serverUrl.toString(), `create database ${name}`);
  await runOn(serverUrl.toString(), `alter database ${name} set random_page_cost = 1.1`);
  return {
    url: url.toString(),
    drop: () => runOn(serverUrl.toString(), `drop database if exists ${name} with (force)`),
  };
}

/** Runs SQL statements in order on the bench database. */
export async function runSql(url, statements) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  for (const statement of statements) await client.query(statement);
  await client.end();
}

/** One GET under load for 10 s: requests per second and latency percentiles, printed on one line. */
export async function measureList({ base, token, label, path, connections }) {
  const result = await autocannon({
    url: `${base}/cumplia-core/${path}`,
    connections,
    duration: 10,
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    `  ${label.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(5)} req/s   p50 ${result.latency.p50} ms   p97.5 ${result.latency.p97_5} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}`,
  );
  return result;
}
