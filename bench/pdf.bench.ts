// Benchmark (not a test): protocol PDFs and invoice PDFs generated per second, one document type at a time, on
// one core (generation is synchronous CPU work in the event loop), the templates read and filled for every document.
//   npm run bench:pdf

import { renderInvoicePdf } from '../apps/server/src/generators/pdf/invoice-pdf.js';
import { renderProtocol } from '../apps/server/src/generators/pdf/protocol-pdfs.js';
import { REVIEW_COMPANIES } from '../apps/server/src/generators/pdf/review-profiles.js';
import { sampleInvoice } from './sample-invoice.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// The largest of the sample profiles: a 120-worker security firm that is also its clients' processor (special
// categories, CCTV, geolocation, criminal records, LGTBI annex), its wording filled from the templates each time.
const sample = REVIEW_COMPANIES.seguridad;
if (!sample) throw new Error('The security firm sample is missing.');
const { company, profile } = sample;
const context = { company, profile, profileVersion: 1 };
const provider = {
  legalName: 'Cumplia Soluciones Normativas S.L.',
  nif: 'B38990016',
  address: 'Santa Cruz de Tenerife',
  email: 'hola@cumplia.example',
};

/** Renders `render` for SECONDS after one warm-up and prints PDFs per second (wall and CPU) and its size. */
async function measure(label: string, render: () => Promise<Buffer>) {
  await render();
  let count = 0;
  let bytes = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    bytes = (await render()).length;
    count++;
  }
  const perSecond = count / ((performance.now() - started) / 1000);
  // On a shared machine wall time includes waiting for a core; CPU time is what one core would take.
  const used = process.cpuUsage(cpu);
  const perCpuSecond = count / ((used.user + used.system) / 1e6);
  console.log(
    `  ${label.padEnd(12)} ${perSecond.toFixed(1).padStart(6)} PDFs/s   ${perCpuSecond.toFixed(1).padStart(6)} PDFs per CPU-second   ${(bytes / 1024).toFixed(1)} KB each`,
  );
}

console.log(`PDFs, sequential, ${SECONDS} s per type:`);
for (const kind of ['lopd', 'acoso', 'desconexion'] as const) {
  await measure(kind, () => renderProtocol(kind, { ...context, provider, generatedOn: '21/11/2026' }));
}
await measure('invoice', () =>
  renderInvoicePdf(
    sampleInvoice({ ...provider, phone: '+34 922 000 000', registry: 'Registro Mercantil de Santa Cruz de Tenerife' }),
  ),
);
