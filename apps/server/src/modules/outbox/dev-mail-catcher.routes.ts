import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { outboxMessages } from '../../db/schema/index.js';
import { deliverableContent } from './message-content.js';

/** The channels a development machine keeps to itself: e-mail without SMTP_URL, SMS without SMPP_URL. */
export function caughtChannels(config: Pick<Config, 'mail' | 'sms'>): ('EMAIL' | 'SMS')[] {
  return [...(config.mail.smtpUrl ? [] : ['EMAIL' as const]), ...(config.sms.smppUrl ? [] : ['SMS' as const])];
}

/** Whether this process may serve the development mail catcher: development only, never production or tests. */
export const servesMailCatcher = (config: Pick<Config, 'env'>) => config.env === 'development';

/**
 * GET /dev/mensajes?to=…: what a recipient would receive, in full, on a development machine, so the demo
 * walk-through (verification link, signing link and code) works without SMTP or an SMS gateway. Registered only
 * when `servesMailCatcher` says so; staff pages never show these secrets. Newest first.
 */
export const devMailCatcherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.services;
  app.get(
    '/dev/mensajes',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().trim().min(1).max(255) }),
      },
    },
    async (request) => {
      const rows = await app.services.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.recipient, request.query.to), inArray(outboxMessages.channel, caughtChannels(config))),
        )
        .orderBy(desc(outboxMessages.id))
        .limit(20);
      const now = app.services.now();
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        createdAt: row.createdAt.toISOString(),
        text: deliverableContent(config, row, now)?.text ?? row.bodyText,
      }));
    },
  );
};
