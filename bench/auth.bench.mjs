// Benchmark of the session endpoints (not a test): logins per second (argon2id-bound by design) and the
// latency of an authenticated read, against the built server on a fresh database.
//   npm run build && npm run bench:auth               (embedded PGlite)
//   DATABASE_URL=postgresql://... npm run bench:auth  (PostgreSQL; the database is seeded if empty)
import autocannon from 'autocannon';
import { solvedCaptcha, startBenchServer, waitForHealth } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const BASE = `http://127.0.0.1:${PORT}`;
const LOGINS = Number(process.env.BENCH_LOGINS ?? 40);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const AGENCY = { username: '45219873X', password: 'Demo-Cumplia-2026', tipo: 'G' };

const server = startBenchServer(PORT, {
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  LOGIN_FREE_FAILURES: '100000',
  LOGIN_MAX_FAILURES_PER_USERNAME: '100000',
});

async function login() {
  const captcha = await solvedCaptcha(BASE);
  const started = performance.now();
  const response = await fetch(`${BASE}/cumplia-auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-auth': captcha },
    body: JSON.stringify(AGENCY),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return { elapsed: performance.now() - started, tokens: await response.json() };
}

const percentile = (values, p) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (value) => `${value.toFixed(1)} ms`;

try {
  await waitForHealth(BASE);
  const timings = [];
  let tokens;
  for (let i = 0; i < LOGINS; i++) {
    const result = await login();
    timings.push(result.elapsed);
    tokens = result.tokens;
  }
  console.log(`POST /cumplia-auth/authenticate, ${LOGINS} sequential logins (captcha solved beforehand):`);
  console.log(
    `  p50 ${ms(percentile(timings, 0.5))}  p95 ${ms(percentile(timings, 0.95))}  ≈ ${(1000 / percentile(timings, 0.5)).toFixed(1)} logins/s per connection`,
  );

  const result = await autocannon({
    url: `${BASE}/cumplia-core/users/my`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { authorization: `Bearer ${tokens.token}` },
  });
  console.log(`GET /cumplia-core/users/my, ${CONNECTIONS} connections for ${DURATION_SECONDS} s:`);
  console.log(
    `  ${result.requests.average.toFixed(0)} req/s  p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors}`,
  );
} finally {
  server.kill('SIGTERM');
}
