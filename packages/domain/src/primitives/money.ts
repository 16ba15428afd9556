/** Money is integer cents everywhere inside the product; euros appear only at the edges. */
export type Cents = number;

export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: Cents): number {
  return cents / 100;
}
