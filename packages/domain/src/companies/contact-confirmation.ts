import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';

/**
 * What the page of a contact confirmation link shows: the company, which contact its agency changed, the new one
 * (a phone masked) and whether it is still to confirm.
 */
export const contactConfirmationViewSchema = z.object({
  empresa: z.string(),
  gestoria: z.string().nullable(),
  dato: z.enum(['PHONE', 'EMAIL']),
  nuevo: z.string(),
  estado: z.enum(['PENDIENTE', 'CONFIRMADO', 'CADUCADO']),
});
export type ContactConfirmationView = z.infer<typeof contactConfirmationViewSchema>;

const link = z.object({ token: z.string().min(20).max(100) });
const visitor = { audience: 'public', tag: 'contact-confirmation' } as const;

/**
 * The link sent to the phone or e-mail a company vouched for when its agency enters another: the company confirms
 * the new one there, and only then is it the company's.
 */
export const contactConfirmationEndpoints = {
  view: defineEndpoint({
    ...visitor,
    method: 'GET',
    path: '/cumplia-core/confirmar-contacto/:token',
    params: link,
    response: contactConfirmationViewSchema,
  }),
  confirm: defineEndpoint({
    ...visitor,
    method: 'POST',
    path: '/cumplia-core/confirmar-contacto/:token',
    params: link,
    response: z.object({ message: z.string() }),
  }),
};
