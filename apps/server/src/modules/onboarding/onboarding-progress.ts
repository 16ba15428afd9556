import type { OnboardingProgress, OnboardingState } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { companies, onboardingInvitations, outboxMessages } from '../../db/schema/index.js';

/** Receipt states of an SMS that will never arrive (SMPP message_state). */
const UNDELIVERED = new Set(['UNDELIV', 'EXPIRED', 'REJECTD', 'DELETED', 'UNKNOWN']);

/**
 * The columns a list selects to show an invitation's progress; join `onboardingInvitations` and then
 * `progressSmsJoin` (the newest link SMS, by its unique idempotency key).
 */
export const onboardingProgressColumns = {
  nifCif: companies.nifCif,
  invitationId: onboardingInvitations.id,
  expiresAt: onboardingInvitations.expiresAt,
  lastSentAt: onboardingInvitations.lastSentAt,
  reminders: onboardingInvitations.reminders,
  openedAt: onboardingInvitations.openedAt,
  completedAt: onboardingInvitations.completedAt,
  signedAt: onboardingInvitations.signedAt,
  cancelledAt: onboardingInvitations.cancelledAt,
  smsStatus: outboxMessages.status,
  smsError: outboxMessages.lastError,
  smsSentAt: outboxMessages.sentAt,
  smsReceipt: outboxMessages.receiptStatus,
};
export const progressSmsJoin = eq(outboxMessages.idempotencyKey, onboardingInvitations.smsKey);

type ProgressRow = {
  nifCif: string | null;
  invitationId: number | null;
  expiresAt: Date | null;
  lastSentAt: Date | null;
  reminders: number | null;
  openedAt: Date | null;
  completedAt: Date | null;
  signedAt: Date | null;
  cancelledAt: Date | null;
  smsStatus: string | null;
  smsError: string | null;
  smsSentAt: Date | null;
  smsReceipt: string | null;
};

function stateOf(row: ProgressRow, now: Date): { estado: OnboardingState; detalle: string | null } {
  if (row.signedAt) return { estado: 'FIRMADO', detalle: null };
  if (row.cancelledAt) return { estado: 'CANCELADO', detalle: null };
  if (row.completedAt) return { estado: 'COMPLETADO', detalle: 'Falta la firma con el código SMS.' };
  if (row.openedAt) return { estado: 'ABIERTO', detalle: null };
  if (row.expiresAt && row.expiresAt <= now) return { estado: 'CADUCADO', detalle: 'Puede reenviar el SMS.' };
  if (row.smsStatus === 'FAILED') {
    return { estado: 'FALLIDO', detalle: `No se pudo enviar el SMS: ${row.smsError ?? 'error del proveedor'}.` };
  }
  if (row.smsReceipt && UNDELIVERED.has(row.smsReceipt)) {
    return { estado: 'FALLIDO', detalle: `El operador no entregó el SMS (${row.smsReceipt}). Revise el teléfono.` };
  }
  if (row.smsReceipt === 'DELIVRD') return { estado: 'ENTREGADO', detalle: null };
  if (row.smsSentAt) return { estado: 'ENVIADO', detalle: null };
  return { estado: 'EN_COLA', detalle: null };
}

/** An invitation's progress as the agency sees it; null when the row has no invitation. */
export function onboardingProgressOf(row: ProgressRow, now: Date): OnboardingProgress | null {
  if (row.invitationId === null || row.lastSentAt === null) return null;
  return {
    nifCif: row.nifCif ?? '',
    ...stateOf(row, now),
    ultimoEnvio: row.lastSentAt.toISOString(),
    recordatorios: row.reminders ?? 0,
    reenviable: row.signedAt === null,
  };
}
