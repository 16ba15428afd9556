import { z } from 'zod';
import { sortQuerySchema } from '../shared/list-query.js';
import { pageQuerySchema } from '../shared/paged.js';
import { AGENCY_COMPANY_SORTS, agencyCompanyListItemSchema } from './agency-companies.js';
import { clientBoardFilterSchema } from './client-board.js';

/**
 * GET /admin/clientes and /worker/clientes: the client board over every agency's clients (and the direct ones),
 * with the agency's board's search, states and sort, narrowed to one agency on request.
 */
export const staffClientBoardFilterSchema = z.object({
  ...sortQuerySchema(AGENCY_COMPANY_SORTS, { sort: 'fecha', dir: 'desc' }).shape,
  ...clientBoardFilterSchema.shape,
  gestoriaId: z.coerce.number().int().positive().optional(),
});
export const staffClientBoardQuerySchema = pageQuerySchema.extend(staffClientBoardFilterSchema.shape);
export type StaffClientBoardQuery = z.input<typeof staffClientBoardQuerySchema>;
export type StaffClientBoardParsedQuery = z.output<typeof staffClientBoardQuerySchema>;

/** A row of the staff's client board: the agency's row and the agency it belongs to (null: a direct client). */
export const staffClientBoardItemSchema = agencyCompanyListItemSchema.extend({
  gestoria: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
});
export type StaffClientBoardItem = z.infer<typeof staffClientBoardItemSchema>;
