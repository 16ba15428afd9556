import pino from 'pino';
import { REDACTED, REDACTED_PATHS, serializeError } from './log-redaction.js';

/**
 * The log of a process outside the API's own (the worker, a command, the server before its app exists), with the
 * API's redaction and error serializer.
 */
export const processLogger = (level: string, processName: string) =>
  pino({
    level,
    base: { process: processName },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { err: serializeError },
  });
