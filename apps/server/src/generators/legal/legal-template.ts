import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Handlebars from 'handlebars';
import { listEs } from '../pdf/document-company.js';
import type { DocumentBlock, DocumentSection } from '../pdf/render-document.js';
import { markdownSections } from './markdown-blocks.js';

/**
 * The legal wording lives in Markdown files under `templates/` (docs/legal-templates.md): a lawyer edits them,
 * the code only computes the typed data they are filled with. A template is Handlebars: `{{empresa.razonSocial}}`,
 * `{{#if tiene.camaras}}…{{else}}…{{/if}}`, `{{#each actividades}}…{{/each}}` and the helpers `{{lista x}}` and
 * `(uno n)`.
 */

/** Templates sit beside this module in the sources, and beside the bundle once built (scripts/build.mjs). */
export const BUNDLED_TEMPLATES = new URL('./templates/', import.meta.url);
let templatesFolder = BUNDLED_TEMPLATES;

/**
 * Reads the wording from another folder (`LEGAL_TEMPLATES_DIR`, set at start-up): a copy a lawyer maintains
 * outside the release, whose edits reach the next document without a new version of the product.
 */
export function useLegalTemplatesFolder(folder: URL) {
  templatesFolder = folder.href.endsWith('/') ? folder : new URL(`${folder.href}/`);
}

export type TemplateFile = {
  name: string;
  /** The first 12 hex digits of the SHA-256 of the file: the wording's version, recorded on every issue. */
  version: string;
  /** From the front matter: what the latest change of the wording was, for the notice companies get. */
  changes: string;
  /** Every `name: value` line of the front matter (a message's subject, its button…). */
  fields: Record<string, string>;
  body: string;
};

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*\n/;

/** The folder the wording is read from now. */
export const legalTemplatesFolder = () => templatesFolder;

/** True while the wording shipped with the product is in use (no LEGAL_TEMPLATES_DIR). */
export const usingBundledTemplates = () => templatesFolder.href === BUNDLED_TEMPLATES.href;

/** The start-up step that points the documents at LEGAL_TEMPLATES_DIR when it is set. */
export function useConfiguredLegalTemplates(folder: string | undefined) {
  if (folder) useLegalTemplatesFolder(pathToFileURL(resolve(folder)));
}

/**
 * A template of the product, read from its file each time (a few kilobytes; compiling is what is cached, by its
 * text), so an edited wording reaches the very next document.
 */
export function legalTemplate(name: string, folder: URL = templatesFolder): TemplateFile {
  // An editor may save a byte-order mark and Windows line ends: neither changes the wording.
  const source = readFileSync(new URL(name, folder), 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  const front = FRONT_MATTER.exec(source);
  const fields = Object.fromEntries(
    (front?.[1] ?? '').split('\n').flatMap((line) => {
      const at = line.indexOf(':');
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : [];
    }),
  );
  return {
    name,
    version: createHash('sha256').update(source).digest('hex').slice(0, 12),
    changes: fields.cambios ?? '',
    fields,
    body: front ? source.slice(front[0].length) : source,
  };
}

/** The version of a document's wording: one hash over the versions of the templates it is written from. */
export function wordingVersion(names: readonly string[]): string {
  const versions = names.map((name) => legalTemplate(name).version).join(' ');
  return createHash('sha256').update(versions).digest('hex').slice(0, 12);
}

const engine = Handlebars.create();
// `{{lista xs}}`: "a, b y c"; `{{lista xs "ni"}}`: "a, b ni c", after a negation.
engine.registerHelper('lista', (items: unknown, conjunction: unknown) =>
  Array.isArray(items) ? listEs(items.map(String), typeof conjunction === 'string' ? conjunction : undefined) : '',
);
// `{{#if (uno n)}}…{{else}}…{{/if}}`: singular or plural.
engine.registerHelper('uno', (value: unknown) => Number(value) === 1);
const HELPERS = new Set(['if', 'unless', 'each', 'with', 'lista', 'uno']);

const compile = (body: string) =>
  engine.compile(body, {
    strict: true,
    noEscape: true,
    knownHelpers: { lista: true, uno: true },
    knownHelpersOnly: true,
  });

/**
 * Every placeholder path a template uses, relative to the data it is filled with: inside `{{#each xs}}` a path
 * `nombre` is reported as `xs[].nombre`, and `this` as `xs[]`.
 */
function placeholdersOf(body: string): string[] {
  const found = new Set<string>();
  type Node = { type: string; [key: string]: unknown };
  type Path = { type: 'PathExpression'; original: string; parts: string[]; data: boolean; depth: number };
  const resolve = (path: Path, scopes: string[]) => {
    if (path.data) return; // @index, @first…
    const scope = scopes[scopes.length - 1 - path.depth] ?? '';
    found.add([scope, ...path.parts].filter(Boolean).join('.') || 'this');
  };
  const visitExpression = (node: Node, scopes: string[]) => {
    if (node.type === 'PathExpression') resolve(node as unknown as Path, scopes);
    if (node.type === 'SubExpression') visitCall(node, scopes);
  };
  const visitCall = (node: Node, scopes: string[]) => {
    const path = node.path as Path;
    const params = (node.params as Node[]) ?? [];
    if (
      path.type === 'PathExpression' &&
      HELPERS.has(path.original) &&
      (params.length > 0 || path.original === 'lista' || path.original === 'uno')
    )
      for (const param of params) visitExpression(param, scopes);
    else visitExpression(path as unknown as Node, scopes);
  };
  const visit = (node: Node | undefined, scopes: string[]) => {
    if (!node) return;
    if (node.type === 'Program') for (const child of node.body as Node[]) visit(child, scopes);
    if (node.type === 'MustacheStatement') visitCall(node, scopes);
    if (node.type === 'BlockStatement') {
      visitCall(node, scopes);
      const path = node.path as Path;
      const [param] = (node.params as Path[]) ?? [];
      const inner =
        (path.original === 'each' || path.original === 'with') && param?.type === 'PathExpression'
          ? [
              ...scopes,
              `${[scopes[scopes.length - 1 - param.depth] ?? '', ...param.parts].filter(Boolean).join('.')}${path.original === 'each' ? '[]' : ''}`,
            ]
          : scopes;
      visit(node.program as Node, inner);
      visit(node.inverse as Node, scopes);
    }
  };
  visit(Handlebars.parse(body) as unknown as Node, ['']);
  return [...found].sort();
}

/** Every path a data object offers, in the notation of `placeholdersOf` (arrays as `[]`). */
function pathsOf(value: unknown, prefix = ''): string[] {
  const here = prefix || 'this';
  if (Array.isArray(value)) {
    const item = `${prefix}[]`;
    return [here, item, ...value.flatMap((element) => pathsOf(element, item).filter((path) => path !== item))];
  }
  if (value && typeof value === 'object') {
    return [
      here,
      ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, prefix ? `${prefix}.${key}` : key)),
    ];
  }
  return [here];
}

/**
 * The placeholders of a template that none of the data it is filled with offers (a typo, or a field the code never
 * computes), as `file: {{path}}`. With several fillings, a path inside a list counts when any has an element there.
 */
export function unknownPlaceholders(template: TemplateFile, fillings: readonly object[]): string[] {
  const offered = new Set(fillings.flatMap((data) => pathsOf(data)));
  return placeholdersOf(template.body)
    .filter((path) => !offered.has(path))
    .map((path) => `${template.name}: {{${path}}}`);
}

// Markers that would change the shape of a document if a company's own answer brought them in; they are swapped
// for private-use characters while the Markdown is read and put back in the text.
const MARKUP = [
  ['|', '\uE000'],
  ['#', '\uE001'],
  ['>', '\uE002'],
  ['- ', '\uE003 '],
] as const;

function inert<T>(value: T): T {
  if (typeof value === 'string') {
    // A line break in an answer (saved before answers were folded into one line) would split a table row.
    const oneLine = value.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');
    return MARKUP.reduce((text: string, [from, to]) => text.split(from).join(to), oneLine) as T;
  }
  if (Array.isArray(value)) return value.map(inert) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inert(child)])) as T;
  }
  return value;
}

export const restoreMarkup = (text: string) => MARKUP.reduce((result, [from, to]) => result.split(to).join(from), text);

/** Compiled templates by their text: an edited wording compiles once, the same wording never twice. */
const compiled = new Map<string, HandlebarsTemplateDelegate>();

/** A template filled with data, as text (Markdown). The template's own markup counts; the data's does not. */
export function fillTemplate(template: TemplateFile, data: object): string {
  let fill = compiled.get(template.body);
  if (!fill) {
    fill = compile(template.body);
    compiled.set(template.body, fill);
  }
  return fill(inert(data));
}

/** A template filled with data, as the sections of a PDF document. */
export function templateSections(template: TemplateFile, data: object): DocumentSection[] {
  return markdownSections(fillTemplate(template, data)).map((section) => ({
    heading: restoreMarkup(section.heading),
    blocks: section.blocks.map((block) => JSON.parse(restoreMarkup(JSON.stringify(block)))),
  }));
}

/** A template that holds blocks without a heading of its own (a mandate inside a contract), as those blocks. */
export function templateBlocks(template: TemplateFile, data: object): DocumentBlock[] {
  return templateSections({ ...template, body: `# -\n${template.body}` }, data).flatMap((section) => section.blocks);
}

/**
 * A definitions file: `# key` headings, each followed by `field: text` lines (a field's text may go on over the
 * following lines). Each text is a template of its own, filled with the same data as the document.
 */
export function templateDefinitions(template: TemplateFile, data: object): Record<string, Record<string, string>> {
  const filled = fillTemplate(template, data);
  const definitions: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | null = null;
  let field = '';
  for (const raw of filled.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('# ')) {
      current = {};
      definitions[line.slice(2).trim()] = current;
      field = '';
      continue;
    }
    if (!current || line === '') continue;
    const match = /^([a-zA-Z]+):\s*(.*)$/.exec(line);
    if (match?.[1] && !raw.startsWith(' ')) {
      field = match[1];
      current[field] = restoreMarkup(match[2] ?? '');
    } else if (field) {
      current[field] = `${current[field]} ${restoreMarkup(line)}`.trim();
    }
  }
  return definitions;
}
