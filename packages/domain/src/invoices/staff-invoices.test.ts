import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  billingDateMessage,
  billingDateProblem,
  changeBillingDateSchema,
  sepaPeriodProblem,
  staffInvoiceQuerySchema,
} from './staff-invoices.js';

describe('bulk SEPA period rules (part 2 section 5.2)', () => {
  it('needs both dates', () => {
    expect(sepaPeriodProblem('2026-01-01', '')).toBe(MESSAGES.sepa.datesRequired);
    expect(sepaPeriodProblem(null, '2026-01-01')).toBe(MESSAGES.sepa.datesRequired);
  });

  it('refuses a start after the end and a range over 365 days', () => {
    expect(sepaPeriodProblem('2026-02-01', '2026-01-31')).toBe(MESSAGES.sepa.startAfterEnd);
    expect(sepaPeriodProblem('2025-01-01', '2026-01-02')).toBe(MESSAGES.sepa.rangeTooLong);
    expect(sepaPeriodProblem('2025-01-01', '2026-01-01')).toBeNull();
  });

  it('refuses dates that do not exist', () => {
    expect(sepaPeriodProblem('2026-02-30', '2026-03-01')).toBe(MESSAGES.invoices.invalidDate);
  });
});

describe('invoice request schemas', () => {
  it('parses the list filters and refuses a malformed date', () => {
    expect(staffInvoiceQuerySchema.parse({ facturado: 'false', fechaInicio: '2026-09-21' })).toMatchObject({
      page: 0,
      size: 10,
      facturado: false,
      fechaInicio: '2026-09-21',
    });
    expect(staffInvoiceQuerySchema.safeParse({ fechaFin: '21/11/2026' }).success).toBe(false);
  });

  it('gives the spec message for a bad billing date', () => {
    const result = changeBillingDateSchema.safeParse({ nuevaFecha: '2026-13-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Fecha inválida o formato incorrecto');
  });
});

describe('billing date of an invoice', () => {
  it('is never before the issue date, nor before today, nor more than a year after the issue', () => {
    const today = '2026-11-21';
    expect(billingDateProblem('2026-11-21', '2026-11-20', today)).toBe('INVOICE_BILLING_DATE_BEFORE_ISSUE');
    expect(billingDateProblem('2026-11-21', '2026-11-21', today)).toBeNull();
    expect(billingDateProblem('2026-11-21', '2027-11-21', today)).toBeNull();
    expect(billingDateProblem('2026-11-21', '2027-11-22', today)).toBe('INVOICE_BILLING_DATE_TOO_LATE');
    expect(billingDateProblem('2026-11-21', '2226-11-21', today)).toBe('INVOICE_BILLING_DATE_TOO_LATE');
    // An invoice of October moved to a day of November already gone: no debit is collected in the past.
    expect(billingDateProblem('2026-10-01', '2026-11-20', today)).toBe('INVOICE_BILLING_DATE_PAST');
    expect(billingDateProblem('2026-10-01', '2026-11-21', today)).toBeNull();
    expect(billingDateMessage('2026-11-21', '2026-01-01', today)).toBe(
      'La fecha de facturación no puede ser anterior a la fecha de emisión de la factura.',
    );
  });
});
