import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { XMLParser } from 'fast-xml-parser';
import { escapeXml } from '../generators/sepa/xml-writer.js';
import { soapBodyDocument, validateAeat } from './aeat-schemas.js';
import { createServerCertificate } from './tls-certificates.js';

/**
 * A stand-in for the AEAT's VERI*FACTU web service (RegFactuSistemaFacturacion, SOAP 1.1 over HTTPS), for tests:
 * it demands a client certificate it trusts, validates each message against the official SuministroLR.xsd
 * (a SOAP Client fault, error 4102, when it fails), checks each record's fingerprint the way the AEAT's
 * specification defines it (accepted with error 2000 when it does not match), keeps a registry of the invoices
 * it holds and answers every record as the AEAT's table of admissible operations says ("Validaciones", annex 5):
 * a duplicate registration with error 3000 and the copy it holds, a correction of an invoice it does not hold
 * with 3002, and so on. Its answers follow RespuestaSuministro.xsd, and each is validated against it
 * (`answerSchemaErrors` collects any failure). Tests steer it: the wait it asks for, a slow answer, the next
 * message failing in a given way, a rule deciding some records, and stopping and starting to refuse connections.
 */

const NS = {
  sfR: 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd',
  sf: 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd',
};

export type ReceivedRecord = {
  operation: 'Alta' | 'Anulacion';
  nif: string;
  numero: string;
  /** dd-mm-yyyy, as sent. */
  fecha: string;
  reference: string | null;
  subsanacion: boolean;
  rechazoPrevio: string | null;
  sinRegistroPrevio: boolean;
  tipoFactura: string | null;
  huella: string;
  previousHuella: string | null;
  /** The fingerprint recomputed here from the record's fields. */
  expectedHuella: string;
};

export type Decision = {
  status: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  code?: number;
  description?: string;
};

type Registered = {
  state: 'Correcta' | 'AceptadaConErrores' | 'Anulada';
  requestId: string;
  code?: number;
  description?: string;
};

export type AeatServer = Awaited<ReturnType<typeof startAeatServer>>;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'RegistroFactura',
});

type Node = Record<string, unknown>;
const get = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Node)[key] : undefined), node);
const text = (node: unknown, ...path: string[]) => {
  const value = get(node, ...path);
  return typeof value === 'string' ? value.trim() : null;
};

/** The AEAT's fingerprint ("huella" specification v0.1.2): SHA-256 of name=value pairs, amounts without trailing zeros mattering. */
function fingerprint(pairs: [string, string | null][]): string {
  const amount = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value).toFixed(2) : value);
  const chain = pairs
    .map(
      ([name, value]) =>
        `${name}=${['CuotaTotal', 'ImporteTotal'].includes(name) && value ? amount(value) : (value ?? '')}`,
    )
    .join('&');
  return createHash('sha256').update(chain, 'utf8').digest('hex').toUpperCase();
}

function receivedRecord(entry: unknown): ReceivedRecord {
  const alta = get(entry, 'RegistroAlta');
  if (alta) {
    const previous = text(alta, 'Encadenamiento', 'RegistroAnterior', 'Huella');
    const id = get(alta, 'IDFactura');
    const fields = {
      nif: text(id, 'IDEmisorFactura') ?? '',
      numero: text(id, 'NumSerieFactura') ?? '',
      fecha: text(id, 'FechaExpedicionFactura') ?? '',
    };
    return {
      operation: 'Alta',
      ...fields,
      reference: text(alta, 'RefExterna'),
      subsanacion: text(alta, 'Subsanacion') === 'S',
      rechazoPrevio: text(alta, 'RechazoPrevio'),
      sinRegistroPrevio: false,
      tipoFactura: text(alta, 'TipoFactura'),
      huella: text(alta, 'Huella') ?? '',
      previousHuella: previous,
      expectedHuella: fingerprint([
        ['IDEmisorFactura', fields.nif],
        ['NumSerieFactura', fields.numero],
        ['FechaExpedicionFactura', fields.fecha],
        ['TipoFactura', text(alta, 'TipoFactura')],
        ['CuotaTotal', text(alta, 'CuotaTotal')],
        ['ImporteTotal', text(alta, 'ImporteTotal')],
        ['Huella', previous],
        ['FechaHoraHusoGenRegistro', text(alta, 'FechaHoraHusoGenRegistro')],
      ]),
    };
  }
  const anulacion = get(entry, 'RegistroAnulacion');
  const previous = text(anulacion, 'Encadenamiento', 'RegistroAnterior', 'Huella');
  const id = get(anulacion, 'IDFactura');
  const fields = {
    nif: text(id, 'IDEmisorFacturaAnulada') ?? '',
    numero: text(id, 'NumSerieFacturaAnulada') ?? '',
    fecha: text(id, 'FechaExpedicionFacturaAnulada') ?? '',
  };
  return {
    operation: 'Anulacion',
    ...fields,
    reference: text(anulacion, 'RefExterna'),
    subsanacion: false,
    rechazoPrevio: text(anulacion, 'RechazoPrevio'),
    sinRegistroPrevio: text(anulacion, 'SinRegistroPrevio') === 'S',
    tipoFactura: null,
    huella: text(anulacion, 'Huella') ?? '',
    previousHuella: previous,
    expectedHuella: fingerprint([
      ['IDEmisorFacturaAnulada', fields.nif],
      ['NumSerieFacturaAnulada', fields.numero],
      ['FechaExpedicionFacturaAnulada', fields.fecha],
      ['Huella', previous],
      ['FechaHoraHusoGenRegistro', text(anulacion, 'FechaHoraHusoGenRegistro')],
    ]),
  };
}

function fault(side: 'Client' | 'Server', message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:${side}</faultcode><faultstring>${escapeXml(message)}</faultstring></env:Fault></env:Body></env:Envelope>`;
}

export async function startAeatServer(options: { trustedClientCertPem: string; waitSeconds?: number; port?: number }) {
  const tls = createServerCertificate('AEAT de pruebas');
  const registry = new Map<string, Registered>();
  const state = {
    waitSeconds: options.waitSeconds ?? 1,
    delayMs: 0,
    /** The next message fails this way instead of being answered. */
    nextFailure: null as null | 'drop' | 'server-fault' | 'client-fault',
    /** Decides a record before the registry rules (undefined: the rules decide). */
    decide: null as null | ((record: ReceivedRecord) => Decision | undefined),
  };
  const messages: { requestId: string; records: ReceivedRecord[]; clientCertificate: string }[] = [];
  const answerSchemaErrors: string[] = [];
  let requestCounter = 0;
  const sockets = new Set<Socket>();

  function decideByRegistry(record: ReceivedRecord, requestId: string): Decision & { duplicate?: Registered } {
    const key = `${record.nif}|${record.numero}|${record.fecha}`;
    const held = registry.get(key);
    const custom = state.decide?.(record);
    if (custom?.status === 'Incorrecto') return custom;
    const accepted = (registered: Registered['state']): Decision => {
      const hashError = record.huella !== record.expectedHuella;
      const withErrors = custom?.status === 'AceptadoConErrores' || hashError;
      const decision: Decision = withErrors
        ? {
            status: 'AceptadoConErrores',
            code: custom?.code ?? 2000,
            description: custom?.description ?? 'El cálculo de la huella suministrada es incorrecta.',
          }
        : { status: 'Correcto' };
      registry.set(key, {
        state: registered === 'Correcta' && withErrors ? 'AceptadaConErrores' : registered,
        requestId,
        ...(decision.code ? { code: decision.code, description: decision.description ?? '' } : {}),
      });
      return decision;
    };
    const duplicate = (description: string) => ({
      status: 'Incorrecto' as const,
      code: 3000,
      description,
      ...(held ? { duplicate: held } : {}),
    });
    if (record.operation === 'Alta') {
      const mustExist = record.subsanacion && record.rechazoPrevio !== 'X';
      if (mustExist && !held)
        return { status: 'Incorrecto', code: 3002, description: 'No existe el registro de facturación.' };
      if (!mustExist && held) return duplicate('Registro de facturación duplicado.');
      return accepted('Correcta');
    }
    if (record.sinRegistroPrevio) {
      if (held) return duplicate('Registro de facturación duplicado.');
      return accepted('Anulada');
    }
    if (!held) return { status: 'Incorrecto', code: 3002, description: 'No existe el registro de facturación.' };
    return accepted('Anulada');
  }

  function answer(requestId: string, records: ReceivedRecord[], obligado: { name: string; nif: string }) {
    const lines = records.map((record) => ({ record, decision: decideByRegistry(record, requestId) }));
    const accepted = lines.filter(({ decision }) => decision.status !== 'Incorrecto').length;
    const estado =
      accepted === 0
        ? 'Incorrecto'
        : lines.every(({ decision }) => decision.status === 'Correcto')
          ? 'Correcto'
          : 'ParcialmenteCorrecto';
    const csv = accepted > 0 ? `A${randomBytes(8).toString('hex').toUpperCase().slice(0, 15)}` : null;
    const linesXml = lines
      .map(({ record, decision }) => {
        const duplicate = 'duplicate' in decision ? decision.duplicate : undefined;
        return [
          '<sfR:RespuestaLinea>',
          `<sfR:IDFactura><sf:IDEmisorFactura>${escapeXml(record.nif)}</sf:IDEmisorFactura><sf:NumSerieFactura>${escapeXml(record.numero)}</sf:NumSerieFactura><sf:FechaExpedicionFactura>${record.fecha}</sf:FechaExpedicionFactura></sfR:IDFactura>`,
          `<sfR:Operacion><sf:TipoOperacion>${record.operation}</sf:TipoOperacion>`,
          record.subsanacion ? '<sf:Subsanacion>S</sf:Subsanacion>' : '',
          record.rechazoPrevio ? `<sf:RechazoPrevio>${record.rechazoPrevio}</sf:RechazoPrevio>` : '',
          record.sinRegistroPrevio ? '<sf:SinRegistroPrevio>S</sf:SinRegistroPrevio>' : '',
          '</sfR:Operacion>',
          record.reference ? `<sfR:RefExterna>${escapeXml(record.reference)}</sfR:RefExterna>` : '',
          `<sfR:EstadoRegistro>${decision.status}</sfR:EstadoRegistro>`,
          decision.code ? `<sfR:CodigoErrorRegistro>${decision.code}</sfR:CodigoErrorRegistro>` : '',
          decision.description
            ? `<sfR:DescripcionErrorRegistro>${escapeXml(decision.description)}</sfR:DescripcionErrorRegistro>`
            : '',
          duplicate
            ? `<sfR:RegistroDuplicado><sf:IdPeticionRegistroDuplicado>${duplicate.requestId}</sf:IdPeticionRegistroDuplicado><sf:EstadoRegistroDuplicado>${duplicate.state}</sf:EstadoRegistroDuplicado>${duplicate.code ? `<sf:CodigoErrorRegistro>${duplicate.code}</sf:CodigoErrorRegistro>` : ''}</sfR:RegistroDuplicado>`
            : '',
          '</sfR:RespuestaLinea>',
        ].join('');
      })
      .join('');
    const presented = csv
      ? `<sfR:CSV>${csv}</sfR:CSV><sfR:DatosPresentacion><sf:NIFPresentador>${escapeXml(obligado.nif)}</sf:NIFPresentador><sf:TimestampPresentacion>${new Date().toISOString().slice(0, 19)}+00:00</sf:TimestampPresentacion></sfR:DatosPresentacion>`
      : '';
    const response = `<sfR:RespuestaRegFactuSistemaFacturacion xmlns:sfR="${NS.sfR}" xmlns:sf="${NS.sf}">${presented}<sfR:Cabecera><sf:ObligadoEmision><sf:NombreRazon>${escapeXml(obligado.name)}</sf:NombreRazon><sf:NIF>${escapeXml(obligado.nif)}</sf:NIF></sf:ObligadoEmision></sfR:Cabecera><sfR:TiempoEsperaEnvio>${state.waitSeconds}</sfR:TiempoEsperaEnvio><sfR:EstadoEnvio>${estado}</sfR:EstadoEnvio>${linesXml}</sfR:RespuestaRegFactuSistemaFacturacion>`;
    return { response, estado };
  }

  let received = 0;
  async function handle(body: string, clientCertificate: string): Promise<{ status: number; xml: string } | null> {
    received += 1;
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const failure = state.nextFailure;
    state.nextFailure = null;
    if (failure === 'drop') return null;
    if (failure === 'server-fault')
      return { status: 500, xml: fault('Server', 'Codigo[-1].Error interno del servicio.') };
    if (failure === 'client-fault') {
      return {
        status: 500,
        xml: fault(
          'Client',
          'Codigo[4104].Error en la cabecera: el valor del campo NIF del bloque ObligadoEmision no está identificado.',
        ),
      };
    }
    const document = soapBodyDocument(body);
    if (!document)
      return {
        status: 500,
        xml: fault('Client', 'Codigo[4103].Se ha producido un error inesperado al parsear el XML.'),
      };
    const validation = await validateAeat(document, 'SuministroLR.xsd');
    if (!validation.valid) {
      return {
        status: 500,
        xml: fault('Client', `Codigo[4102].El XML no cumple el esquema. ${validation.errors.slice(0, 3).join(' ')}`),
      };
    }
    const parsed = parser.parse(document) as Node;
    const submission = get(parsed, 'RegFactuSistemaFacturacion');
    const obligado = {
      name: text(submission, 'Cabecera', 'ObligadoEmision', 'NombreRazon') ?? '',
      nif: text(submission, 'Cabecera', 'ObligadoEmision', 'NIF') ?? '',
    };
    const records = ((get(submission, 'RegistroFactura') as unknown[]) ?? []).map(receivedRecord);
    requestCounter += 1;
    const requestId = `P${String(requestCounter).padStart(8, '0')}`;
    messages.push({ requestId, records, clientCertificate });
    const { response } = answer(requestId, records, obligado);
    const check = await validateAeat(`<?xml version="1.0" encoding="UTF-8"?>\n${response}`, 'RespuestaSuministro.xsd');
    if (!check.valid) answerSchemaErrors.push(...check.errors);
    return {
      status: 200,
      xml: `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>${response}</env:Body></env:Envelope>`,
    };
  }

  let server: Server = createListener();
  function createListener(): Server {
    const listener = createServer(
      {
        key: tls.keyPem,
        cert: tls.certPem,
        ca: [options.trustedClientCertPem],
        requestCert: true,
        rejectUnauthorized: true,
      },
      (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const peer = (request.socket as TLSSocket).getPeerCertificate();
          void handle(Buffer.concat(chunks).toString('utf8'), String(peer.subject?.CN ?? '')).then(
            (reply) => {
              if (!reply) {
                request.socket.destroy();
                return;
              }
              response.writeHead(reply.status, { 'content-type': 'text/xml; charset=utf-8' }).end(reply.xml);
            },
            (error: unknown) => response.writeHead(500).end(String(error)),
          );
        });
      },
    );
    listener.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return listener;
  }

  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  await listen(options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    caPem: tls.caPem,
    state,
    /** Every message answered, in order. */
    messages,
    /** How many messages arrived, answered or not. */
    received: () => received,
    registry,
    answerSchemaErrors,
    /** Stops listening: connections are refused until `start`. */
    stop: close,
    start: async () => {
      server = createListener();
      await listen(port);
    },
    close,
  };
}
