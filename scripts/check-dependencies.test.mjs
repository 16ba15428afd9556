import { describe, expect, it } from 'vitest';
import { checkImports, sourceFiles } from './check-dependencies.mjs';

/** The violations of one probe: a file that would sit at `file` and import `specifier`. */
const probe = (file, specifier) => checkImports([{ file, source: `import '${specifier}';\n` }]);

describe('dependency rules', () => {
  it('pass on the tree', () => {
    expect(checkImports(sourceFiles().map((file) => ({ file })))).toEqual([]);
  });

  // Each probe is an import a rule forbids, written as people write it (relative, deep, through a package name):
  // the rule must catch it on the path it resolves to.
  it.each([
    ['lib imports no database', 'apps/server/src/lib/probe.ts', '../db/client.js', 'upward'],
    ['configuration is the ground floor', 'apps/server/src/config.ts', './platform/services.js', 'upward'],
    ['the database imports no renderer', 'apps/server/src/db/probe.ts', '../generators/pdf/pdf-seal.js', 'upward'],
    [
      'renderers import no module',
      'apps/server/src/generators/pdf/probe.ts',
      '../../modules/invoices/invoice-view.js',
      'upward',
    ],
    ['the platform imports no module', 'apps/server/src/platform/probe.ts', '../modules/auth/auth.routes.js', 'upward'],
    [
      'the outbox imports no business module',
      'apps/server/src/modules/outbox/probe.ts',
      '../invoices/invoice-document.js',
      'upward',
    ],
    [
      'modules of one floor stay apart',
      'apps/server/src/modules/compliance/probe.ts',
      '../mandates/mandates.js',
      'same-floor',
    ],
    ['modules import no job', 'apps/server/src/modules/companies/probe.ts', '../../jobs/outbox-sender.js', 'upward'],
    ['modules import no entry point', 'apps/server/src/modules/companies/probe.ts', '../../app.js', 'upward'],
    ['jobs send no query', 'apps/server/src/jobs/probe.ts', 'drizzle-orm', 'jobs-schedule-only'],
    [
      'product code imports no test support',
      'apps/server/src/modules/companies/probe.ts',
      '../../test-support/test-app.js',
      'no-test-code-in-product',
    ],
    [
      'the server imports nothing of the web',
      'apps/server/src/probe.ts',
      '../../web/src/lib/paths.ts',
      'apps-stay-apart',
    ],
    [
      'the domain imports no app',
      'packages/domain/src/probe.ts',
      '../../../apps/web/src/lib/paths.ts',
      'domain-stands-alone',
    ],
    [
      'a feature imports no other feature, however deep the path',
      'apps/web/src/features/mail/components/probe.tsx',
      '../../../features/signing/api/signing-api',
      'same-floor',
    ],
    [
      'shared components import no feature',
      'apps/web/src/components/probe.tsx',
      '../features/mail/components/contact-form',
      'upward',
    ],
    ['the web lib imports no route', 'apps/web/src/lib/probe.ts', '../app/router', 'upward'],
    [
      'a module below is imported through its entry file',
      'apps/server/src/modules/invoices/probe.ts',
      '../company-access/load-company.js',
      'through-the-entry-file',
    ],
    [
      'the entry points import a module through its entry file',
      'apps/server/src/plugins/probe.ts',
      '../modules/auth/auth.routes.js',
      'through-the-entry-file',
    ],
  ])('%s', (_name, file, specifier, rule) => {
    expect(probe(file, specifier).map((violation) => violation.rule)).toEqual([rule]);
  });

  it('lets a file import its own floor and the floors below', () => {
    expect(probe('apps/server/src/modules/invoices/probe.ts', '../company-access/index.js')).toEqual([]);
    expect(probe('apps/server/src/modules/invoices/probe.ts', './issue-invoice.js')).toEqual([]);
    expect(probe('apps/server/src/modules/invoices/probe.ts', '@cumplia/domain')).toEqual([]);
    expect(probe('apps/web/src/features/mail/probe.tsx', '../../components/captcha-field')).toEqual([]);
  });
});
