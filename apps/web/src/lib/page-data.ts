import { PAGE_DATA_ELEMENT_ID, type PageData } from '@cumplia/domain';

let read: Partial<PageData> | undefined;

/** The page data the server embedded, or an empty object where the page was not served by it (the Vite server). */
export function pageData(): Partial<PageData> {
  if (read === undefined) {
    const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    read = text ? (JSON.parse(text) as PageData) : {};
  }
  return read;
}
