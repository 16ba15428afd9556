import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';

describe('GET /health', () => {
  it('answers 503, not a hang, once the database is gone', async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await t.app.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down', draining: false });
    // The process itself still lives: restarting it would not bring the database back.
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await t.close();
  });
});

describe('GET /health/ready while the process drains', () => {
  it('says 503 so the proxy stops sending requests, and every answer lets its connection go', async () => {
    const t = await createTestApp();
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up', draining: false });
    expect(ready.headers.connection).not.toBe('close');

    t.app.lifecycle.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'unavailable', database: 'up', draining: true });
    // Requests already routed here are still answered, with their connection closed behind them.
    const answered = await t.app.inject({ method: 'GET', url: '/health' });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers.connection).toBe('close');
    await t.close();
  });
});
