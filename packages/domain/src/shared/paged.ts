import { z } from 'zod';

/** Query of every paged list: zero-based page, page size bounded so no client can ask for a whole table. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The spec's paged response: content, number (zero-based), size, totalPages, totalElements. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    number: z.number().int(),
    size: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });
}

export type Paged<T> = {
  content: T[];
  number: number;
  size: number;
  totalPages: number;
  totalElements: number;
};
