import {
  ERROR_CODE_MESSAGES,
  isScientificNotation,
  isSpanishMobile,
  isValidNif,
  isValidPersonalNif,
  normalizeSpanishPhone,
  normalizeTaxId,
} from '@cumplia/domain';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudits } from '../audit/index.js';
import { openSmsQuota } from '../outbox/index.js';
import { inviteToOnboarding } from './onboarding-link.js';

export const PRE_REGISTRATION_MESSAGES = {
  invalidNif: 'NIF/CIF inválido.',
  invalidPhone: 'Teléfono inválido: debe ser +34 seguido de 9 dígitos.',
  missingPhone: 'Falta el teléfono móvil de la empresa: es adonde va el SMS de alta.',
  scientificPhone:
    'El teléfono está en notación científica (por ejemplo 3,46123E+10): la hoja de cálculo lo convirtió en número y perdió sus últimas cifras. Dé a la columna formato de texto y escriba de nuevo los teléfonos.',
  repeated: (line: number) => `NIF/CIF repetido en el archivo (línea ${line}).`,
  repeatedPhone: (line: number) =>
    `Teléfono repetido en el archivo (línea ${line}): cada empresa recibe su SMS en su móvil.`,
  landline: ERROR_CODE_MESSAGES.PHONE_NOT_MOBILE,
  taken: 'La empresa ya está dada de alta en Cumplia.',
  alreadyYours: 'La empresa ya está dada de alta.',
  failed: 'No se pudo dar de alta por un error interno. Vuelva a subir esta línea; si se repite, escríbanos.',
  example: 'Es la línea de ejemplo del modelo: sustitúyala por el NIF/CIF y el móvil de su cliente.',
};

/** The example line of the downloadable template: shows the format, and is refused if uploaded as it is. */
export const SIGNUP_EXAMPLE = { nifCif: 'B12345674', telefono: '+34600000000' };

/** A NIF/CIF and phone as an agency gives them (CSV line, short 'Alta'), normalised. */
export const preRegistrationKey = (raw: { nifCif: string; telefono: string }) => ({
  nifCif: normalizeTaxId(raw.nifCif),
  telefono: normalizeSpanishPhone(raw.telefono),
});

/**
 * Why a NIF/CIF and phone cannot become the agency's claim, or null. What stops it: a company that holds the
 * NIF/CIF for good, or the agency's own claim; other agencies' unconfirmed claims do not (the company decides which
 * one it confirms, docs/domain.md).
 */
export function preRegistrationProblem(input: {
  nifCif: string;
  telefono: string;
  claimedByThisAgency: boolean;
  heldForGood: boolean;
}): string | null {
  if (input.nifCif === SIGNUP_EXAMPLE.nifCif) return PRE_REGISTRATION_MESSAGES.example;
  if (!isValidNif(input.nifCif)) return PRE_REGISTRATION_MESSAGES.invalidNif;
  if (input.telefono === '') return PRE_REGISTRATION_MESSAGES.missingPhone;
  if (isScientificNotation(input.telefono)) return PRE_REGISTRATION_MESSAGES.scientificPhone;
  if (!/^\+34\d{9}$/.test(input.telefono)) return PRE_REGISTRATION_MESSAGES.invalidPhone;
  if (!isSpanishMobile(input.telefono)) return PRE_REGISTRATION_MESSAGES.landline;
  if (input.claimedByThisAgency) return PRE_REGISTRATION_MESSAGES.alreadyYours;
  if (input.heldForGood) return PRE_REGISTRATION_MESSAGES.taken;
  return null;
}

/** The answer to a request refused for `problem` (one of PRE_REGISTRATION_MESSAGES). */
export function preRegistrationRefusal(problem: string): AppError {
  if (problem === PRE_REGISTRATION_MESSAGES.landline) return new AppError('PHONE_NOT_MOBILE', 422);
  const invalid = [
    PRE_REGISTRATION_MESSAGES.invalidNif,
    PRE_REGISTRATION_MESSAGES.invalidPhone,
    PRE_REGISTRATION_MESSAGES.missingPhone,
    PRE_REGISTRATION_MESSAGES.scientificPhone,
  ];
  if (invalid.includes(problem)) {
    return new AppError('VALIDATION_ERROR', 400, problem);
  }
  return new AppError('DUPLICATE_NIF_CIF', 409, problem);
}

/** An agency's claim on a company it knows only by NIF/CIF and phone (`preRegistrationProblem` found none). */
export type PreRegistration = {
  agency: { id: number; name: string };
  nifCif: string;
  telefono: string;
  actor: { userId: number | null; roles: readonly string[] };
  /** The CSV line it came from, if any. */
  source: { fileId: number; linea: number; uploadLineId: number } | null;
};

type Occasion = { requestId: string | null; config: Config; now: Date };

/**
 * Claims (a batch of CSV lines, say), each company audited and invited by SMS to complete its data and sign, in
 * the caller's transaction and in one insert per table. Their SMS were taken from the batch's quota
 * (`SmsQuota.take`). Answers the companies in the order of `registrations`.
 */
export async function preRegisterCompanies(
  tx: Transaction,
  registrations: PreRegistration[],
  occasion: Occasion,
): Promise<{ id: number }[]> {
  if (registrations.length === 0) return [];
  const { now } = occasion;
  const inserted = await tx
    .insert(companies)
    .values(
      registrations.map(({ agency, nifCif, telefono }) => {
        const personal = isValidPersonalNif(nifCif);
        return {
          agencyId: agency.id,
          razonSocial: `Empresa ${nifCif}`,
          nombreComercial: `Empresa ${nifCif}`,
          nifCif,
          tipo: personal ? ('A' as const) : ('E' as const),
          nombre: '',
          dni: personal ? nifCif : '',
          email: '',
          telefono,
          telefonoEnteredBy: 'AGENCY' as const,
          // Its invitation, sent below, opens its sign-up: kept so from the start, so that the invitations' trigger
          // does not rewrite every new row (and its many indexes) a moment after inserting it.
          signUpOpen: true,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returning({ id: companies.id, agencyId: companies.agencyId, nifCif: companies.nifCif });
  // An agency claims a NIF/CIF once (companies_agency_nif_cif_key), so agency and NIF/CIF name each new row.
  const idOf = new Map(inserted.map((row) => [`${row.agencyId}:${row.nifCif}`, row.id]));
  const created = registrations.map((registration) => {
    const id = idOf.get(`${registration.agency.id}:${registration.nifCif}`);
    if (id === undefined) throw new Error('company not created');
    return { id, registration };
  });
  // One insert per actor (a batch's lines come from one or a few uploaders), each entry naming its line.
  const byActor = new Map<string, { actor: PreRegistration['actor']; entries: typeof created }>();
  for (const entry of created) {
    const { actor } = entry.registration;
    const key = `${actor.userId}:${actor.roles.join(',')}`;
    const group = byActor.get(key);
    if (group) group.entries.push(entry);
    else byActor.set(key, { actor, entries: [entry] });
  }
  for (const { actor, entries } of byActor.values()) {
    await recordAudits(
      tx,
      { actor, requestId: occasion.requestId, now },
      entries.map(({ id, registration: { nifCif, telefono, source } }) => ({
        action: source ? 'company.create.csv' : 'company.create.invitation',
        entityType: 'company',
        entityId: id,
        after: { nifCif, telefono, ...(source ? { fileId: source.fileId, linea: source.linea } : {}) },
      })),
    );
  }
  await inviteToOnboarding(
    tx,
    created.map(({ id, registration }) => ({
      companyId: id,
      agency: registration.agency,
      phone: registration.telefono,
      uploadLineId: registration.source?.uploadLineId ?? null,
    })),
    occasion,
  );
  return created.map(({ id }) => ({ id }));
}

/** One claim ('Alta' of one company), with its own SMS quota: refused when the SMS cannot go. */
export async function preRegisterCompany(tx: Transaction, registration: PreRegistration & Occasion) {
  const quota = await openSmsQuota(
    tx,
    { phones: [registration.telefono], agencyIds: [registration.agency.id] },
    registration.now,
  );
  const refusal = quota.take({ phone: registration.telefono, agencyId: registration.agency.id });
  if (refusal) throw refusal;
  const [company] = await preRegisterCompanies(tx, [registration], registration);
  await quota.settle(tx);
  if (!company) throw new Error('company not created');
  return company;
}
