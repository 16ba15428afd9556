import { z } from 'zod';
import type { RoleName } from '../constants.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: anyone, or a user holding one of the roles. */
export type Audience = 'public' | readonly RoleName[];

/**
 * One endpoint, written once: the server registers its route from it (validation, roles, OpenAPI) and the web
 * calls it through `endpointUrl` and the API client, so a change to the path or a shape is checked on both sides.
 */
export type EndpointContract = {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly audience: Audience;
  readonly tag: string;
  readonly summary?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The request is a multipart upload (its file is read by the handler, not by a body schema). */
  readonly multipart?: true;
  /** The success answer's schema, or 'file' for a download (its body is bytes with a Content-Disposition). */
  readonly response: z.ZodType | 'file';
  /** The success status when it is not 200 (204 answers no body). */
  readonly status?: 201 | 204;
};

/** The `:id` of a path: a positive whole number. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const defineEndpoint = <const C extends EndpointContract>(contract: C): C => contract;

/** One endpoint under both staff prefixes, as the superadmin's (`/admin`) and the worker's screens call it. */
export function bothStaffScopes<const C extends Omit<EndpointContract, 'path'>>(path: `/${string}`, contract: C) {
  return {
    admin: defineEndpoint({ ...contract, path: `/cumplia-core/admin${path}` }),
    worker: defineEndpoint({ ...contract, path: `/cumplia-core/worker${path}` }),
  };
}

type Part<C extends EndpointContract, K extends 'params' | 'query' | 'body'> = C[K] extends z.ZodType
  ? { [P in K]: z.input<C[K]> }
  : { [P in K]?: undefined };

/** What a caller sends: the path parameters, the query and the body the contract declares. */
export type EndpointInput<C extends EndpointContract> = Part<C, 'params'> & Part<C, 'query'> & Part<C, 'body'>;

/** What the server answers on success. */
export type EndpointResponse<C extends EndpointContract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : never;

type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of one call: `:name` segments replaced by their encoded parameter, and the query parameters that
 * have a value appended (empty strings and nulls are left out, as the lists' blank filters mean "any").
 */
export function endpointUrl(
  contract: Pick<EndpointContract, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${contract.path}`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (text !== '') pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  const query = pairs.join('&');
  return query ? `${path}?${query}` : path;
}
