/** The parts of the `smpp` package (no published types) this project uses. */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export type PduFields = Record<string, unknown>;
  export class PDU {
    constructor(command: string, options?: PduFields);
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: PduFields): PDU;
    isResponse(): boolean;
  }
  export class Session extends EventEmitter {
    server?: Server;
    send(pdu: PDU, responseCallback?: (pdu: PDU) => void, sendCallback?: (pdu: PDU) => void): boolean;
    pause(): void;
    resume(): void;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    bind_transceiver(options: PduFields, responseCallback?: (pdu: PDU) => void): boolean;
    submit_sm(options: PduFields, responseCallback?: (pdu: PDU) => void): boolean;
    deliver_sm(options: PduFields, responseCallback?: (pdu: PDU) => void): boolean;
    enquire_link(options?: PduFields, responseCallback?: (pdu: PDU) => void): boolean;
    unbind(options?: PduFields, responseCallback?: (pdu: PDU) => void): boolean;
  }
  export class Server extends NetServer {
    sessions: Session[];
  }
  export function connect(options: {
    url: string;
    auto_enquire_link_period?: number;
    connectTimeout?: number;
  }): Session;
  export function createServer(listener: (session: Session) => void): Server;
  const smpp: { connect: typeof connect; createServer: typeof createServer; PDU: typeof PDU };
  export default smpp;
}
