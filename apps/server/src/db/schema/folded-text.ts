import { type SQL, sql } from 'drizzle-orm';

/**
 * The accented letters a search ignores, and the plain letter each reads as (`foldedSql`, `folded`). Capitals too:
 * `lower()` folds them only where the database's locale knows them, not under a plain 'C' locale.
 */
const ACCENTED = 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';
const PLAIN_OF = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index] ?? letter]));

/**
 * Text in lower case without accents, as PostgreSQL writes it into a stored search column: 'Panadería' reads
 * 'panaderia'. Stored (a generated column), so a search compares plain text instead of folding every row.
 */
export const foldedSql = (text: SQL) =>
  sql`translate(lower(${text}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;

/** What a search box's text reads as against a `foldedSql` column: the same letters, folded the same way. */
export const folded = (text: string) =>
  [...text.normalize('NFC').toLowerCase()].map((letter) => PLAIN_OF.get(letter) ?? letter).join('');
