// Dependency audit: fails on any high or critical advisory in the installed tree (production and development).
// Exit codes: 0 clean, 1 advisories found, 2 the registry's advisory service could not be asked.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--json', '--audit-level=high'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = null;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.message ?? report?.error?.summary ?? result.stderr.trim().split('\n').at(-1) ?? 'no answer';
  process.stdout.write(`Dependency audit not run: the registry's advisory service did not answer (${reason}).\n`);
  process.exit(2);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) =>
  ['high', 'critical'].includes(entry.severity),
);
for (const [name, entry] of serious) {
  const via = entry.via.map((source) => (typeof source === 'string' ? source : source.title)).join('; ');
  process.stdout.write(`  ${entry.severity.padEnd(8)} ${name} ${entry.range}: ${via}\n`);
}
process.stdout.write(
  `Dependency audit: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low.\n`,
);
process.exit(serious.length > 0 ? 1 : 0);
