export const ROLES = {
  superadmin: 'ROLE_CUMPLIA',
  worker: 'ROLE_CUMPLIA_WORKER',
  agency: 'ROLE_MANAGEMENT',
  company: 'ROLE_COMPANY',
} as const;
export type RoleName = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_NAMES = Object.values(ROLES) as [RoleName, ...RoleName[]];
export const STAFF_ROLES: readonly RoleName[] = [ROLES.superadmin, ROLES.worker];

/** Login type chosen on /acceso: G = collaborator (agency), E = client company. Staff send none. */
export const LOGIN_TYPES = ['G', 'E'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const PROTOCOL_CODES = ['LOPD', 'ACOSO', 'DIGITAL'] as const;
export type ProtocolCode = (typeof PROTOCOL_CODES)[number];

export const PROTOCOL_LABELS: Record<ProtocolCode, string> = {
  LOPD: 'LOPDGDD',
  ACOSO: 'Acoso laboral',
  DIGITAL: 'Desconexión digital',
};

/** The company flag that each protocol switches on. */
export const PROTOCOL_TOOL_FLAG = {
  LOPD: 'lopdgdd',
  ACOSO: 'acosoLaboral',
  DIGITAL: 'desconexionDigital',
} as const satisfies Record<ProtocolCode, string>;

/** The company flag that records each protocol's contract as signed. */
export const PROTOCOL_CONTRACT_FLAG = {
  LOPD: 'contratoLopdAceptado',
  ACOSO: 'contratoAcosoAceptado',
  DIGITAL: 'contratoDesconexionAceptado',
} as const satisfies Record<ProtocolCode, string>;

/** Default price list in cents (public registration and staff company creation). */
export const DEFAULT_PROTOCOL_PRICES_CENTS: Record<ProtocolCode, number> = {
  LOPD: 12000,
  ACOSO: 9000,
  DIGITAL: 9000,
};

export const PAYMENT_METHODS = ['SEPA', 'TRANSFERENCIA', 'TARJETA'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  SEPA: 'Adeudo Bancario',
  TRANSFERENCIA: 'Transferencia',
  TARJETA: 'Tarjeta',
};
/** The account the spec sends for payment methods other than SEPA: `ES` followed by 22 zeros. */
export const PLACEHOLDER_IBAN = `ES${'0'.repeat(22)}`;

/** E = company, A = self-employed (autónomo). */
export const COMPANY_TYPES = ['E', 'A'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const VAT_RATE_BASIS_POINTS = 2100;
export const RENEWAL_WINDOW_DAYS = 18;
export const TEXT_FIELD_MAX = 60;

export const PAGE_SIZES = {
  agencyHome: 5,
  invoices: 10,
  lists: 10,
  staffNewCompanies: 7,
  history: 5,
} as const;

/** Client timeouts of the spec, in milliseconds. */
export const REQUEST_TIMEOUTS_MS = {
  default: 10_000,
  createCompany: 30_000,
  passwordRecovery: 30_000,
  verifyUser: 50_000,
} as const;

export const SEARCH_DEBOUNCE_MS = 500;
