import type { PersonQuery } from '@cumplia/domain';
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { agencies, companies, outboxMessages, signatures, users } from '../../db/schema/index.js';
import { userProfileColumns } from '../users/index.js';

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
    .select({ ...userProfileColumns, createdAt: users.createdAt })
    .from(users)
    .where(matchesPerson(person, { email: users.email, nif: users.username }));
}

/** Companies or collaborators whose representative (administrator) is this person, oldest first. */
function representedBy(db: Queryable, table: typeof companies | typeof agencies, person: Person) {
  return db
    .select({
      id: table.id,
      razonSocial: table.razonSocial,
      nifCif: table.nifCif,
      nombre: table.nombre,
      dni: table.dni,
      email: table.email,
      telefono: table.telefono,
    })
    .from(table)
    .where(matchesPerson(person, { email: table.email, nif: table.dni }))
    .orderBy(table.id);
}

export const companiesRepresentedBy = (db: Queryable, person: Person) => representedBy(db, companies, person);
export const agenciesRepresentedBy = (db: Queryable, person: Person) => representedBy(db, agencies, person);

/** The signature evidence the person left as signer. */
export async function signaturesBy(db: Queryable, person: Person) {
  return db
    .select({
      contractId: signatures.contractId,
      signerNif: signatures.signerNif,
      signerName: signatures.signerName,
      phone: signatures.phone,
      signedAt: signatures.signedAt,
      ip: signatures.ip,
      userAgent: signatures.userAgent,
    })
    .from(signatures)
    .where(matchesPerson(person, { nif: signatures.signerNif }));
}

/** The ids, or a condition that matches nothing when there are none. */
export function idIn(column: AnyPgColumn, ids: number[]): SQL {
  return ids.length ? inArray(column, ids) : sql`false`;
}
