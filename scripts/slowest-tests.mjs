// The slowest test files and tests of a run, from vitest's JSON report and Playwright's: what `npm test` prints
// before its last line, so that whoever makes the suite slower sees it.
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Every file and every test of vitest's JSON report, with its duration in milliseconds. */
function vitestDurations(report) {
  const files = [];
  const tests = [];
  for (const file of report?.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    files.push({ name, ms: file.endTime - file.startTime });
    for (const test of file.assertionResults ?? []) {
      tests.push({ name: `${name} › ${test.fullName}`, ms: test.duration ?? 0 });
    }
  }
  return { files, tests };
}

/** Every spec file and every test of Playwright's JSON report, with its duration in milliseconds. */
function playwrightDurations(report) {
  const byFile = new Map();
  const tests = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      const file = `e2e/tests/${spec.file}`;
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
      tests.push({ name: `${file} › ${spec.title}`, ms });
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return { files: [...byFile].map(([name, ms]) => ({ name, ms })), tests };
}

const slowest = (entries, count) =>
  [...entries]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((entry) => `  ${seconds(entry.ms).padStart(8)}  ${entry.name}`);

/** The ten slowest files and the ten slowest tests of both reports, as lines of text. */
export function slowestTests(vitestReport, playwrightReport) {
  const vitest = vitestDurations(vitestReport);
  const e2e = playwrightDurations(playwrightReport);
  return [
    'Slowest test files:',
    ...slowest([...vitest.files, ...e2e.files], 10),
    'Slowest tests:',
    ...slowest([...vitest.tests, ...e2e.tests], 10),
  ].join('\n');
}
