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
 * production, empty or as a copy of the database `template` (no one may be connected to it); `drop()` removes it
 * (forcing out the server's connections).
 */
export async function createBenchDatabase(prefix, template) {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
  const serverUrl = new URL(process.env.DATABASE_URL);
  const name = `${prefix}_${Date.now()}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await runOn(serverUrl.toString(), `create database ${name}${template ? ` template ${template}` : ''}`);
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * One GET under load for `duration` seconds at `connections` concurrent connections: requests per second and the
 * p50/p95/p99 of the successful answers' latencies (ms), printed on one line and returned.
 */
export function measureLatency({ base, token, label, path, connections, duration }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let failed = 0;
    const instance = autocannon(
      { url: `${base}/cumplia-core/${path}`, connections, duration, headers: { authorization: `Bearer ${token}` } },
      (error) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const figures = {
          rps: latencies.length / duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          failed,
        };
        console.log(
          `  ${label.padEnd(50)} ${figures.rps.toFixed(0).padStart(5)} req/s   p50 ${figures.p50.toFixed(0)} ms   p95 ${figures.p95.toFixed(0)} ms   p99 ${figures.p99.toFixed(0)} ms   errors ${failed}`,
        );
        resolve(figures);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 400) failed++;
      else latencies.push(responseTime);
    });
  });
}
