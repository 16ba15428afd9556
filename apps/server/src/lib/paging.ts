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

/**
 * Every page of a paged list, one after another, for an export of the list with its filter and sort: `listPage`
 * answers one page as the screen would. Stops after the last page.
 */
export async function* allPages<T>(listPage: (page: number) => Promise<Paged<T>>): AsyncIterable<T[]> {
  for (let page = 0; ; page++) {
    const { content, totalPages } = await listPage(page);
    if (content.length > 0) yield content;
    if (page + 1 >= totalPages) return;
  }
}
