import {
  type Company,
  documentNotApplicable,
  formatDateEs,
  MESSAGES,
  missingProfileAnswers,
  PROTOCOL_CONTRACT_FLAG,
  PROTOCOL_TOOL_FLAG,
} from '@cumplia/domain';
import type { Queryable } from '../../db/client.js';
import {
  PROTOCOLS,
  type ProtocolKind,
  protocolWordingVersion,
  renderProtocol,
} from '../../generators/pdf/protocol-pdfs.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import type { Services } from '../../platform/services.js';
import { myCompany } from '../company-access/index.js';
import { documentRegisterOf, isReviewed, loadRegister, type RegisterCompany } from './company-register.js';
import { loadStoredProfile, recordDocumentVersion } from './compliance-profile.js';

/** The spec's 404 for a protocol the asker may not download. */
export const protocolNotAvailable = (kind: ProtocolKind) =>
  new AppError('NOT_FOUND', 404, MESSAGES.errors.protocolNotAvailable(PROTOCOLS[kind].label));

/** 409 listing the profile answers a document still needs. */
export const profileIncomplete = (kind: ProtocolKind, missing: string[]) =>
  new AppError('PROFILE_INCOMPLETE', 409, MESSAGES.errors.profileIncomplete(PROTOCOLS[kind].label, missing));

/**
 * A protocol document of the logged-in company, generated from its current data and compliance profile.
 * Available only when the company is verified, downloads are allowed, the tool is active and its contract
 * signed (otherwise 404 with the spec's text), and the profile holds every answer the document uses (409).
 */
export async function downloadProtocol({
  ctx,
  input: { kind },
}: {
  ctx: ActionContext;
  input: { kind: ProtocolKind };
}) {
  const company = await myCompany(ctx);
  const { code } = PROTOCOLS[kind];
  const signed = company[PROTOCOL_TOOL_FLAG[code]] && company[PROTOCOL_CONTRACT_FLAG[code]];
  if (!company.verificado || !company.permitirDescarga || !signed) throw protocolNotAvailable(kind);
  return {
    fileName: PROTOCOLS[kind].fileName,
    pdf: await renderCompanyProtocol(ctx.services.db, ctx.services, company, kind),
  };
}

/** 409 for a document the law does not ask of this company (a harassment protocol without staff). */
export const documentNotApplicableError = (kind: ProtocolKind, reason: string) =>
  new AppError('DOCUMENT_NOT_APPLICABLE', 409, MESSAGES.errors.documentNotApplicable(PROTOCOLS[kind].label, reason));

/**
 * The profile answers a company's document still needs (empty when it can be issued), and why the document does
 * not apply to the company at all (null when it does).
 */
export async function missingAnswersOf(db: Queryable, company: Company, kind: ProtocolKind) {
  const stored = await loadStoredProfile(db, company.id);
  return {
    stored,
    missing: missingProfileAnswers(stored?.profile ?? null, kind, company),
    notApplicable: documentNotApplicable(stored?.profile ?? null, kind),
  };
}

/**
 * Whether a protocol would be a draft: the data protection pack is written from the register of activities, and
 * until someone confirms its current version the pack is a draft, never issued.
 */
export async function isDraftProtocol(
  db: Queryable,
  company: RegisterCompany,
  kind: ProtocolKind,
  providerName: string,
) {
  return kind === 'lopd' && !isReviewed(await loadRegister(db, company, providerName));
}

/** 409: a document the company has not reviewed cannot be sent as issued. */
export const registerNotReviewed = () => new AppError('REGISTER_NOT_REVIEWED', 409);

/**
 * A protocol document filled with the company's current data, its current compliance profile and register of
 * activities and the provider's identity, dated today; records which profile version and wording version the
 * company was issued. A data protection pack from a register nobody has confirmed is a draft: marked so on every
 * page and not recorded as issued. Throws 409 listing the answers still missing, or saying why the document does
 * not apply to the company.
 */
export async function renderCompanyProtocol(
  db: Queryable,
  services: Pick<Services, 'config' | 'now'>,
  company: Company,
  kind: ProtocolKind,
) {
  const { stored, missing, notApplicable } = await missingAnswersOf(db, company, kind);
  if (notApplicable) throw documentNotApplicableError(kind, notApplicable);
  if (!stored || missing.length > 0) throw profileIncomplete(kind, missing);
  const { provider } = services.config;
  const now = services.now();
  const register = documentRegisterOf(await loadRegister(db, company, provider.legalName));
  const pdf = await renderProtocol(kind, {
    company,
    register,
    profile: stored.profile,
    profileVersion: stored.version,
    provider: { legalName: provider.legalName, nif: provider.nif, address: provider.address, email: provider.email },
    generatedOn: formatDateEs(now),
  });
  const draft = kind === 'lopd' && register.review === null;
  if (!draft) {
    const registerVersion = kind === 'lopd' ? register.version : null;
    const wording = protocolWordingVersion(kind);
    await recordDocumentVersion(db, company.id, PROTOCOLS[kind].code, stored, wording, now, registerVersion);
  }
  return pdf;
}
