import type { DocumentBlock, DocumentSection } from '../pdf/render-document.js';

/**
 * The small Markdown the legal templates are written in (docs/legal-templates.md), read into document sections:
 * `# ` a numbered section, `## ` a subheading, `- ` a bullet (indented lines go on with it), `|` rows a table
 * (header, a `|---|------|` row whose dash counts give the column widths, then the rows), `> ` lines a signature
 * block (`>` alone is an empty line), and any other run of lines a paragraph. Blank lines separate blocks.
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
  const [headers = [], separator = [], ...body] = rows;
  if (!separator.every((cell) => /^-+$/.test(cell)) || separator.length !== headers.length) {
    throw new Error(`A table needs a '|---|---|' row under its header, one per column: ${headers.join(' | ')}`);
  }
  return {
    kind: 'table',
    headers,
    widths: separator.map((cell) => cell.length),
    rows: body.map((row) => headers.map((_, index) => row[index] ?? '')),
  };
}
