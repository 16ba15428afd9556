/**
 * A PostgreSQL array literal of integers, calendar dates or plain identifiers (no commas, quotes or braces), sent
 * as one parameter and cast in the query (`any(${pgArray(ids)}::int[])`).
 */
export const pgArray = (values: (number | string)[]) => `{${values.join(',')}}`;
