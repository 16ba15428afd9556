// `npm run test:flaky -- <vitest arguments>`: runs the vitest command under ten seeds (file and test order) while
// processes keep every core busy, as a loaded CI machine would, and names the seeds that failed. Run it on a test
// before submitting it (CONTRIBUTING). Example:
//   npm run test:flaky -- --project web apps/web/src/features/companies/components/agency-company-form.test.tsx
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const SEEDS = 10;
const vitestArguments = process.argv.slice(2);
if (vitestArguments.length === 0) {
  console.error('usage: npm run test:flaky -- <vitest arguments>');
  process.exit(2);
}

// One spinning process per core, ended with this script however it ends.
const load = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopLoad = () => {
  for (const child of load) child.kill('SIGKILL');
};
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(130));
}

const failedSeeds = [];
for (let run = 1; run <= SEEDS; run++) {
  const seed = Math.floor(Math.random() * 2 ** 31);
  process.stdout.write(`\n▶ run ${run} of ${SEEDS}, --sequence.seed=${seed}, every core busy\n`);
  const result = spawnSync('npx', ['vitest', 'run', `--sequence.seed=${seed}`, ...vitestArguments], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) failedSeeds.push(seed);
}
console.log(
  failedSeeds.length === 0
    ? `\n${SEEDS} of ${SEEDS} runs passed under load`
    : `\nfailed under load with --sequence.seed=${failedSeeds.join(', ')}`,
);
process.exit(failedSeeds.length === 0 ? 0 : 1);
