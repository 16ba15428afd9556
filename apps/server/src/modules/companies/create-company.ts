import { ERROR_CODE_MESSAGES, MESSAGES, type ProtocolCode, protocolsOf, STAFF_ROLES } from '@cumplia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { agencyUsers, companies, companyProducts, roles, userRoles, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import {
  confirmedCompanyWithNif,
  giveAdministratorLogin,
  heldCompanyWithNif,
  providerAccountProblem,
  releaseClaims,
} from '../company-access/index.js';
import { startContractSignature } from '../signing/index.js';

export type NewCompany = {
  razonSocial: string;
  nifCif: string;
  tipo: 'E' | 'A';
  nombre: string;
  email: string;
  telefono: string;
  nombreComercial: string;
  direccion: string;
  codigoPostal: string;
  localidad: string;
  provincia: string;
  cnae: string;
  actividad: string;
  /** Null: not answered (stored as 0 until the compliance profile says). */
  numTrabajadores: number | null;
  metodoDePago: 'SEPA' | 'TRANSFERENCIA' | 'TARJETA';
  numCuenta: string;
  lopdgdd: boolean;
  acosoLaboral: boolean;
  desconexionDigital: boolean;
};

/** Who entered a company's phone, as the signing evidence records it. */
export type PhoneEnteredBy = 'AGENCY' | 'STAFF' | 'COMPANY';

/**
 * A new company with its products at the given prices and its contracts to sign (SMS), inside the caller's
 * transaction. A direct company (public registration, staff) gets its administrator's login (username =
 * administrator NIF, no password, ROLE_COMPANY) with the verification e-mail, unless that NIF has a login already.
 * Only staff's own registration holds the NIF/CIF at once (withdrawing the unconfirmed claims on it): anyone
 * else's is a claim, a public registration as much as an agency's, that blocks no one, signs only while it is alone
 * on its NIF/CIF and holds it only once staff verify it (company-claims.ts).
 */
export async function createCompany(
  tx: Transaction,
  input: {
    company: NewCompany;
    username: string;
    agencyId: number | null;
    prices: Record<ProtocolCode, number>;
    config: Config;
    now: Date;
    /** Who is entering the company's data (and so its phone). */
    enteredBy: PhoneEnteredBy;
  },
) {
  const { company, username, now } = input;
  const direct = input.agencyId === null;
  const holdsAtOnce = direct && input.enteredBy === 'STAFF';
  await refuseNewCompany(tx, { ...input, holdsAtOnce });
  const [existingLogin] = direct
    ? await tx.select({ id: users.id }).from(users).where(eq(users.username, username))
    : [];

  const [created] = await tx
    .insert(companies)
    .values({
      ...company,
      numTrabajadores: company.numTrabajadores ?? 0,
      agencyId: input.agencyId,
      telefonoEnteredBy: input.enteredBy,
      // What the company or staff typed is vouched for; an agency's data is, once the company signs.
      ...(input.enteredBy !== 'AGENCY' && { vouchedPhone: company.telefono, vouchedEmail: company.email || null }),
      dni: username,
      agencyConfirmedAt: holdsAtOnce ? now : null,
      nifHeldAt: holdsAtOnce ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: companies.id });
  if (!created) throw new Error('company not created');
  const protocols = protocolsOf(company);
  if (protocols.length > 0) {
    await tx.insert(companyProducts).values(
      protocols.map((protocol) => ({
        companyId: created.id,
        protocol,
        precioDescuentoCents: input.prices[protocol],
      })),
    );
  }
  if (holdsAtOnce) await releaseClaims(tx, { nifCif: company.nifCif, keptCompanyId: created.id, now });
  // A registration naming a person who already has a login proves nothing about them: they are asked once the
  // company signs (confirmClaim). Staff's own registration holds at once, so they are asked at once.
  if (holdsAtOnce || (direct && !existingLogin)) {
    await giveAdministratorLogin(
      tx,
      { id: created.id, razonSocial: company.razonSocial, nifCif: company.nifCif },
      { username, name: company.nombre, email: company.email },
      input.config,
      now,
    );
  }
  const signing = await startContractSignature(tx, {
    companyId: created.id,
    tools: protocols.map((protocol) => ({ protocol, priceCents: input.prices[protocol] })),
    config: input.config,
    now,
  });
  return { id: created.id, signingToken: signing?.token ?? null };
}

/**
 * Every refusal the server alone can make, in one answer: a public form then costs one more captcha, not one per
 * problem. The NIF/CIF another company holds (or the same agency claims) and a client account that is the
 * provider's are field errors together; an agency typing one of its own users as the administrator is its own.
 */
async function refuseNewCompany(
  tx: Transaction,
  input: { company: NewCompany; username: string; agencyId: number | null; config: Config; holdsAtOnce: boolean },
) {
  const { company, agencyId } = input;
  // Only staff (whose registration is the one that holds at once) are told that a NIF is a staff login: anyone else
  // gets the same answer for every NIF, and such a login is simply never offered the company (company-login.ts).
  const staffLogin = input.holdsAtOnce && (await isStaffLogin(tx, input.username));
  // Staff's registration holds the NIF/CIF at once, so it cannot share it with a company that signed; anyone
  // else's is a claim beside a signed one until staff verification decides.
  const taken = input.holdsAtOnce ? confirmedCompanyWithNif : heldCompanyWithNif;
  const duplicate =
    (await taken(tx, company.nifCif)) || (agencyId !== null && (await agencyClaimsNif(tx, agencyId, company.nifCif)));
  const problems = {
    ...providerAccountProblem(input.config, company),
    ...(staffLogin ? { username: MESSAGES.staffUsers.staffRoleMixed } : {}),
  };
  if (duplicate) {
    throw new AppError('DUPLICATE_NIF_CIF', 409, undefined, {
      nifCif: ERROR_CODE_MESSAGES.DUPLICATE_NIF_CIF,
      ...problems,
    });
  }
  const [first] = Object.values(problems);
  if (first) throw new AppError('VALIDATION_ERROR', 422, first, problems);
  if (agencyId !== null && (await isUserOfAgency(tx, agencyId, input.username))) {
    throw new AppError('ADMIN_NIF_IS_AGENCY_USER', 409);
  }
}

async function agencyClaimsNif(tx: Transaction, agencyId: number, nifCif: string) {
  const [own] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.agencyId, agencyId), eq(companies.nifCif, nifCif)));
  return Boolean(own);
}

/** The administrator's NIF is the login of the provider's staff: it cannot become a client's login too. */
async function isStaffLogin(tx: Transaction, username: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.username, username), inArray(roles.name, [...STAFF_ROLES])));
  return Boolean(row);
}

/** An agency typing one of its own users' NIFs as a client's administrator has made a mistake: say so. */
async function isUserOfAgency(tx: Transaction, agencyId: number, username: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(agencyUsers, and(eq(agencyUsers.userId, users.id), eq(agencyUsers.agencyId, agencyId)))
    .where(eq(users.username, username));
  return Boolean(row);
}
