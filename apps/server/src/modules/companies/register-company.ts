import { DEFAULT_PROTOCOL_PRICES_CENTS, type ProtocolCode, ROLES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { companies, companyProducts, companyUsers, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { violatedUniqueConstraint } from '../../lib/unique-violation.js';
import { sendAccountVerification } from '../auth/send-account-verification.js';
import { createUser } from '../users/create-user.js';

type Input = {
  razonSocial: string;
  nifCif: string;
  tipo: 'E' | 'A';
  nombre: string;
  username: string;
  email: string;
  telefono: string;
  nombreComercial: string;
  direccion: string;
  codigoPostal: string;
  provincia: string;
  cnae: string;
  actividad: string;
  numTrabajadores: number;
  metodoDePago: 'SEPA' | 'TRANSFERENCIA' | 'TARJETA';
  numCuenta: string;
  lopdgdd: boolean;
  acosoLaboral: boolean;
  desconexionDigital: boolean;
};

const duplicateUser = () => new AppError('DUPLICATE_USERNAME', 409);
const duplicateCompany = () => new AppError('DUPLICATE_NIF_CIF', 409);

function selectedProtocols(input: Input): ProtocolCode[] {
  return [
    ...(input.lopdgdd ? (['LOPD'] as const) : []),
    ...(input.acosoLaboral ? (['ACOSO'] as const) : []),
    ...(input.desconexionDigital ? (['DIGITAL'] as const) : []),
  ];
}

/**
 * Public registration: the company (unverified, no agency) with the public prices of its chosen protocols,
 * its administrator's login (no password yet) and the verification e-mail, all in one transaction.
 */
export async function registerCompany({ ctx, input }: { ctx: ActionContext<null>; input: Input }) {
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  const { username, lopdgdd, acosoLaboral, desconexionDigital, ...companyFields } = input;
  try {
    const created = await db.transaction(async (tx) => {
      const [existingUser] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
      if (existingUser) throw duplicateUser();
      const [existingCompany] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.nifCif, input.nifCif));
      if (existingCompany) throw duplicateCompany();

      const [company] = await tx
        .insert(companies)
        .values({
          ...companyFields,
          dni: username,
          lopdgdd,
          acosoLaboral,
          desconexionDigital,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('company not created');
      await tx.insert(companyProducts).values(
        selectedProtocols(input).map((protocol) => ({
          companyId: company.id,
          protocol,
          precioDescuentoCents: DEFAULT_PROTOCOL_PRICES_CENTS[protocol],
        })),
      );
      const userId = await createUser(tx, {
        username,
        name: input.nombre,
        email: input.email,
        password: null,
        roles: [ROLES.company],
      });
      await tx.insert(companyUsers).values({ companyId: company.id, userId });
      await sendAccountVerification(tx, { id: userId, username, name: input.nombre, email: input.email }, config, now);
      return { id: company.id, username, email: input.email };
    });
    ctx.services.wakeOutbox();
    ctx.log.info({ companyId: created.id }, 'company registered');
    return created;
  } catch (error) {
    // Two registrations racing for the same NIF: the unique index decides, with the same answer.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'users_username_unique') throw duplicateUser();
    if (constraint === 'companies_nif_cif_key') throw duplicateCompany();
    throw error;
  }
}
