import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Each response written by a serializer compiled once per route from its contract's schema (zod's JSON Schema of
 * the output, through fast-json-stringify): only the fields the contract declares are written, so nothing else a
 * handler's row carries can leak, and no response is parsed again on its way out. Under test (`checkContracts`)
 * every response is also checked against its contract, as zod reads it, and the compiled output must be what zod's
 * would have been: a handler answering what its contract does not say fails the test that calls it.
 */
/**
 * The JSON Schema a serializer is compiled from: zod's for the output, less `additionalProperties: false`.
 * fast-json-stringify writes only declared properties either way, but it picks a union's branch by validating the
 * value, and a row carrying more than the contract (as handlers' rows do) would match no branch.
 */
function writableSchema(schema: z.ZodType): object {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return JSON.parse(JSON.stringify(json), (key, value) =>
    key === 'additionalProperties' && value === false ? undefined : value,
  );
}

export function compiledResponseSerializer({
  checkContracts,
}: {
  checkContracts: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const stringify = fastJson(writableSchema(schema) as Parameters<typeof fastJson>[0]);
    if (!checkContracts) return (data) => stringify(data);
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      const written = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(checked.data)))) {
        throw new Error(`${method} ${url}: the compiled serializer wrote ${written}, not what the contract reads`);
      }
      return written;
    };
  };
}
