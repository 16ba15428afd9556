/** Valid organisation CIFs (letter B, control digit) so bench lines exercise the whole path; distinct per n. */
export function validCif(n) {
  const digits = String(3_000_000 + n);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    sum += i % 2 === 1 ? d : Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}
