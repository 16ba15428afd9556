import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_DATA_ELEMENT_ID } from '@cumplia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { publicProviderInfo } from '../modules/provider/public-provider-info.js';
import { createServices } from '../platform/services.js';
import { withPageData } from './spa.js';

const distDir = mkdtempSync(path.join(tmpdir(), 'cumplia-web-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Cumplia</title><div id="root"></div>');
writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');

/** The JSON of the page data element of `html`. */
function pageDataOf(html: string) {
  const json = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`),
  )?.[1];
  return JSON.parse(json ?? 'null');
}

const database = await openDatabase({ driver: 'pglite' });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir });
const app = await buildApp({ services: createServices(database.db, config), database, logger: false });

beforeAll(() => app.ready());
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('serving the web app', () => {
  it('answers every client route with index.html, never cached, under a strict CSP', async () => {
    for (const url of ['/', '/acceso?gestoria=true', '/iniciogestora', '/una/ruta/desconocida']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it("writes the provider's public identity into every page, and nothing of its private settings", async () => {
    const html = (await app.inject({ method: 'GET', url: '/acceso' })).body;
    const { provider } = pageDataOf(html);
    expect(provider).toEqual({
      legalName: config.provider.legalName,
      nif: config.provider.nif,
      address: config.provider.address,
      phone: config.provider.phone,
      email: config.provider.email,
      registry: config.provider.registry,
      links: config.provider.links,
    });
    expect(html).not.toContain(config.provider.sepa.creditorId);
  });

  it('escapes the page data so that no value can close its script element', () => {
    const provider = { ...publicProviderInfo(config.provider), address: '</script><script>alert(1)</script>' };
    const html = withPageData('<head></head>', { provider });
    expect(html).not.toContain('</script><script>');
    expect(pageDataOf(html)).toEqual({ provider });
  });

  it('serves hashed assets with a long cache and gives 404 for missing files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/no-existe.js' })).statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/cumplia-core/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
