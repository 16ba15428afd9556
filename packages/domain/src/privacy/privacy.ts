import { z } from 'zod';
import { ROLES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isValidPersonalNif, normalizeTaxId } from '../primitives/spanish-id.js';
import { defineEndpoint } from '../shared/endpoint.js';

const p = MESSAGES.privacy;

/** Who a data-protection request is about: the e-mail address, the personal NIF, or both. */
export const personQuerySchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(255)
      .default('')
      .pipe(z.union([z.literal(''), z.email({ error: p.emailInvalid })])),
    nif: z
      .string()
      .default('')
      .transform(normalizeTaxId)
      .pipe(z.union([z.literal(''), z.string().refine(isValidPersonalNif, { error: p.nifInvalid })])),
  })
  .refine((person) => person.email !== '' || person.nif !== '', { error: p.personRequired, path: ['email'] });
export type PersonQuery = z.input<typeof personQuerySchema>;

const records = z.array(z.record(z.string(), z.unknown()));

/** GET /admin/privacidad/exportar: every record that holds the person's data (right of access, art. 15 GDPR). */
export const personDataExportSchema = z.object({
  person: z.object({ email: z.string(), nif: z.string() }),
  exportedAt: z.string(),
  users: records,
  companiesRepresented: records,
  agenciesRepresented: records,
  signatures: records,
  contactMessages: records,
  newsletterSubscriptions: records,
  messagesSent: records,
  auditEntriesAsActor: records,
});
export type PersonDataExport = z.infer<typeof personDataExportSchema>;

/** POST /admin/privacidad/suprimir: what was erased, and what the law obliges the provider to keep. */
export const personErasureResultSchema = z.object({
  erased: z.object({
    users: z.number().int(),
    contactMessages: z.number().int(),
    newsletterSubscriptions: z.number().int(),
    messagesSent: z.number().int(),
  }),
  retained: z.array(z.object({ record: z.string(), reason: z.string() })),
});
export type PersonErasureResult = z.infer<typeof personErasureResultSchema>;

export const privacyEndpoints = {
  exportPerson: defineEndpoint({
    method: 'GET',
    path: '/cumplia-core/admin/privacidad/exportar',
    audience: [ROLES.superadmin],
    tag: 'privacy',
    summary: 'Everything held about a person, as a JSON file (right of access)',
    query: personQuerySchema,
    response: personDataExportSchema,
  }),
  erasePerson: defineEndpoint({
    method: 'POST',
    path: '/cumplia-core/admin/privacidad/suprimir',
    audience: [ROLES.superadmin],
    tag: 'privacy',
    summary: 'Erases what the law does not oblige the provider to keep',
    body: personQuerySchema,
    response: personErasureResultSchema,
  }),
};
