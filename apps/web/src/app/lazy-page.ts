import type { ComponentType } from 'react';
import { titled } from '../components/document-title';

/** A page loaded on demand, so each screen carries only its own code. */
export function lazyPage(path: string, title: string, load: () => Promise<ComponentType>) {
  return { path: path.slice(1), handle: titled(title), lazy: async () => ({ Component: await load() }) };
}
