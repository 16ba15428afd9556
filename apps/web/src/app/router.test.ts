// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { router } from './router';

afterAll(() => router.dispose());

const deepestRoute = () => router.state.matches.at(-1)?.route;

/** The logged-in areas' pages join the router on the first path no public page matches (`addAreaPages`). */
describe('the router', () => {
  it('shows a public page with a parameter as itself', async () => {
    await router.navigate('/firma/un-enlace');
    expect(deepestRoute()?.path).toBe('firma/:token');
  });

  it("shows a visitor the producer's declaration, a public page, without asking to log in", async () => {
    await router.navigate(paths.producerDeclaration);
    expect(router.state.location.pathname).toBe(paths.producerDeclaration);
    expect(deepestRoute()?.path).toBe(paths.producerDeclaration.slice(1));
  });

  it('finds a back-office page the first time its address is asked for: its guard sends a visitor to log in', async () => {
    await router.navigate(paths.backoffice.invoices);
    expect(router.state.location.pathname).toBe('/acceso');
    expect(router.state.location.search).toBe(`?volver=${encodeURIComponent(paths.backoffice.invoices)}`);
  });

  it('finds an agency page the same way', async () => {
    await router.navigate(paths.agency.billing);
    expect(router.state.location.pathname).toBe('/acceso');
    expect(router.state.location.search).toBe(`?volver=${encodeURIComponent(paths.agency.billing)}`);
  });

  it('still shows the not-found page for an address no page has', async () => {
    await router.navigate('/no-existe-esta-pagina');
    expect(deepestRoute()?.path).toBe('*');
  });
});
