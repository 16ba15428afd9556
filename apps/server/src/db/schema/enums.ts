import { pgEnum } from 'drizzle-orm/pg-core';

export const protocolCode = pgEnum('protocol_code', ['LOPD', 'ACOSO', 'DIGITAL']);
export const paymentMethod = pgEnum('payment_method', ['SEPA', 'TRANSFERENCIA', 'TARJETA']);
export const companyType = pgEnum('company_type', ['E', 'A']);
export const uploadLineStatus = pgEnum('upload_line_status', ['PENDIENTE', 'PROCESADO', 'ERROR']);
export const contractStatus = pgEnum('contract_status', ['PENDIENTE_FIRMA', 'FIRMADO', 'ANULADO']);
export const invoiceKind = pgEnum('invoice_kind', ['ORDINARIA', 'RECTIFICATIVA']);
export const indirectTaxKind = pgEnum('indirect_tax_kind', ['IVA', 'IGIC', 'IPSI']);
export const invoiceOrigin = pgEnum('invoice_origin', ['CONTRATO', 'RENOVACION', 'RECTIFICACION']);
export const codePurpose = pgEnum('code_purpose', ['VERIFY_ACCOUNT', 'RESET_PASSWORD']);
export const messageChannel = pgEnum('message_channel', ['EMAIL', 'SMS']);
export const messageStatus = pgEnum('message_status', ['PENDING', 'SENT', 'FAILED']);
export const subscriptionStatus = pgEnum('subscription_status', ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED']);
