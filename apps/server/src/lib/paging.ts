import type { Paged } from '@cumplia/domain';

/** The spec's paged answer from one page of rows and the total count. */
export function pageOf<T>(content: T[], totalElements: number, query: { page: number; size: number }): Paged<T> {
  return {
    content,
    number: query.page,
    size: query.size,
    totalPages: Math.ceil(totalElements / query.size),
    totalElements,
  };
}
