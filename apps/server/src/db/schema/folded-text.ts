import { type SQL, sql } from 'drizzle-orm';

/** The accented letters a search ignores, and the plain letter each reads as (`foldedSql`, `folded`). */
const ACCENTED = 'áàâäãéèêëíìîïóòôöõúùûüñç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc';
const PLAIN_OF = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index] ?? letter]));

/**
 * Text in lower case without accents, as PostgreSQL writes it into a stored search column: 'Panadería' reads
 * 'panaderia'. Stored (a generated column), so a search compares plain text instead of folding every row.
 */
export const foldedSql = (text: SQL) =>
  sql`translate(lower(${text}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;

/** What a search box's text reads as against a `foldedSql` column: the same letters, folded the same way. */
export const folded = (text: string) =>
  [...text.toLowerCase()].map((letter) => PLAIN_OF.get(letter) ?? letter).join('');
