import type { Queryable } from './client.js';

/** What a handle sends its statements through: its session's client (the pool, or a transaction's connection). */
type HandleInternals = { session: { client: unknown } };

/**
 * A statement of a hot path, built once and prepared under its name: each call only binds its values, without
 * building the query again, and PostgreSQL parses and plans it once per connection. `build` makes it (a Drizzle
 * prepared query, `.prepare(name)`) with `sql.placeholder`s for the values.
 *
 * It works on the database and inside transactions alike. Drizzle binds a prepared query to the client of the
 * handle it was built on and offers no way to run it on another, so the statement is built once per driver and
 * each handle gets a view of it bound to that handle's client: a transaction's statements run on its connection,
 * and building them (most of the ORM's cost on a write path) happens once per process instead of once per
 * transaction. `prepared-statement.test.ts` checks that a statement run in a transaction sees that transaction's
 * own writes, so a Drizzle upgrade that moves the client fails there.
 */
export function preparedStatement<S extends object>(build: (db: Queryable) => S): (db: Queryable) => S {
  const builtPerDriver = new WeakMap<object, S>();
  const boundPerHandle = new WeakMap<Queryable, S>();
  return (db) => {
    let statement = boundPerHandle.get(db);
    if (!statement) {
      const { session } = db as unknown as HandleInternals;
      let built = builtPerDriver.get(session.constructor);
      if (!built) {
        built = build(db);
        builtPerDriver.set(session.constructor, built);
      }
      statement = Object.create(built, { client: { value: session.client } }) as S;
      boundPerHandle.set(db, statement);
    }
    return statement;
  };
}
