import { indirectTaxFor } from '@cumplia/domain';
import { messageTemplateProblems } from '../emails/message-template.js';
import { LEAFLET_TEMPLATE, leafletData } from '../pdf/information-leaflet.js';
import { mandateAmendment, mandateRenewal } from '../pdf/mandate-amendment.js';
import { PROTOCOLS, type ProtocolKind, unknownPlaceholdersOf } from '../pdf/protocol-pdfs.js';
import { ALL_SAMPLE_COMPANIES } from '../pdf/review-profiles.js';
import { CONTRACT_TEMPLATES, contractData, mandateData, serviceContract } from '../pdf/service-contract.js';
import { readActivityLibrary } from './activity-library.js';
import { legalTemplate, unknownPlaceholders, useConfiguredLegalTemplates } from './legal-template.js';

const provider = { legalName: 'Cumplia', nif: 'B00000000', address: '-', email: '-', phone: '-' };
const sepaProvider = { ...provider, sepa: { creditorName: 'Cumplia', creditorId: 'ES00ZZZB00000000' } };

/**
 * Every problem of the wording that would break or empty a document, found before any company asks for one:
 * a template missing or that does not compile, a placeholder its data does not offer, an activity model that does
 * not read as a record. Run at start-up (the server refuses to start on any), by `npm run legal:render` and by the tests.
 */
export function legalTemplateProblems(): string[] {
  const problems: string[] = [];
  const attempt = (what: string, check: () => string[]) => {
    try {
      problems.push(...check());
    } catch (error) {
      problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const contexts = Object.values(ALL_SAMPLE_COMPANIES).map((sample) => ({
    ...sample,
    profileVersion: 1,
    provider,
    generatedOn: '01/01/2027',
  }));
  const [first] = contexts;
  if (!first) return ['No hay empresas de ejemplo con las que comprobar la redacción.'];
  for (const kind of Object.keys(PROTOCOLS) as ProtocolKind[]) {
    attempt(kind, () => unknownPlaceholdersOf(kind, contexts));
  }
  const company = { ...first.company, metodoDePago: 'SEPA' as const, numCuenta: 'ES9121000418450200051332' };
  const contract = {
    company,
    protocol: 'LOPD' as const,
    priceCents: 100,
    tax: indirectTaxFor({ territory: 'CANARIAS' }, 'CANARIAS'),
    mandateReference: 'R',
    provider: sepaProvider,
    generatedOn: '01/01/2027',
  };
  const unknownIn = (name: string, data: object) => unknownPlaceholders(legalTemplate(name), [data]);
  attempt(CONTRACT_TEMPLATES[0], () => unknownIn(CONTRACT_TEMPLATES[0], contractData(contract)));
  attempt(CONTRACT_TEMPLATES[1], () => unknownIn(CONTRACT_TEMPLATES[1], mandateData(contract)));
  const leaflet = { company, protocols: [], provider, publicUrl: 'https://cumplia.example', generatedOn: '1' };
  attempt(LEAFLET_TEMPLATE, () => unknownIn(LEAFLET_TEMPLATE, leafletData(leaflet)));
  // The small templates without conditions: filling them in strict mode names any placeholder it lacks.
  attempt('documentos de la orden SEPA', () => {
    const mandate = { company, mandateReference: 'R', provider: sepaProvider, generatedOn: '1' };
    serviceContract(contract);
    mandateAmendment({ ...mandate, originalIban: company.numCuenta });
    mandateRenewal({ ...mandate, expiredReference: 'R0', lastUsedOn: '1' });
    return [];
  });
  problems.push(...messageTemplateProblems());
  attempt('actividades', () => readActivityLibrary().problems);
  return problems;
}

/**
 * The start-up step of the wording: reads it from LEGAL_TEMPLATES_DIR when set, and refuses to start when it
 * has any problem, listing them all.
 */
export function useSoundLegalTemplates(folder: string | undefined) {
  useConfiguredLegalTemplates(folder);
  const problems = legalTemplateProblems();
  if (problems.length > 0) {
    throw new Error(`The legal templates cannot be used:\n  ${problems.join('\n  ')}`);
  }
}
