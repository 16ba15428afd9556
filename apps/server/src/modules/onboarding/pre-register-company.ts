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
import { recordAudit } from '../audit/index.js';
import type { BatchSmsCount } from '../outbox/index.js';
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

/**
 * An agency's claim on a company it knows only by NIF/CIF and phone (call `preRegistrationProblem` first): the
 * company, audited, and its invitation by SMS to complete its data and sign, all in the caller's transaction.
 */
export async function preRegisterCompany(
  tx: Transaction,
  input: {
    agency: { id: number; name: string };
    nifCif: string;
    telefono: string;
    actor: { userId: number | null; roles: readonly string[] };
    requestId: string | null;
    /** The CSV line it came from, if any. */
    source: { fileId: number; linea: number; uploadLineId: number } | null;
    /** The batch of CSV lines that counts the agency's SMS, if the line comes from one. */
    batch?: BatchSmsCount;
    config: Config;
    now: Date;
  },
) {
  const { nifCif, telefono, now } = input;
  const personal = isValidPersonalNif(nifCif);
  const [company] = await tx
    .insert(companies)
    .values({
      agencyId: input.agency.id,
      razonSocial: `Empresa ${nifCif}`,
      nombreComercial: `Empresa ${nifCif}`,
      nifCif,
      tipo: personal ? 'A' : 'E',
      nombre: '',
      dni: personal ? nifCif : '',
      email: '',
      telefono,
      telefonoEnteredBy: 'AGENCY',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('company not created');
  await recordAudit(
    tx,
    { actor: input.actor, requestId: input.requestId, now },
    {
      action: input.source ? 'company.create.csv' : 'company.create.invitation',
      entityType: 'company',
      entityId: company.id,
      after: { nifCif, telefono, ...(input.source ? { fileId: input.source.fileId, linea: input.source.linea } : {}) },
    },
  );
  await inviteToOnboarding(tx, {
    companyId: company.id,
    agency: input.agency,
    phone: telefono,
    uploadLineId: input.source?.uploadLineId ?? null,
    batch: input.batch,
    config: input.config,
    now,
  });
  return company;
}
