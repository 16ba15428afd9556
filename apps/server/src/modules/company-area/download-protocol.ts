import { type Company, formatDateEs, PROTOCOL_CONTRACT_FLAG, PROTOCOL_TOOL_FLAG } from '@cumplia/domain';
import type { ActionContext } from '../../actor.js';
import { PROTOCOLS, type ProtocolKind, renderProtocol } from '../../generators/pdf/protocol-pdfs.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';
import { myCompany } from './company-scope.js';

/** The spec's 404 for a protocol the asker may not download. */
export const protocolNotAvailable = (kind: ProtocolKind) =>
  new AppError('NOT_FOUND', 404, `No tiene disponible la descarga del documento ${PROTOCOLS[kind].label}`);

/**
 * A protocol document of the logged-in company, generated from its current data. Available only when the
 * company is verified, downloads are allowed, the tool is active and its contract signed; otherwise 404 with
 * the spec's text.
 */
export async function downloadProtocol({ ctx, kind }: { ctx: ActionContext; kind: ProtocolKind }) {
  const company = await myCompany(ctx);
  const { code } = PROTOCOLS[kind];
  const signed = company[PROTOCOL_TOOL_FLAG[code]] && company[PROTOCOL_CONTRACT_FLAG[code]];
  if (!company.verificado || !company.permitirDescarga || !signed) throw protocolNotAvailable(kind);
  return { fileName: PROTOCOLS[kind].fileName, pdf: await renderCompanyProtocol(ctx.services, company, kind) };
}

/** A protocol document filled with the company's current data and the provider's identity, dated today. */
export function renderCompanyProtocol(
  services: Pick<Services, 'config' | 'now'>,
  company: Company,
  kind: ProtocolKind,
) {
  const { provider } = services.config;
  return renderProtocol(kind, {
    company,
    provider: { legalName: provider.legalName, nif: provider.nif, address: provider.address, email: provider.email },
    generatedOn: formatDateEs(services.now()),
  });
}
