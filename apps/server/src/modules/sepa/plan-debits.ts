import {
  addMonths,
  formatDateEs,
  isValidIban,
  mandateSuspensionText,
  normalizeIban,
  PLACEHOLDER_IBAN,
} from '@cumplia/domain';
import { invoiceCollectionDate } from '../../generators/sepa/collection-date.js';
import type { DirectDebit, SequenceType } from '../../generators/sepa/pain008.js';
import { AppError } from '../../lib/app-error.js';
import { MANDATE_EXPIRY_MONTHS } from '../mandates/index.js';

/** An invoice a SEPA file may collect, with its company's account and mandate. */
export type DebitCandidate = {
  invoiceId: number;
  numero: string;
  fecha: string;
  fechaCuandoFacturar: string;
  amountCents: number;
  sepaSequenceType: SequenceType | null;
  companyId: number;
  razonSocial: string;
  nifCif: string;
  numCuenta: string;
  mandateId: number | null;
  mandateReference: string | null;
  mandateSignedOn: string | null;
  prenotificationDays: number | null;
  firstCollectionOn: string | null;
  lastCollectionOn: string | null;
  /** The account the mandate authorises (null for mandates recorded before accounts were). */
  mandateIban: string | null;
  /** The original account of a signed amendment no collection has carried yet. */
  amendmentOriginalIban: string | null;
  /** The return code that suspended the mandate while it keeps that reference and account, or null. */
  mandateSuspension: string | null;
};

type Problem =
  | 'EMPRESA_IBAN_MISSING'
  | 'EMPRESA_IBAN_INVALID'
  | 'MANDATE_MISSING'
  | 'MANDATE_EXPIRED'
  | 'MANDATE_AMENDMENT_UNSIGNED'
  | 'MANDATE_SUSPENDED';

/** A company left out of a file, and why (in Spanish, for the confirmation and the error). */
export type Exclusion = { razonSocial: string; nifCif: string; problem: Problem; motivo: string };

const REASONS: Record<Problem, string> = {
  EMPRESA_IBAN_MISSING: 'Sin IBAN registrado',
  EMPRESA_IBAN_INVALID: 'IBAN no válido',
  MANDATE_MISSING: 'Sin orden de domiciliación SEPA firmada',
  MANDATE_EXPIRED: `Orden de domiciliación caducada (más de ${MANDATE_EXPIRY_MONTHS} meses sin uso): debe firmarse una nueva`,
  MANDATE_AMENDMENT_UNSIGNED:
    'IBAN cambiado: la empresa aún no ha firmado la modificación de la orden de domiciliación con la cuenta nueva',
  MANDATE_SUSPENDED: 'Orden de domiciliación suspendida por una devolución del banco',
};

/** The bank code of an IBAN: for Spanish IBANs (the only ones the product takes) positions 5 to 8. */
const bankOf = (iban: string) => iban.slice(0, 2) + iban.slice(4, 8);

/** The amendment details of a debit on a new account: the original account, or SMNDA for another bank. */
function amendmentOf(row: DebitCandidate, debtorIban: string): DirectDebit['amendment'] {
  if (!row.amendmentOriginalIban) return undefined;
  return bankOf(row.amendmentOriginalIban) === bankOf(debtorIban)
    ? { originalDebtorIban: row.amendmentOriginalIban }
    : { otherDebtorBank: true };
}

const listed = (debtors: Exclusion[]) =>
  debtors
    .slice(0, 5)
    .map((debtor) => `${debtor.razonSocial} (${debtor.nifCif})`)
    .join(', ') + (debtors.length > 5 ? ` y ${debtors.length - 5} más` : '');

/** The error of a file that would collect nothing because every company in it was left out. */
export function exclusionError(excluded: Exclusion[]): AppError {
  const first = excluded[0];
  if (!first) return new AppError('NO_SEPA_INVOICES', 404);
  const same = excluded.filter((debtor) => debtor.problem === first.problem);
  const code =
    first.problem === 'EMPRESA_IBAN_MISSING' || first.problem === 'EMPRESA_IBAN_INVALID'
      ? first.problem
      : 'SEPA_VALIDATION_ERROR';
  return new AppError(code, 422, `${REASONS[first.problem]}: ${listed(same)}.`);
}

function accountProblem(numCuenta: string): Problem | null {
  if (!numCuenta || normalizeIban(numCuenta) === PLACEHOLDER_IBAN) return 'EMPRESA_IBAN_MISSING';
  return isValidIban(numCuenta) ? null : 'EMPRESA_IBAN_INVALID';
}

/**
 * The debits of a file, and the companies left out of it with their reason (no IBAN, no mandate, an expired
 * mandate, one a return suspended). FRST for a mandate's first collection and RCUR after it. The collection date honours the mandate's
 * pre-notification period from the invoice's notice, or from today's with `noticeToday` (`invoiceCollectionDate`). `mandates` holds each mandate's first and last debit after
 * this file.
 */
export function planDebits(candidates: DebitCandidate[], today: string, options: { noticeToday?: boolean } = {}) {
  const excludedCompanies = new Map<number, Exclusion>();
  const exclude = (row: DebitCandidate, problem: Problem) => {
    if (!excludedCompanies.has(row.companyId)) {
      excludedCompanies.set(row.companyId, {
        razonSocial: row.razonSocial,
        nifCif: row.nifCif,
        problem,
        motivo:
          problem === 'MANDATE_SUSPENDED' && row.mandateSuspension
            ? mandateSuspensionText(row.mandateSuspension)
            : REASONS[problem],
      });
    }
  };
  const mandates = new Map<number, { first: string | null; last: string | null }>();
  const included: { row: DebitCandidate; debit: DirectDebit }[] = [];
  for (const row of candidates) {
    const debtorIban = normalizeIban(row.numCuenta);
    const problem =
      accountProblem(row.numCuenta) ??
      (row.mandateId === null ? 'MANDATE_MISSING' : null) ??
      (row.mandateIban && row.mandateIban !== debtorIban ? 'MANDATE_AMENDMENT_UNSIGNED' : null) ??
      (row.mandateSuspension ? 'MANDATE_SUSPENDED' : null);
    if (problem || row.mandateId === null) {
      exclude(row, problem ?? 'MANDATE_MISSING');
      continue;
    }
    const date = invoiceCollectionDate({
      billingDate: row.fechaCuandoFacturar,
      // A re-presentation's notice goes today: its period runs from today, not from the invoice.
      notifiedOn: options.noticeToday ? today : row.fecha,
      prenotificationDays: row.prenotificationDays ?? 0,
      today,
    });
    const state = mandates.get(row.mandateId) ?? { first: row.firstCollectionOn, last: row.lastCollectionOn };
    const lastUse = state.last ?? row.mandateSignedOn ?? date;
    if (addMonths(lastUse, MANDATE_EXPIRY_MONTHS) < date) {
      exclude(row, 'MANDATE_EXPIRED');
      continue;
    }
    const sequenceType = row.sepaSequenceType ?? (state.first ? 'RCUR' : 'FRST');
    mandates.set(row.mandateId, {
      first: state.first ?? date,
      last: state.last && state.last > date ? state.last : date,
    });
    included.push({
      row,
      debit: {
        endToEndId: row.numero,
        amountCents: row.amountCents,
        mandateId: row.mandateReference ?? '',
        mandateSignedOn: row.mandateSignedOn ?? '',
        sequenceType,
        collectionDate: date,
        debtorName: row.razonSocial,
        debtorIban,
        remittanceInformation: `Factura ${row.numero} de ${formatDateEs(row.fecha)} - Cumplia`,
        amendment: amendmentOf(row, debtorIban),
      },
    });
  }
  // A company left out is left out whole: none of its invoices goes into the file.
  const kept = included.filter(({ row }) => !excludedCompanies.has(row.companyId));
  const keptMandates = new Set(kept.map(({ row }) => row.mandateId));
  for (const mandateId of mandates.keys()) if (!keptMandates.has(mandateId)) mandates.delete(mandateId);
  return { included: kept, excluded: [...excludedCompanies.values()], mandates };
}
