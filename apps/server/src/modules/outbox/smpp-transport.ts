import smpp, { type PDU, type Session } from 'smpp';
import { encodeSms, type SmsEncoding } from '../../lib/sms-encoding.js';

/** Where and as whom to bind: `smpp://system_id:password@host:port` (`ssmpp://` for TLS). */
export type SmppSettings = {
  url: string;
  senderId: string /** Per connection or request (10 s). */;
  timeoutMs?: number;
};

/** A delivery receipt from the SMSC (deliver_sm with esm_class "MC delivery receipt"). */
export type DeliveryReceipt = {
  providerMessageId: string;
  /** The receipt's final state: DELIVRD, EXPIRED, DELETED, UNDELIV, ACCEPTD, UNKNOWN, REJECTD. */
  status: string;
  /** When the SMSC says the message reached its final state ("done date"), or when the receipt arrived. */
  doneAt: Date;
  errorCode: string | null;
};

export type SubmittedSms = { providerMessageIds: string[]; encoding: SmsEncoding; segments: number };

export type SmsTransport = {
  send(message: { to: string; text: string; reference: number }): Promise<SubmittedSms>;
  close(): void;
};

const REQUEST_TIMEOUT_MS = 10_000;
const ESM_CLASS_RECEIPT = 0x04;
const ESM_CLASS_UDHI = 0x40;
const STATE_NAMES: Record<number, string> = {
  1: 'ENROUTE',
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  6: 'ACCEPTD',
  7: 'UNKNOWN',
  8: 'REJECTD',
};

export function parseSmppUrl(url: string) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smpp:' && parsed.protocol !== 'ssmpp:')
    throw new Error('SMPP_URL must be smpp:// or ssmpp://');
  const tls = parsed.protocol === 'ssmpp:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : tls ? 3550 : 2775,
    tls,
    systemId: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

/** "YYMMDDhhmm[ss]" of a receipt text, read as UTC (SMSCs rarely say otherwise). */
function receiptDate(value: string | undefined): Date | null {
  const match = value?.match(/^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/);
  if (!match) return null;
  const [, yy, mo, dd, hh, mi, ss] = match;
  return new Date(Date.UTC(2000 + Number(yy), Number(mo) - 1, Number(dd), Number(hh), Number(mi), Number(ss ?? 0)));
}

/**
 * Reads a delivery receipt: the receipted_message_id and message_state TLVs when present (SMPP 3.4+), else the
 * de-facto text format "id:… sub:… dlvrd:… submit date:… done date:… stat:… err:… text:…".
 */
export function parseDeliveryReceipt(pdu: PDU, receivedAt: Date): DeliveryReceipt | null {
  const shortMessage = pdu.short_message as { message?: unknown } | Buffer | string | undefined;
  const text =
    typeof shortMessage === 'string'
      ? shortMessage
      : Buffer.isBuffer(shortMessage)
        ? shortMessage.toString('latin1')
        : typeof shortMessage?.message === 'string'
          ? shortMessage.message
          : Buffer.isBuffer(shortMessage?.message)
            ? shortMessage.message.toString('latin1')
            : '';
  const field = (name: string) => text.match(new RegExp(`${name}:(\\S+)`, 'i'))?.[1];
  const providerMessageId =
    typeof pdu.receipted_message_id === 'string' && pdu.receipted_message_id ? pdu.receipted_message_id : field('id');
  if (!providerMessageId) return null;
  const state = typeof pdu.message_state === 'number' ? STATE_NAMES[pdu.message_state] : undefined;
  return {
    providerMessageId,
    status: (state ?? field('stat') ?? 'UNKNOWN').toUpperCase().slice(0, 16),
    doneAt: receiptDate(field('done date') ?? text.match(/done date:(\d{10,12})/i)?.[1]) ?? receivedAt,
    errorCode: field('err') ?? null,
  };
}

function request(
  session: Session,
  send: (callback: (pdu: PDU) => void) => boolean,
  what: string,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<PDU> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      session.destroy();
      reject(new Error(`SMPP ${what}: no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onClose = () => {
      clearTimeout(timer);
      reject(new Error(`SMPP ${what}: connection closed`));
    };
    session.once('close', onClose);
    const sent = send((pdu) => {
      clearTimeout(timer);
      session.off('close', onClose);
      resolve(pdu);
    });
    if (!sent) {
      clearTimeout(timer);
      session.off('close', onClose);
      reject(new Error(`SMPP ${what}: connection not writable`));
    }
  });
}

/**
 * SMS through an SMPP server (SMSC or bulk SMS provider): one transceiver session, opened on first use and
 * reopened after it drops, so delivery receipts come back on it. Each message is submitted as GSM-7 or UCS-2
 * (see lib/sms-encoding.ts), in concatenated parts when long, with a delivery receipt requested; a refused bind,
 * a refused part or a dropped connection throws, and the outbox retries the whole message later.
 */
export function createSmppTransport(
  settings: SmppSettings,
  hooks: { onReceipt(receipt: DeliveryReceipt): Promise<void> | void; onError(error: unknown): void; now(): Date },
): SmsTransport {
  const target = parseSmppUrl(settings.url);
  const timeoutMs = settings.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let current: Promise<Session> | null = null;
  let closed = false;

  function open(): Promise<Session> {
    const opening: Promise<Session> = new Promise((resolve, reject) => {
      const session = smpp.connect({
        url: `${target.tls ? 'ssmpp' : 'smpp'}://${target.host}:${target.port}`,
        auto_enquire_link_period: 30_000,
      });
      let settled = false;
      // A host that never answers must not hold the sender (and its claimed message) for the OS's TCP timeout.
      const connectTimer = setTimeout(() => {
        fail(new Error(`SMPP connection: no answer within ${timeoutMs / 1000} s`));
        session.destroy();
      }, timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(connectTimer);
        if (current === opening) current = null;
        if (!settled) {
          settled = true;
          reject(error);
        }
      };
      session.on('error', (error: Error) => {
        fail(new Error(`SMPP connection failed: ${error.message}`));
        session.destroy();
      });
      session.on('close', () => fail(new Error('SMPP connection closed')));
      session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
      session.on('unbind', (pdu: PDU) => {
        session.send(pdu.response());
        session.close();
      });
      session.on('deliver_sm', (pdu: PDU) => {
        session.send(pdu.response());
        if (((pdu.esm_class as number) & ESM_CLASS_RECEIPT) === 0) return;
        const receipt = parseDeliveryReceipt(pdu, hooks.now());
        if (receipt) Promise.resolve(hooks.onReceipt(receipt)).catch(hooks.onError);
      });
      session.on('connect', () => {
        clearTimeout(connectTimer);
        request(
          session,
          (callback) => session.bind_transceiver({ system_id: target.systemId, password: target.password }, callback),
          'bind',
          timeoutMs,
        ).then((pdu) => {
          if (pdu.command_status !== 0) {
            fail(new Error(`SMPP bind refused (command_status ${pdu.command_status})`));
            session.close();
            return;
          }
          clearTimeout(connectTimer);
          settled = true;
          resolve(session);
        }, fail);
      });
    });
    return opening;
  }

  function session(): Promise<Session> {
    if (closed) return Promise.reject(new Error('SMPP transport closed'));
    current ??= open();
    return current;
  }

  return {
    async send(message) {
      const encoded = encodeSms(message.text, message.reference);
      const bound = await session();
      const providerMessageIds: string[] = [];
      for (const part of encoded.parts) {
        const response = await request(
          bound,
          (callback) =>
            bound.submit_sm(
              {
                source_addr_ton: /^\d+$/.test(settings.senderId) ? 1 : 5,
                source_addr_npi: /^\d+$/.test(settings.senderId) ? 1 : 0,
                source_addr: settings.senderId,
                dest_addr_ton: 1,
                dest_addr_npi: 1,
                destination_addr: message.to.replace(/[^\d]/g, ''),
                esm_class: encoded.hasUdh ? ESM_CLASS_UDHI : 0,
                data_coding: encoded.dataCoding,
                registered_delivery: 1,
                short_message: part,
              },
              callback,
            ),
          'submit_sm',
          timeoutMs,
        );
        if (response.command_status !== 0) {
          throw new Error(`SMPP submit_sm refused (command_status ${response.command_status})`);
        }
        providerMessageIds.push(String(response.message_id ?? ''));
      }
      return { providerMessageIds, encoding: encoded.encoding, segments: encoded.parts.length };
    },
    close() {
      closed = true;
      const pending = current;
      current = null;
      pending?.then(
        (bound) => {
          bound.unbind();
          setTimeout(() => bound.destroy(), 200).unref();
        },
        () => {},
      );
    },
  };
}
