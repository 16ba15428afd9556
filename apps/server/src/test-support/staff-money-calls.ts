import { todayInMadrid } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sepaReturns } from '../db/schema/index.js';
import { multipartFile } from './multipart.js';
import type { TestApp } from './test-app.js';

/** The provider's creditor account the money tests collect into. */
export const CREDITOR_ACCOUNT = 'ES9121000418450200051332';

/** A base in cents with IGIC 7 % (the demo's clients in Canarias, like the provider). */
export const withIgic = (baseCents: number) => Math.round(baseCents * 1.07);

/** The API calls of the money screens, as a logged-in user: `ok` expects success and says which call failed. */
export function staffMoneyCalls(t: () => TestApp) {
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t().app.inject({ method, url: `/cumplia-core${url}`, headers: { authorization: `Bearer ${token}` }, payload });
  return {
    call,
    ok: async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
      return response;
    },
    today: () => todayInMadrid(t().clock.now()),
    /** 'Devoluciones': the bank's return file uploaded as the screen does. */
    uploadReturns: (fileName: string, xml: string, token: string) => {
      const body = multipartFile(fileName, Buffer.from(xml, 'utf8'), 'application/xml');
      return t().app.inject({
        method: 'POST',
        url: '/cumplia-core/admin/sepa/devoluciones',
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.payload,
      });
    },
    returnOf: async (invoiceId: number) =>
      (await t().db.select().from(sepaReturns).where(eq(sepaReturns.invoiceId, invoiceId)))[0],
  };
}
