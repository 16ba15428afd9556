// Renders every protocol document for every sample company into PDFs and plain text, for a lawyer's review,
// after checking the templates (legalTemplateProblems: placeholders, records, files).
//   npm run legal:render [-- <folder>]        (default: legal-review/)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { documentNotApplicable } from '@cumplia/domain';
import { sampleMessagesText } from '../emails/message-template.js';
import { PROTOCOLS, type ProtocolKind, protocolWordingVersion } from '../pdf/protocol-pdfs.js';
import { renderDocument } from '../pdf/render-document.js';
import { ALL_SAMPLE_COMPANIES } from '../pdf/review-profiles.js';
import { legalTemplateProblems } from './check-templates.js';
import { documentText } from './document-text.js';
import { useConfiguredLegalTemplates } from './legal-template.js';

const KINDS: ProtocolKind[] = ['lopd', 'acoso', 'desconexion'];
const folder = resolve(process.argv[2] ?? 'legal-review');
const provider = {
  legalName: 'Cumplia Soluciones Normativas S.L.',
  nif: 'B38990016',
  address: 'Santa Cruz de Tenerife',
  email: 'hola@cumplia.example',
};
const generatedOn = new Date().toLocaleDateString('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });
useConfiguredLegalTemplates(process.env.LEGAL_TEMPLATES_DIR);
const problems = legalTemplateProblems();
if (problems.length > 0) {
  process.stderr.write(`The templates cannot be used:\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}

for (const [name, sample] of Object.entries(ALL_SAMPLE_COMPANIES)) {
  mkdirSync(join(folder, name), { recursive: true });
  for (const kind of KINDS) {
    const reason = documentNotApplicable(sample.profile, kind);
    const base = join(folder, name, kind);
    if (reason) {
      writeFileSync(`${base}.no-aplica.txt`, `${reason}\n`);
      continue;
    }
    const spec = PROTOCOLS[kind].build({ ...sample, profileVersion: 1, provider, generatedOn });
    writeFileSync(`${base}.pdf`, await renderDocument(spec));
    writeFileSync(`${base}.txt`, documentText(spec));
  }
}
writeFileSync(join(folder, 'mensajes.txt'), sampleMessagesText());
process.stdout.write(
  `${Object.keys(ALL_SAMPLE_COMPANIES).length} empresas en ${folder}\n${KINDS.map((kind) => `  ${kind}: redacción ${protocolWordingVersion(kind)}`).join('\n')}\n`,
);
