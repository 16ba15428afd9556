import type { DocumentBlock, DocumentSection } from '../pdf/render-document.js';

/**
 * The small Markdown the legal templates are written in (docs/legal-templates.md), read into document sections:
 * `# ` a numbered section, `## ` a subheading, `- ` a bullet (indented lines go on with it), `|` rows a table
 * (header, a `|---|---|` row, then the rows; column widths follow the text, so an editor that realigns a table
 * changes nothing), `> ` lines a signature block (`>` alone is an empty line), and any other run of lines a
 * paragraph. Blank lines separate blocks.
 */
export function markdownSections(markdown: string): DocumentSection[] {
  const sections: DocumentSection[] = [];
  let blocks: DocumentBlock[] | null = null;
  let paragraph: string[] = [];
  let bullets: string[] | null = null;
  let table: string[][] | null = null;
  let signature: string[] | null = null;

  const push = (block: DocumentBlock) => {
    if (!blocks) throw new Error(`Text before the first '# ' heading: ${JSON.stringify(block).slice(0, 80)}`);
    blocks.push(block);
  };
  const flush = () => {
    if (paragraph.length > 0) push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (bullets) push({ kind: 'bullets', items: bullets });
    if (table) push(tableBlock(table));
    if (signature) push({ kind: 'signature', lines: signature });
    paragraph = [];
    bullets = null;
    table = null;
    signature = null;
  };

  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const kind = lineKind(line);
    if (kind === 'text' && bullets && raw.startsWith('  ')) {
      bullets[bullets.length - 1] = `${bullets[bullets.length - 1]} ${line}`;
      continue;
    }
    const goesOn =
      (kind === 'text' && paragraph.length > 0) ||
      (kind === 'bullet' && bullets) ||
      (kind === 'row' && table) ||
      (kind === 'signature' && signature);
    if (!goesOn) flush();
    switch (kind) {
      case 'blank':
        break;
      case 'heading':
        blocks = [];
        sections.push({ heading: line.slice(2).trim(), blocks });
        break;
      case 'subheading':
        push({ kind: 'subheading', text: line.slice(3).trim() });
        break;
      case 'bullet':
        bullets = [...(bullets ?? []), line.slice(2).trim()];
        break;
      case 'row':
        table = [
          ...(table ?? []),
          line
            .replace(/^\||\|$/g, '')
            .split('|')
            .map((cell) => cell.trim()),
        ];
        break;
      case 'signature':
        signature = [...(signature ?? []), line.replace(/^>\s?/, '')];
        break;
      case 'text':
        paragraph.push(line);
        break;
    }
  }
  flush();
  return sections;
}

type LineKind = 'blank' | 'heading' | 'subheading' | 'bullet' | 'row' | 'signature' | 'text';

function lineKind(line: string): LineKind {
  if (line === '') return 'blank';
  if (line.startsWith('## ')) return 'subheading';
  if (line.startsWith('# ')) return 'heading';
  if (line.startsWith('- ')) return 'bullet';
  if (line.startsWith('|')) return 'row';
  if (line === '>' || line.startsWith('> ')) return 'signature';
  return 'text';
}

function tableBlock(rows: string[][]): DocumentBlock {
  const [headers = [], separator = [], ...rest] = rows;
  if (!separator.every((cell) => /^:?-+:?$/.test(cell)) || separator.length !== headers.length) {
    throw new Error(`A table needs a '|---|---|' row under its header, one per column: ${headers.join(' | ')}`);
  }
  const body = rest.map((row) => headers.map((_, index) => row[index] ?? ''));
  const columns = headers.map((header, index) => ({ header, cells: body.map((row) => row[index] ?? '') }));
  const form = columns.some(({ cells }) => cells.every((cell) => cell === ''));
  const filled = columns.some(({ cells }) => cells.some((cell) => cell !== ''));
  return {
    kind: 'table',
    headers,
    // A column left blank beside written ones is where a form is answered: as wide as a written column.
    widths: columns.map(({ header, cells }) => columnWidth(header, cells, form && filled ? 36 : 12)),
    rows: body,
  };
}

/**
 * A column's share of the table: room for its longest word, for its average text (up to a point, so a long
 * column does not squeeze the others), and for handwriting when its cells are left blank to be filled in.
 */
function columnWidth(header: string, cells: string[], blankWidth: number): number {
  const longestWord = Math.max(...[header, ...cells].flatMap((text) => text.split(/\s+/)).map((word) => word.length));
  const average = cells.reduce((sum, cell) => sum + cell.length, 0) / Math.max(cells.length, 1);
  const blank = cells.every((cell) => cell === '');
  return Math.max(longestWord, Math.min(average, 40), blank ? blankWidth : 0, 4);
}
