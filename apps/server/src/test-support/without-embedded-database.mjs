// Loaded with `--import` by the deployment rehearsal: a process started with it cannot load the embedded database
// (PGlite), as in the production image, which leaves it out. Production must start and work without it.
import { register } from 'node:module';

const refuse = `export async function resolve(specifier, context, next) {
  if (specifier === '@electric-sql/pglite' || specifier.startsWith('@electric-sql/pglite/')) {
    throw new Error('The production image holds no embedded database (' + specifier + ')');
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(refuse)}`);
