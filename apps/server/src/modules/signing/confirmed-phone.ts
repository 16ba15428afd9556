/**
 * The phone a company's signing links, codes and mandate changes go to: the one the company vouched for
 * (`companies.vouched_phone`), else, before it vouched for any, the one on file (its first signature vouches for it).
 * A phone its agency enters later is the company's only once confirmed from this one (contact-confirmation.ts).
 */
export const signingPhoneOf = (company: { telefono: string; vouchedPhone: string | null }) =>
  company.vouchedPhone ?? company.telefono;
