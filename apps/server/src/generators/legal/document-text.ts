import { type DocumentBlock, type DocumentSpec, DRAFT_MARK } from '../pdf/render-document.js';

/**
 * A document as plain text, laid out as it reads in the PDF (numbered headings, bullets, table rows, signature
 * lines): what the golden files keep, so a change of wording shows as a readable diff.
 */
export function documentText(spec: DocumentSpec): string {
  const lines = [...(spec.draft ? [DRAFT_MARK] : []), spec.title, spec.subtitle, ''];
  if (spec.versions) lines.push(spec.versions);
  for (const [label, value] of spec.companyData) lines.push(`${label}: ${value}`);
  lines.push(`Fecha de generación: ${spec.generatedOn}`);
  spec.sections.forEach((section, index) => {
    lines.push('', `${index + 1}. ${section.heading}`);
    for (const block of section.blocks) lines.push('', ...blockLines(block));
  });
  return `${lines.join('\n')}\n`;
}

function blockLines(block: DocumentBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'subheading':
      return [`— ${block.text}`];
    case 'bullets':
      return block.items.map((item) => `• ${item}`);
    case 'table':
      return [block.headers, ...block.rows].map((row) => `| ${row.join(' | ')} |`);
    case 'signature':
      return block.lines;
  }
}
