// `npm run test:days -- <days> <vitest arguments>`: runs the vitest command once for each of the next <days> days,
// with the clock of the test process and of every process it starts moved forward by that many days (libfaketime,
// Debian's `faketime` package; the database server keeps the real clock). For tests whose outcome could depend on
// the day they run: the demo's relative dates, renewals falling due, the turn of a month or a year.
// Example: npm run test:days -- 30 --project server:postgres src/resilience/verifactu-crash.test.ts
// Ends with the days that failed, if any, and exits non-zero when one did.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const MULTIARCH = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[process.arch];
const LIBFAKETIME = `/usr/lib/${MULTIARCH}/faketime/libfaketimeMT.so.1`;
const [daysArgument, ...vitestArguments] = process.argv.slice(2);
const days = Number(daysArgument);
if (!Number.isInteger(days) || days < 1 || vitestArguments.length === 0) {
  console.error('usage: npm run test:days -- <days> <vitest arguments>');
  process.exit(2);
}
if (!existsSync(LIBFAKETIME)) {
  console.error('libfaketime is missing: apt-get install -y faketime');
  process.exit(2);
}

const failedDays = [];
for (let day = 1; day <= days; day++) {
  const env = {
    ...process.env,
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: `+${day}d`,
    // Timers and timeouts keep the real monotonic clock: only the date is moved.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
  const shown = spawnSync('date', ['-u', '+%Y-%m-%d'], { env, encoding: 'utf8' }).stdout.trim();
  process.stdout.write(`\n▶ day +${day} (${shown})\n`);
  const result = spawnSync('npx', ['vitest', 'run', ...vitestArguments], {
    cwd: 'apps/server',
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  if (result.status !== 0) failedDays.push(`+${day} (${shown})`);
}
console.log(failedDays.length === 0 ? `\nevery day passed (${days})` : `\ndays that failed: ${failedDays.join(', ')}`);
process.exit(failedDays.length === 0 ? 0 : 1);
