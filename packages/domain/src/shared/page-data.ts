import type { ProviderInfo } from '../provider/provider-info.js';

/**
 * What the server writes into index.html for every page, as JSON in the script element of this id, so that the
 * public pages show it at once without asking the API (the provider's public identity for the footer).
 */
export const PAGE_DATA_ELEMENT_ID = 'cumplia-page-data';

export type PageData = { provider: ProviderInfo };
