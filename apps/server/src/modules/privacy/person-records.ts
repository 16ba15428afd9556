import type { PersonQuery } from '@cumplia/domain';
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { agencies, companies, outboxMessages, users } from '../../db/schema/index.js';

export type Person = Required<PersonQuery>;

/** `column = value` for each identifier given (e-mails compared without case); never true for an empty one. */
export function matchesPerson(person: Person, columns: { email?: AnyPgColumn; nif?: AnyPgColumn }): SQL {
  const conditions: SQL[] = [];
  if (person.email && columns.email) conditions.push(sql`lower(${columns.email}) = ${person.email}`);
  if (person.nif && columns.nif) conditions.push(eq(columns.nif, person.nif));
  return conditions.length ? (or(...conditions) as SQL) : sql`false`;
}

/** Messages sent to the person, and the contact forms of theirs forwarded to the provider (reply-to them). */
export function messagesAbout(person: Person): SQL {
  return or(
    matchesPerson(person, { email: outboxMessages.recipient }),
    matchesPerson(person, { email: outboxMessages.replyTo }),
  ) as SQL;
}

/** The logins that are this person: by NIF (the username) or by e-mail. */
export async function usersOf(db: Queryable, person: Person) {
  return db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      surname: users.surname,
      email: users.email,
      enabled: users.enabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(matchesPerson(person, { email: users.email, nif: users.username }));
}

/** Companies whose representative (administrator) is this person. */
export async function companiesRepresentedBy(db: Queryable, person: Person) {
  return db
    .select({
      id: companies.id,
      razonSocial: companies.razonSocial,
      nifCif: companies.nifCif,
      nombre: companies.nombre,
      dni: companies.dni,
      email: companies.email,
      telefono: companies.telefono,
    })
    .from(companies)
    .where(matchesPerson(person, { email: companies.email, nif: companies.dni }));
}

/** Collaborators (agencies) whose representative is this person. */
export async function agenciesRepresentedBy(db: Queryable, person: Person) {
  return db
    .select({
      id: agencies.id,
      razonSocial: agencies.razonSocial,
      nifCif: agencies.nifCif,
      nombre: agencies.nombre,
      dni: agencies.dni,
      email: agencies.email,
      telefono: agencies.telefono,
    })
    .from(agencies)
    .where(matchesPerson(person, { email: agencies.email, nif: agencies.dni }));
}

/** The ids, or a condition that matches nothing when there are none. */
export function idIn(column: AnyPgColumn, ids: number[]): SQL {
  return ids.length ? inArray(column, ids) : sql`false`;
}
