import {
  isValidPersonalNif,
  MESSAGES,
  type OnboardingDraft,
  type OnboardingView,
  type onboardingCompletionSchema,
  PROTOCOL_CODES,
  PROTOCOL_LABELS,
  protocolsOf,
  toolFlagsOf,
} from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import { agencies, companies, companyProducts, onboardingInvitations } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/secure-token.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyPrices, refuseClaimThatCannotSign, refuseProviderAccount } from '../company-access/index.js';
import { maskPhone, startContractSignature, voidStaleSignatureRequests } from '../signing/index.js';

export const ONBOARDING_MESSAGES = {
  invalidLink: 'El enlace de alta no es válido o ha caducado. Pida a su gestoría que se lo envíe de nuevo.',
  cancelled: 'Su gestoría ha cancelado esta invitación. Si es un error, pídale que se la envíe de nuevo.',
  signed: 'Su empresa ya ha firmado sus contratos. Puede entrar en su área de cliente.',
};

/** The invitation of a link with its company; an unknown, expired or cancelled link is refused. */
async function findInvitation(db: Queryable, token: string, now: Date, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(onboardingInvitations)
    .where(eq(onboardingInvitations.tokenHash, sha256Hex(token)));
  const [invitation] = options.forUpdate ? await query.for('update') : await query;
  if (!invitation || (invitation.expiresAt <= now && !invitation.signedAt)) {
    throw new AppError('NOT_FOUND', 404, ONBOARDING_MESSAGES.invalidLink);
  }
  if (invitation.cancelledAt) throw new AppError('NOT_FOUND', 404, ONBOARDING_MESSAGES.cancelled);
  const [company] = await db.select().from(companies).where(eq(companies.id, invitation.companyId));
  if (!company) throw new AppError('NOT_FOUND', 404, ONBOARDING_MESSAGES.invalidLink);
  return { invitation, company };
}

/** What the company has saved: its row (placeholders left out) with its draft over it. */
function savedData(company: typeof companies.$inferSelect, draft: OnboardingDraft | null): OnboardingDraft {
  const placeholder = company.razonSocial === `Empresa ${company.nifCif}`;
  return {
    razonSocial: placeholder ? '' : company.razonSocial,
    nombre: company.nombre,
    username: company.dni,
    email: company.email,
    direccion: company.direccion,
    codigoPostal: company.codigoPostal,
    localidad: company.localidad,
    provincia: company.provincia,
    cnae: company.cnae,
    actividad: company.actividad,
    numTrabajadores: company.numTrabajadores || '',
    metodoDePago: company.metodoDePago,
    numCuenta: company.metodoDePago === 'SEPA' ? company.numCuenta : '',
    protocolos: protocolsOf(company),
    ...(draft ?? {}),
  };
}

/**
 * GET /alta/{token}: the page's data. The first visit is recorded: the agency sees the link opened. Once signed,
 * only that it is signed.
 */
export async function describeOnboarding({
  ctx,
  input: { token },
}: {
  ctx: ActionContext<null>;
  input: { token: string };
}): Promise<OnboardingView> {
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  const { invitation, company } = await findInvitation(db, token, now);
  if (invitation.signedAt) {
    // Signed: the link says so and shows none of the company's data (DNI, e-mail, address, IBAN) any more.
    return {
      nifCif: '',
      telefono: '',
      gestoria: null,
      gestoriaPorConfirmar: false,
      datos: {},
      precios: [],
      emisor: config.provider.tax,
      estado: 'FIRMADO',
      caducaEl: invitation.expiresAt.toISOString(),
    };
  }
  if (!invitation.openedAt) {
    await db.update(onboardingInvitations).set({ openedAt: now }).where(eq(onboardingInvitations.id, invitation.id));
  }
  const [agency] = await db
    .select({ name: agencies.nombreComercial })
    .from(agencies)
    .where(eq(agencies.id, invitation.agencyId));
  const prices = await agencyPrices(db, invitation.agencyId);
  return {
    nifCif: company.nifCif,
    telefono: maskPhone(company.telefono),
    gestoria: agency?.name ?? null,
    gestoriaPorConfirmar: company.agencyConfirmedAt === null,
    datos: savedData(company, invitation.draft),
    precios: PROTOCOL_CODES.map((code) => ({
      protocolo: code,
      titulo: PROTOCOL_LABELS[code],
      precioCents: prices[code],
    })),
    emisor: config.provider.tax,
    estado: invitation.signedAt ? 'FIRMADO' : invitation.completedAt ? 'COMPLETADO' : 'PENDIENTE',
    caducaEl: invitation.expiresAt.toISOString(),
  };
}

/** PUT /alta/{token}/borrador: saves what the company typed so far, so closing the page loses nothing. */
export async function saveOnboardingDraft({
  ctx,
  input: { token, draft },
}: {
  ctx: ActionContext<null>;
  input: { token: string; draft: OnboardingDraft };
}) {
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const { invitation } = await findInvitation(tx, token, now, { forUpdate: true });
    if (invitation.signedAt) throw new AppError('ALREADY_SIGNED', 409, ONBOARDING_MESSAGES.signed);
    await tx
      .update(onboardingInvitations)
      .set({ draft: { ...(invitation.draft ?? {}), ...draft } })
      .where(eq(onboardingInvitations.id, invitation.id));
  });
  return { message: 'Guardado.' };
}

/**
 * POST /alta/{token}/completar: the company's data and protocols, checked; the company updated, its protocols at
 * its agency's prices, and one signing link for all of its contracts (with the SEPA mandate when paying by SEPA).
 * The page signs through that link itself, so no signing SMS is sent; completing again (after closing the page,
 * or to change something) voids the previous link.
 */
export async function completeOnboarding({
  ctx,
  input: { token, ...input },
}: {
  ctx: ActionContext<null>;
  input: z.output<typeof onboardingCompletionSchema> & { token: string };
}) {
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  refuseProviderAccount(config, input);
  const signing = await db.transaction(async (tx) => {
    // The company row first, then the invitation and the links, in the order signing locks them.
    const { invitation: found } = await findInvitation(tx, token, now);
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, found.companyId)).for('update');
    const { invitation, company } = await findInvitation(tx, token, now, { forUpdate: true });
    if (invitation.signedAt) throw new AppError('ALREADY_SIGNED', 409, ONBOARDING_MESSAGES.signed);
    await refuseClaimThatCannotSign(tx, company);
    if (company.agencyConfirmedAt === null) {
      if (!input.confirmaGestoria) {
        const [agency] = await tx
          .select({ name: agencies.nombreComercial })
          .from(agencies)
          .where(eq(agencies.id, invitation.agencyId));
        const message = MESSAGES.onboarding.confirmAgency(agency?.name ?? 'su gestoría');
        throw new AppError('VALIDATION_ERROR', 400, message, { confirmaGestoria: message });
      }
    }
    await tx
      .update(companies)
      .set({
        razonSocial: input.razonSocial,
        nombreComercial: input.razonSocial,
        tipo: isValidPersonalNif(company.nifCif) ? 'A' : 'E',
        nombre: input.nombre,
        dni: input.username,
        email: input.email,
        direccion: input.direccion,
        codigoPostal: input.codigoPostal,
        localidad: input.localidad,
        provincia: input.provincia,
        cnae: input.cnae,
        actividad: input.actividad,
        numTrabajadores: input.numTrabajadores ?? 0,
        metodoDePago: input.metodoDePago,
        numCuenta: input.numCuenta,
        ...toolFlagsOf(input.protocolos),
        updatedAt: now,
      })
      .where(eq(companies.id, company.id));
    const prices = await agencyPrices(tx, invitation.agencyId);
    await tx.delete(companyProducts).where(eq(companyProducts.companyId, company.id));
    await tx.insert(companyProducts).values(
      input.protocolos.map((protocol) => ({
        companyId: company.id,
        protocol,
        precioDescuentoCents: prices[protocol],
      })),
    );
    await voidStaleSignatureRequests(tx, company.id, [], now);
    const started = await startContractSignature(tx, {
      companyId: company.id,
      tools: input.protocolos.map((protocol) => ({ protocol, priceCents: prices[protocol] })),
      config,
      now,
      sendSms: false,
    });
    if (!started) throw new Error('no contracts to sign');
    await tx.update(onboardingInvitations).set({ completedAt: now }).where(eq(onboardingInvitations.id, invitation.id));
    return started;
  });
  ctx.log.info('onboarding completed');
  return { firma: signing.token };
}
