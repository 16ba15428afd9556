import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../test-support/route-table.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('OpenAPI at /docs', () => {
  it('describes every API route with its request schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const described = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([url, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${url.replace(/\{\w+\}/g, ':param')}`),
      ),
    );
    const missing = routeTable(t.app)
      .filter((route) => route.url.startsWith('/cumplia-'))
      // The route table prints two parameter names sharing a position as `:ref|:id`.
      .map((route) => `${route.method} ${route.url.replace(/:\w+(\|:\w+)*/g, ':param')}`)
      .filter((route) => !described.has(route));
    expect(missing).toEqual([]);
    const login = document.paths['/cumplia-auth/authenticate'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['username', 'password', 'tipo']),
    );
  });

  it('serves the browsable reference under the strict CSP, scripts from our origin only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
