/**
 * What the logs must never carry: credentials (redacted paths) and personal data that reaches an error
 * through the database (the parameters of a failed query: e-mails, IBANs, NIFs, names).
 */
export const REDACTED_PATHS = ['req.headers.authorization', 'req.headers["x-captcha-auth"]'];
export const REDACTED = '[oculto]';

/** Fields of an error that describe it without the data it was about (PostgreSQL's `detail` repeats values). */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

/** A driver's message may quote the offending value: `invalid input syntax for type integer: "abc"`. */
const QUOTED_VALUE = /(: )"[\s\S]*"$/;
/** Drizzle appends every parameter of the failed query to its message. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

function redactMessage(message: string): string {
  return message.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`).replace(QUOTED_VALUE, `$1"${REDACTED}"`);
}

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * The `err` serializer of every logger: type, message, stack, codes and the SQL text (with its `$n`
 * placeholders) of an error and its causes, but never the query parameters (`params`, `parameters`), the
 * `detail` of a PostgreSQL error ("Failing row contains (...)") or any other field an error happens to carry.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (error === null || typeof error !== 'object') {
    return { type: typeof error, message: redactMessage(String(error)), stack: '' };
  }
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };
  const message = typeof source.message === 'string' ? source.message : '';
  const redacted = redactMessage(message);
  const stack = typeof source.stack === 'string' ? source.stack : '';
  const serialized: SerializedError = {
    type: (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error',
    message: redacted,
    // The stack starts with the message, parameters included.
    stack: message ? stack.replace(message, redacted) : stack,
  };
  for (const field of SAFE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (typeof source.query === 'string') serialized.query = source.query;
  if (source.cause !== undefined && depth < 4) serialized.cause = serializeError(source.cause, depth + 1);
  return serialized;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
  routeOptions?: { url?: string };
};

/**
 * The path of a request as the logs show it: the route's pattern (`/cumplia-core/gestorias/empresas/:cifNif`,
 * `/cumplia-core/firma/:token`), not the NIFs, tokens or e-mails in the path, and the query's names without
 * their values (filters carry names, NIFs and e-mail addresses).
 */
export function loggedUrl(request: Pick<LoggedRequest, 'url' | 'routeOptions'>): string {
  const queryStart = request.url.indexOf('?');
  const path = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : request.url.slice(queryStart + 1);
  const names = query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${request.routeOptions?.url ?? path}${names.length > 0 ? `?${names.join('&')}` : ''}`;
}

/** The `req` serializer of the app's logger: Fastify's, with the URL as `loggedUrl` gives it. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
