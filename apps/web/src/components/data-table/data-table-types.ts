import type { SortDirection } from '@cumplia/domain';
import type { ReactNode } from 'react';

/**
 * A column of a paged table. `sortKey` makes its header sort the list on the server (one of the list's
 * whitelisted keys); `amount` right-aligns it with figures of equal width; `total` is its cell in the totals
 * row. `card` is its place when the rows are cards on a narrow screen: the title, the amount beside it, a
 * labelled detail (the default) or left out.
 */
export type DataColumn<Row, S extends string = string> = {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  sortKey?: S;
  /** The direction a first click sorts in (dates and amounts read best newest/largest first). */
  firstDir?: SortDirection;
  amount?: boolean;
  total?: ReactNode;
  card?: 'title' | 'amount' | 'detail' | 'none';
};
