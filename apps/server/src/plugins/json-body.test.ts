import type { AddressInfo } from 'node:net';
import { CAPTCHA_HEADER } from '@cumplia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.js';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

/** The body that froze the server: a megabyte of '[' (issue 56). */
const NESTED_MEGABYTE = '['.repeat(1_048_000);

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('JSON bodies are bounded before they are parsed', () => {
  it('refuses a public form body over its few kilobytes unread, with a Spanish message', async () => {
    const refused = await post('/cumplia-core/empresas/register', NESTED_MEGABYTE, {
      [CAPTCHA_HEADER]: await t.solveCaptcha(),
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ message: 'La solicitud supera el tamaño máximo permitido.' });
  });

  it('refuses a body nested deeper than any form, within the size limit, before parsing it', async () => {
    const refused = await post('/cumplia-core/login', '['.repeat(10_000));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'La solicitud tiene demasiados niveles anidados.',
    });
    // A signed-in route's larger limit does not let a stranger in: refused before the body is read.
    const stranger = await post('/cumplia-core/gestorias/my/empresas', NESTED_MEGABYTE);
    expect(stranger.statusCode).toBe(401);
  });

  it('counts nesting outside strings only, and lets ordinary bodies through', () => {
    expect(nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan('['.repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ razonSocial: '[[[[{{{{\\"[[[['.repeat(20) }), MAX_JSON_DEPTH)).toBe(false);
  });

  it('keeps /health answering while twenty megabyte bodies arrive at once, over real HTTP', async () => {
    const attack = Array.from({ length: 20 }, () =>
      fetch(`${base}/cumplia-core/empresas/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: NESTED_MEGABYTE,
      })
        .then((response) => response.status)
        .catch(() => 'reset'),
    );
    const startedAt = performance.now();
    const health = await fetch(`${base}/health`);
    const healthMs = performance.now() - startedAt;
    const statuses = await Promise.all(attack);
    expect(health.status).toBe(200);
    // Before the limits, each body cost the event loop 0.5-1.3 s and /health waited 11 s.
    expect(healthMs).toBeLessThan(1000);
    expect(statuses.every((status) => status === 413 || status === 429 || status === 'reset')).toBe(true);
  });
});
