import type { ProviderInfo } from '@cumplia/domain';
import { useEffect, useState } from 'react';
import { pageData } from './page-data';

let asked: Promise<ProviderInfo> | undefined;

/** One request for every component that needs the identity; a failed one is asked again by the next. */
function askTheApiOnce() {
  asked ??= import('./provider-info-request').then((module) => module.requestProviderInfo());
  asked.catch(() => {
    asked = undefined;
  });
  return asked;
}

/**
 * The provider's identity (address, phone, links) for the public pages; it changes only with configuration. The
 * server writes it into the page, so the public pages show it at once, without the API client or a query cache;
 * where the page was not served by our server (the Vite server) it is asked of the API.
 */
export function useProviderInfo(): ProviderInfo | undefined {
  const [provider, setProvider] = useState(() => pageData().provider);
  useEffect(() => {
    if (provider) return;
    let mounted = true;
    askTheApiOnce().then(
      (info) => {
        if (mounted) setProvider(info);
      },
      () => {
        // Without it the blocks that show it stay empty, as while it loads.
      },
    );
    return () => {
      mounted = false;
    };
  }, [provider]);
  return provider;
}
