import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route declares in its `handle`: the Spanish name of its page, for the browser tab and history. */
type TitledHandle = { title: string };

export const titled = (title: string): TitledHandle => ({ title });

/** The landing page and any route without a name of its own keep the product's title. */
const PRODUCT_TITLE = 'Cumplia · tu framework inteligente';

const documentTitle = (title: string | undefined) => (title ? `${title} · Cumplia` : PRODUCT_TITLE);

/** Sets the tab's title from the deepest route that names its page ('Facturación · Cumplia'). */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as Partial<TitledHandle> | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
