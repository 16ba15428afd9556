// @vitest-environment happy-dom
import { PAGE_DATA_ELEMENT_ID, type ProviderInfo } from '@cumplia/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer } from '../test-support/api-test-server';

const FROM_API: ProviderInfo = {
  legalName: 'Cumplia Servicios S.L.',
  nif: 'B38123451',
  address: 'Calle del API 1, 38001 Santa Cruz de Tenerife',
  phone: '922 000 000',
  email: 'api@cumplia.example',
  registry: 'Registro Mercantil de Santa Cruz de Tenerife',
  links: {
    linkedin: 'https://l.example',
    instagram: 'https://i.example',
    whatsapp: 'https://w.example',
    timeTracking: 'https://t.example',
  },
};
const EMBEDDED: ProviderInfo = { ...FROM_API, address: 'Calle de la página 2, 38001 Santa Cruz de Tenerife' };

const requests: string[] = [];
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer(({ url }) => {
    requests.push(url);
    return { status: 200, body: FROM_API };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  requests.length = 0;
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  // The page data is read once per page load: each test loads the module afresh, as a new page would.
  vi.resetModules();
});

async function renderProviderInfo() {
  const { useProviderInfo } = await import('./provider-info');
  return renderHook(() => useProviderInfo());
}

describe("the provider's public identity", () => {
  it('is read from the page the server wrote it into, without asking the API', async () => {
    const element = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: PAGE_DATA_ELEMENT_ID,
      textContent: JSON.stringify({ provider: EMBEDDED }),
    });
    document.head.append(element);
    const { result } = await renderProviderInfo();
    expect(result.current).toEqual(EMBEDDED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('is asked of the API when the page has none (a page the server did not serve)', async () => {
    const { result } = await renderProviderInfo();
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual(FROM_API));
    expect(requests).toEqual(['/cumplia-core/public/provider']);
  });
});
