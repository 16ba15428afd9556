/** Valid organisation CIFs (letter B, control digit), distinct per n, none of them in the demo data. */
export function validCif(n: number): string {
  const digits = String(3_000_000 + n);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    sum += i % 2 === 1 ? d : Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}
