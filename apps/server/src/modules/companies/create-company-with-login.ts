import { type ProtocolCode, protocolsOf, ROLES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companies, companyProducts, companyUsers, users } from '../../db/schema/index.js';
import { duplicateNifCif, duplicateUsername } from '../../lib/duplicates.js';
import { sendAccountVerification } from '../auth/send-account-verification.js';
import { startContractSignature } from '../signing/start-contract-signature.js';
import { createUser } from '../users/create-user.js';

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

/**
 * A company with its products at the given prices, its administrator's login (username = administrator NIF,
 * no password, ROLE_COMPANY), the verification e-mail and the contracts to sign (SMS), inside the caller's
 * transaction. Used by public
 * registration and by agencies (and, later, staff and CSV).
 */
export async function createCompanyWithLogin(
  tx: Transaction,
  input: {
    company: NewCompany;
    username: string;
    agencyId: number | null;
    prices: Record<ProtocolCode, number>;
    config: Config;
    now: Date;
  },
) {
  const { company, username, now } = input;
  const [existingUser] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existingUser) throw duplicateUsername();
  const [existingCompany] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.nifCif, company.nifCif));
  if (existingCompany) throw duplicateNifCif();

  const [created] = await tx
    .insert(companies)
    .values({ ...company, agencyId: input.agencyId, dni: username, createdAt: now, updatedAt: now })
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
  const userId = await createUser(tx, {
    username,
    name: company.nombre,
    email: company.email,
    password: null,
    roles: [ROLES.company],
  });
  await tx.insert(companyUsers).values({ companyId: created.id, userId });
  await sendAccountVerification(
    tx,
    { id: userId, username, name: company.nombre, email: company.email },
    input.config,
    now,
  );
  await startContractSignature(tx, {
    companyId: created.id,
    tools: protocols.map((protocol) => ({ protocol, priceCents: input.prices[protocol] })),
    config: input.config,
    now,
  });
  return { id: created.id, userId };
}
