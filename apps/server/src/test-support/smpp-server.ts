import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Session } from 'smpp';
import { decodeSmsPart } from '../lib/sms-encoding.js';

/** One submit_sm the server accepted. */
export type ReceivedPart = {
  messageId: string;
  from: string;
  to: string;
  dataCoding: number;
  esmClass: number;
  registeredDelivery: number;
  /** The concatenation header (reference, total, sequence) of a part of a long SMS. */
  concat: { reference: number; total: number; sequence: number } | null;
  text: string;
};

/** A whole SMS as the handset shows it, its parts joined. */
export type ReceivedSms = { to: string; from: string; text: string; parts: ReceivedPart[] };

const ESM_CLASS_RECEIPT = 0x04;
const ESM_CLASS_UDHI = 0x40;

function yymmddhhmm(date: Date) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCFullYear() % 100)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}`;
}

/**
 * A real SMPP server (the `smpp` package's server side) in this process, standing in for an SMSC: it accepts a
 * transceiver bind with the given credentials (refuses others with ESME_RBINDFAIL), answers each submit_sm with
 * a message id, records what it received, and, unless `receipts` is 'manual', sends the delivery receipt
 * (deliver_sm, esm_class 0x04, with the receipted_message_id and message_state TLVs and the text form).
 * `stop()` drops every session and stops listening; `start()` listens again on the same port.
 */
export async function startSmppServer(
  options: { systemId?: string; password?: string; port?: number; receipts?: 'auto' | 'manual'; host?: string } = {},
) {
  const systemId = options.systemId ?? 'cumplia';
  const password = options.password ?? 'secreto';
  const host = options.host ?? '127.0.0.1';
  const received: ReceivedPart[] = [];
  const binds: { systemId: string; accepted: boolean }[] = [];
  const sessions = new Set<Session>();
  let sequence = 0;

  function sendReceipt(part: ReceivedPart, status = 'DELIVRD', at = new Date()) {
    const state = { DELIVRD: 2, EXPIRED: 3, UNDELIV: 5, REJECTD: 8 }[status] ?? 7;
    for (const session of sessions) {
      session.deliver_sm({
        source_addr: part.to,
        destination_addr: part.from,
        esm_class: ESM_CLASS_RECEIPT,
        short_message: `id:${part.messageId} sub:001 dlvrd:${status === 'DELIVRD' ? '001' : '000'} submit date:${yymmddhhmm(at)} done date:${yymmddhhmm(at)} stat:${status} err:000 text:`,
        receipted_message_id: part.messageId,
        message_state: state,
      });
      return true;
    }
    return false;
  }

  function onSession(session: Session) {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    session.on('error', () => session.destroy());
    session.on('bind_transceiver', (pdu: PDU) => {
      const accepted = pdu.system_id === systemId && pdu.password === password;
      binds.push({ systemId: String(pdu.system_id), accepted });
      if (!accepted) {
        session.send(pdu.response({ command_status: 0x0d }));
        session.close();
        return;
      }
      session.send(pdu.response({ system_id: 'test-smsc' }));
    });
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('deliver_sm_resp', () => {});
    session.on('submit_sm', (pdu: PDU) => {
      const messageId = `smsc-${++sequence}`;
      const shortMessage = pdu.short_message as { message: string | Buffer; udh?: Buffer[] };
      const esmClass = Number(pdu.esm_class ?? 0);
      const dataCoding = Number(pdu.data_coding ?? 0);
      const concatUdh = shortMessage.udh?.find((udh) => udh[0] === 0x00);
      // The library decodes GSM-7 with its own table; decoding the octets here checks ours end to end.
      const raw = Buffer.isBuffer(shortMessage.message) ? shortMessage.message : null;
      const part: ReceivedPart = {
        messageId,
        from: String(pdu.source_addr),
        to: String(pdu.destination_addr),
        dataCoding,
        esmClass,
        registeredDelivery: Number(pdu.registered_delivery ?? 0),
        concat: concatUdh
          ? { reference: concatUdh[2] ?? 0, total: concatUdh[3] ?? 0, sequence: concatUdh[4] ?? 0 }
          : null,
        text: raw ? decodeSmsPart(raw, dataCoding, false) : String(shortMessage.message),
      };
      received.push(part);
      session.send(pdu.response({ message_id: messageId }));
      if (options.receipts !== 'manual' && part.registeredDelivery & 1) {
        setTimeout(() => sendReceipt(part), 20);
      }
    });
  }

  let server = smpp.createServer(onSession);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(options.port ?? 0);

  async function stop() {
    for (const session of sessions) session.destroy();
    sessions.clear();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  return {
    port,
    /** The SMPP_URL of this server, with the right credentials unless others are given. */
    url: (credentials: { systemId?: string; password?: string } = {}) =>
      `smpp://${credentials.systemId ?? systemId}:${credentials.password ?? password}@${host}:${port}`,
    received,
    binds,
    /** The SMS received by a number (digits only, as submitted), parts joined, oldest first. */
    messagesTo(to: string): ReceivedSms[] {
      const digits = to.replace(/\D/g, '');
      const whole: ReceivedSms[] = [];
      const pending = new Map<number, ReceivedPart[]>();
      for (const part of received.filter((candidate) => candidate.to === digits)) {
        if (!part.concat) {
          whole.push({ to: part.to, from: part.from, text: part.text, parts: [part] });
          continue;
        }
        const parts = [...(pending.get(part.concat.reference) ?? []), part];
        pending.set(part.concat.reference, parts);
        if (parts.length === part.concat.total) {
          pending.delete(part.concat.reference);
          parts.sort((a, b) => (a.concat?.sequence ?? 0) - (b.concat?.sequence ?? 0));
          whole.push({ to: part.to, from: part.from, text: parts.map((p) => p.text).join(''), parts });
        }
      }
      return whole;
    },
    sendReceipt,
    hasUdh: (part: ReceivedPart) => (part.esmClass & ESM_CLASS_UDHI) !== 0,
    stop,
    /** Listens again on the same port after `stop()`. */
    start: async () => {
      server = smpp.createServer(onSession);
      await listen(port);
    },
    close: stop,
  };
}
