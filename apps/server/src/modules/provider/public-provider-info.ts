import type { ProviderInfo } from '@cumplia/domain';
import type { ProviderIdentity } from '../../config.js';

/** What the public site shows of the provider: its identity and links, never its inbox, SEPA or tax settings. */
export function publicProviderInfo(provider: ProviderIdentity): ProviderInfo {
  const { legalName, nif, address, phone, email, registry, links } = provider;
  return { legalName, nif, address, phone, email, registry, links };
}
