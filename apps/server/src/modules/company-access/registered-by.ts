/**
 * Who registered a company, as staff and the invited person are told: its agency, else the provider's staff (who
 * entered its phone when they registered it) or the company itself on the website.
 */
export const registeredBy = (agency: string | null, phoneEnteredBy: string | null) =>
  agency ? ('GESTORIA' as const) : phoneEnteredBy === 'STAFF' ? ('PERSONAL' as const) : ('WEB' as const);
