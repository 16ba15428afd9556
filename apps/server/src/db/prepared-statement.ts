import type { Queryable } from './client.js';

/**
 * A statement of a hot path (every login, every authenticated request), built once per database handle and
 * prepared under its name: each call only binds its values, without building the query again, and PostgreSQL
 * parses and plans it once per connection. `build` makes it with `sql.placeholder`s for the values. Meant for the
 * database handle itself: each transaction is a handle of its own, for which the statement is built again.
 */
export function preparedStatement<S>(build: (db: Queryable) => S): (db: Queryable) => S {
  const built = new WeakMap<Queryable, S>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
