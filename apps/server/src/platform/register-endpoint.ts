import { type EndpointContract, type EndpointResponse, errorResponseSchema } from '@cumplia/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { ActionContext } from './actor.js';
import { actorContext, visitorContext } from './request-context.js';

/**
 * The largest body a public route reads: its forms are a few fields (the company registration is the largest, about
 * 2 KB). Larger bodies are refused (413) before they are read, whoever sends them; signed-in routes keep the app's 1 MB.
 */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the caller's context and the request's parts, already validated by the contract. */
export type EndpointCall<C extends EndpointContract> = {
  ctx: C['audience'] extends 'public' ? ActionContext<null> : ActionContext;
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers the contract's response, or the reply it has sent itself (files, headers). */
export type EndpointHandler<C extends EndpointContract> = (
  call: EndpointCall<C>,
) => Promise<EndpointResponse<C> | FastifyReply>;

/**
 * What only the server decides about a route: rate limits, extra checks such as the captcha, and `serverBody`,
 * the contract's body refined with checks only the server can make (the breached-password list).
 */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'preHandler'> & { serverBody?: z.ZodType };

/**
 * Registers the route of one contract: its path and method, the contract's schemas as the route schema (request
 * validation, response serialisation, OpenAPI), and its audience as the role check. Route modules supply only the
 * handler, so the path and shapes the web calls are the ones the server answers.
 */
export function registerEndpoint<C extends EndpointContract>(
  app: FastifyInstance,
  contract: C,
  handler: EndpointHandler<C>,
  extras: RouteExtras = {},
): void {
  const { audience, response, status = 200 } = contract;
  const { serverBody, ...routeOptions } = extras;
  const body = serverBody ?? contract.body;
  const success = response === 'file' || status === 204 ? {} : { [status]: response };
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      tags: [contract.tag],
      ...(contract.summary && { summary: contract.summary }),
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(body && { body }),
      ...(contract.multipart && { consumes: ['multipart/form-data'] }),
      response: { ...success, '4xx': errorResponseSchema },
    },
    ...routeOptions,
    ...(audience === 'public' && !contract.multipart && { bodyLimit: PUBLIC_BODY_LIMIT }),
    ...(audience !== 'public' && { onRequest: app.authorize(audience) }),
    handler: async (request, reply) => {
      const ctx = audience === 'public' ? visitorContext(request) : actorContext(request);
      const answer = await handler({
        ctx,
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as EndpointCall<C>);
      // A handler that sent its own reply (files) resolves to nothing: awaiting a Fastify reply waits for it to be
      // sent, so `answer` is not the reply itself.
      if (reply.sent) return reply;
      return reply.status(status).send(answer);
    },
  });
}
