import { MESSAGES } from '@cumplia/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { outboxMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { attachment } from '../../lib/content-disposition.js';
import type { AttachmentLoader } from './message-attachments.js';
import { deliverableContent } from './message-content.js';

/** The channels a development machine keeps to itself: e-mail without SMTP_URL, SMS without SMPP_URL. */
export function caughtChannels(config: Pick<Config, 'mail' | 'sms'>): ('EMAIL' | 'SMS')[] {
  return [...(config.mail.smtpUrl ? [] : ['EMAIL' as const]), ...(config.sms.smppUrl ? [] : ['SMS' as const])];
}

/**
 * Whether this process may serve the development mail catcher, which shows every code and link in full: only in
 * development (never production or tests), and only to this machine (a server listening on loopback), never to
 * a network a development server was started on by mistake.
 */
export const servesMailCatcher = (config: Pick<Config, 'env' | 'host'>) =>
  config.env === 'development' && ['127.0.0.1', '::1', 'localhost'].includes(config.host);

/**
 * GET /dev/mensajes?to=…: what a recipient would receive, in full, on a development machine, so the demo
 * walk-through (verification link, signing link and code) works without SMTP or an SMS gateway; each attachment
 * at /dev/mensajes/:id/adjuntos/:index. Registered only when `servesMailCatcher` says so; staff pages never show
 * these secrets. Newest first.
 */
export const devMailCatcherRoutes: FastifyPluginAsyncZod<{ loadAttachments: AttachmentLoader }> = async (
  app,
  { loadAttachments },
) => {
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
        attachments: row.attachments?.map((attachment) => attachment.fileName) ?? [],
      }));
    },
  );

  app.get(
    '/dev/mensajes/:id/adjuntos/:index',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0).max(50) }),
      },
    },
    async (request, reply) => {
      // The attachment as the e-mail would carry it, produced as the sender produces it when it hands the e-mail over.
      const [row] = await app.services.db
        .select({ attachments: outboxMessages.attachments })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.id, request.params.id), inArray(outboxMessages.channel, caughtChannels(config))));
      const ref = row?.attachments?.[request.params.index];
      if (!ref) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.attachmentNotFound);
      const [file] = await loadAttachments(app.services.db, [ref]);
      if (!file) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.attachmentNotGenerated);
      return reply.type(file.contentType).header('content-disposition', attachment(file.filename)).send(file.content);
    },
  );
};
