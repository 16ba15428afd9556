import { z } from 'zod';
import { ROLE_NAMES, type RoleName, STAFF_ROLES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isValidPersonalNif, normalizeTaxId } from '../primitives/spanish-id.js';
import { pageQuerySchema } from '../shared/paged.js';

const u = MESSAGES.staffUsers;

/** POST /admin/gestorias/{gestoriaId}/users: 'Agregar Nuevo Usuario' (part 2 section 5.3). */
export const addCollaboratorUserRequestSchema = z.object({
  username: z
    .string({ error: u.usernameRequired })
    .transform(normalizeTaxId)
    .pipe(
      z
        .string()
        .min(1, { error: u.usernameRequired, abort: true })
        .refine(isValidPersonalNif, { error: u.usernameInvalid }),
    ),
  name: z
    .string({ error: u.nameRequired })
    .trim()
    .min(1, { error: u.nameRequired, abort: true })
    .max(200, { error: 'Máximo 200 caracteres.' }),
  email: z
    .string({ error: u.emailRequired })
    .trim()
    .min(1, { error: u.emailRequired, abort: true })
    .max(255, { error: u.emailTooLong, abort: true })
    .pipe(z.email({ error: u.emailInvalid })),
});
export type AddCollaboratorUserRequest = z.input<typeof addCollaboratorUserRequestSchema>;

/** A collaborator with its login users, as 'Gestionar usuarios' lists it. */
export const collaboratorUsersItemSchema = z.object({
  id: z.number().int(),
  nifCif: z.string(),
  nombreComercial: z.string(),
  users: z.array(z.object({ id: z.number().int(), username: z.string(), email: z.string().nullable() })),
});
export type CollaboratorUsersItem = z.infer<typeof collaboratorUsersItemSchema>;

export const collaboratorUsersQuerySchema = pageQuerySchema.extend({
  nifCif: z.string().trim().max(32).optional(),
  userEmail: z.string().trim().max(255).optional(),
});

export const roleSchema = z.object({ id: z.number().int(), name: z.enum(ROLE_NAMES) });
export type Role = z.infer<typeof roleSchema>;

/** GET /admin/users/{id}: 'Datos de Usuario' with the user's roles, companies and collaborators. */
export const staffUserDetailSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  roles: z.array(roleSchema),
  empresas: z.array(z.object({ id: z.number().int(), nifCif: z.string(), razonSocial: z.string() })),
  gestorias: z.array(z.object({ id: z.number().int(), nifCif: z.string(), nombreComercial: z.string() })),
});
export type StaffUserDetail = z.infer<typeof staffUserDetailSchema>;

const idRef = z.object({ id: z.number().int().positive() });

/** PUT /admin/users/{id}: username, name, surname, email, enabled, roles, empresas and gestorias by id. */
export const updateStaffUserRequestSchema = z.object({
  username: z
    .string({ error: u.usernameRequired })
    .transform(normalizeTaxId)
    .pipe(z.string().min(1, { error: u.usernameRequired }).max(32)),
  name: z.string({ error: u.nameRequired }).trim().min(1, { error: u.nameRequired }).max(200),
  surname: z.string().trim().max(200).nullable().default(null),
  email: z
    .string({ error: u.emailRequired })
    .trim()
    .min(1, { error: u.emailRequired, abort: true })
    .max(255, { error: u.emailTooLong, abort: true })
    .pipe(z.email({ error: u.emailInvalid })),
  enabled: z.boolean(),
  roles: z.array(idRef).max(4),
  empresas: z.array(idRef).max(200).default([]),
  gestorias: z.array(idRef).max(50).default([]),
});
export type UpdateStaffUserRequest = z.input<typeof updateStaffUserRequestSchema>;

/**
 * The provider's staff roles stand alone: a login with staff powers that is also an agency's or a client's (or is
 * linked to their companies or collaborators) would let an outside account act as the provider. Null when the mix
 * is allowed; agency and company roles may go together (a gestor who also runs a company).
 */
export function staffRoleMixProblem(user: { roles: readonly RoleName[]; empresas: number; gestorias: number }) {
  const staff = user.roles.some((role) => STAFF_ROLES.includes(role));
  const outside = user.roles.some((role) => !STAFF_ROLES.includes(role)) || user.empresas > 0 || user.gestorias > 0;
  return staff && outside ? u.staffRoleMixed : null;
}
