import { readFileSync } from 'node:fs';
import type { CnaeOption } from '@cumplia/domain';
import { folded } from '../../db/schema/folded-text.js';

/** The INE's tables, copied beside this module and beside the bundled server (cnae-data/SOURCES.md). */
const DATA = new URL('./cnae-data/', import.meta.url);

type CnaeClass = { codigo: string; titulo: string; words: string[] };

/** Rows of a tab-separated file with a header line. */
const rowsOf = (file: string) =>
  readFileSync(new URL(file, DATA), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));

/** Words a search ignores: they are in most titles and tell no activity apart. */
const STOP_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'y',
  'e',
  'o',
  'u',
  'en',
  'a',
  'al',
  'por',
  'para',
  'con',
]);

const wordsOf = (text: string) =>
  folded(text)
    .split(/[^a-z0-9ñ]+/)
    .filter((word) => word !== '' && !STOP_WORDS.has(word));

type Catalogue = {
  classes: CnaeClass[];
  byCode: Map<string, CnaeClass>;
  from2009: Map<string, string[]>;
  /** Everyday words and the title words they stand for ('taller' → 'reparacion'): sinonimos.tsv. */
  synonyms: Map<string, string[]>;
};
let loaded: Catalogue | null = null;

/** The classification, read once. */
function catalogue() {
  if (loaded) return loaded;
  const classes = rowsOf('cnae2025.tsv').map(([codigo = '', titulo = '']) => ({
    codigo,
    titulo,
    words: wordsOf(titulo),
  }));
  const from2009 = new Map<string, string[]>();
  for (const [old = '', current = ''] of rowsOf('cnae2009-to-2025.tsv')) {
    from2009.set(old, [...(from2009.get(old) ?? []), current]);
  }
  const synonyms = new Map(
    rowsOf('sinonimos.tsv').map(([word = '', equivalents = '']) => [word, equivalents.split(' ')]),
  );
  loaded = { classes, byCode: new Map(classes.map((item) => [item.codigo, item])), from2009, synonyms };
  return loaded;
}

const optionOf = (item: CnaeClass, cnae2009: string | null = null): CnaeOption => ({
  codigo: item.codigo,
  titulo: item.titulo,
  cnae2009,
});

/** A CNAE-2025 class by its four digits ('47.52' reads '4752'), or null. */
export function cnaeClass(code: string): CnaeOption | null {
  const item = catalogue().byCode.get(code.replace(/\D/g, ''));
  return item ? optionOf(item) : null;
}

/**
 * The CNAE-2025 classes a search names, at most `limit`: by code (its first digits; a CNAE-2009 class gives the
 * classes it became), or by the start of each word typed ('ferreter' finds 'ferretería') or an everyday word's
 * equivalent ('taller coches' finds the repair of motor vehicles), accents and capitals aside, the titles holding the
 * most of the words first, then those that say it with the fewest words.
 */
export function searchCnae(text: string, limit = 10): CnaeOption[] {
  const { classes, byCode, from2009, synonyms } = catalogue();
  const digits = text.replace(/[\s.]/g, '');
  if (/^\d{1,4}$/.test(digits)) {
    const current = classes.filter((item) => item.codigo.startsWith(digits)).map((item) => optionOf(item));
    const former = (from2009.get(digits) ?? [])
      .map((code) => byCode.get(code))
      .filter((item): item is CnaeClass => item !== undefined && item.codigo !== digits)
      .map((item) => optionOf(item, digits));
    return [...current, ...former].slice(0, limit);
  }
  const typed = wordsOf(text).map((word) => [word, ...(synonyms.get(word) ?? [])]);
  if (typed.length === 0) return [];
  const says = (titleWord: string, alternatives: string[]) => alternatives.some((word) => titleWord.startsWith(word));
  const scored = classes.map((item) => ({
    item,
    matched: typed.filter((alternatives) => item.words.some((titleWord) => says(titleWord, alternatives))).length,
    first: item.words.findIndex((titleWord) => typed.some((alternatives) => says(titleWord, alternatives))),
  }));
  // Every word typed, when some title has them all; otherwise the titles with the most of them ('obrador pan' is
  // about bread even though no title says 'obrador').
  const best = Math.max(...scored.map(({ matched }) => matched));
  if (best === 0) return [];
  return scored
    .filter(({ matched }) => matched === best)
    .sort((a, b) => a.first - b.first || a.item.words.length - b.item.words.length)
    .slice(0, limit)
    .map(({ item }) => optionOf(item));
}
