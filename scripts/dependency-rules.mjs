// Which code may import which, checked on resolved paths by check-dependencies.mjs (part of `npm test`).
// Paths are relative to the repository root. Tests and test support may import anything; product code never
// imports them.

/**
 * The floors of each app, bottom first: a file may import its own group and the groups of lower floors, never a
 * higher floor nor another group of its own floor. A group is a set of files; a floor lists its groups.
 */
export const FLOORS = {
  server: [
    { lib: /^apps\/server\/src\/lib\// },
    { config: /^apps\/server\/src\/(config|production-requirements)\.ts$/ },
    { db: /^apps\/server\/src\/db\// },
    { generators: /^apps\/server\/src\/generators\// },
    { platform: /^apps\/server\/src\/platform\// },
    // Business modules, those others build on first.
    module('audit', 'captcha', 'health', 'provider'),
    module('outbox'),
    module('auth'),
    module('users'),
    module('company-access'),
    module('compliance', 'mandates', 'verifactu'),
    module('commissions'),
    module('invoices'),
    module('signing'),
    module('sepa'),
    module('onboarding', 'renewals', 'month-close', 'privacy'),
    module('companies'),
    module('collaborators', 'uploads', 'mail'),
    // What runs the modules: HTTP plugins, background jobs, metrics, then the demo seed and the entry points.
    {
      plugins: /^apps\/server\/src\/plugins\//,
      jobs: /^apps\/server\/src\/jobs\//,
      metrics: /^apps\/server\/src\/metrics\//,
    },
    { seed: /^apps\/server\/src\/seed\// },
    { 'entry points': /^apps\/server\/src\/[^/]+\.ts$/ },
  ],
  web: [
    { lib: /^apps\/web\/src\/lib\// },
    { components: /^apps\/web\/src\/components\// },
    { features: /^apps\/web\/src\/features\/(?<feature>[^/]+)\// },
    { app: /^apps\/web\/src\/(app\/|main\.tsx$)/ },
  ],
};

function module(...names) {
  return Object.fromEntries(names.map((name) => [name, new RegExp(`^apps/server/src/modules/${name}/`)]));
}

/** Imports no floor may make, whatever it stands on. */
export const FORBIDDEN = [
  {
    name: 'no-test-code-in-product',
    comment: 'Product code never imports tests or test support.',
    from: /^(apps|packages)\/.*\/src\//,
    to: /(\.test\.tsx?$|\/test-support\/)/,
  },
  {
    name: 'apps-stay-apart',
    comment: 'The server, the web app and the domain package share code only through @cumplia/domain.',
    from: /^apps\/server\//,
    to: /^apps\/web\//,
  },
  {
    name: 'apps-stay-apart',
    comment: 'The server, the web app and the domain package share code only through @cumplia/domain.',
    from: /^apps\/web\//,
    to: /^apps\/server\//,
  },
  {
    name: 'domain-stands-alone',
    comment: '@cumplia/domain is pure: it imports no app.',
    from: /^packages\/domain\//,
    to: /^apps\//,
  },
  {
    name: 'jobs-schedule-only',
    comment: "Background jobs only schedule work and call the modules' actions: queries belong in a module.",
    from: /^apps\/server\/src\/jobs\//,
    to: /(^apps\/server\/src\/db\/schema\/|(^|\/)node_modules\/drizzle-orm\/)/,
  },
];

/**
 * A server module's public face: code outside a module imports it only through its entry file (`index.ts`), which
 * names what others may use; the rest of the module's files are its own.
 */
export const MODULE_ENTRY = {
  name: 'through-the-entry-file',
  comment: 'Outside its module, a module is imported through its index.ts only.',
  module: /^apps\/server\/src\/modules\/(?<module>[^/]+)\//,
  entry: 'index.ts',
};
