/** Money is integer cents everywhere inside the product; euros appear only at the edges. */
export type Cents = number;

/**
 * The largest price any form accepts, in euros: far above any real yearly price, and far below what the cents
 * columns (32-bit integers, 21,474,836.47 EUR) and an invoice's sum of lines can hold.
 */
export const MAX_PRICE_EUROS = 100_000;

export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: Cents): number {
  return cents / 100;
}
