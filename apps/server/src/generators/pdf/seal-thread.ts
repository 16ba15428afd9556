import { createTaskThread } from '../../lib/task-thread.js';
import type { SealInspection } from './seal-inspection.js';

/**
 * Uploaded PDFs are untrusted: their seal is inspected on a worker thread, so a hostile file (thousands of
 * compressed streams, a decompression bomb, deep nesting) never holds the event loop. A file that takes longer
 * than the timeout, or more memory than the limits, fails alone (TaskThreadError) and the thread restarts.
 */
const thread = createTaskThread<Uint8Array, SealInspection>({
  entry: 'seal-worker',
  from: import.meta.url,
  timeoutMs: 5_000,
  resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 },
});

export const inspectSealOffThread = (pdf: Uint8Array) => thread.run(pdf);
