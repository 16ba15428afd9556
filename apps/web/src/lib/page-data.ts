import type { ProviderInfo } from '@cumplia/domain';

/** What the server writes into index.html for every page (`apps/server/src/plugins/spa.ts`). */
type PageData = { provider?: ProviderInfo };

let read: PageData | undefined;

/** The page data the server embedded, or an empty object where the page was not served by it (the Vite server). */
export function pageData(): PageData {
  if (read === undefined) {
    const text = document.getElementById('cumplia-page-data')?.textContent;
    read = text ? (JSON.parse(text) as PageData) : {};
  }
  return read;
}
