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
    await t.close();
  });
});
