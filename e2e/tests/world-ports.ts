/**
 * The ports of the e2e run. Each Playwright worker tests its own world: a server on its own copy of the demo data,
 * its own test SMSC and its own stand-in AEAT (start-server.mjs), so workers run spec files side by side without
 * seeing each other's data, messages or invoice records. World `n` uses `E2E_PORT + 10n` (the product), `+ 1` (the
 * SMSC's handsets) and `+ 3` (the AEAT's control); `E2E_PORT + 2` is the harness all worlds share.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);

export const HARNESS_PORT = BASE_PORT + 2;

export function worldPorts(world: number) {
  const product = BASE_PORT + 10 * world;
  return { product, handsets: product + 1, aeatControl: product + 3 };
}
