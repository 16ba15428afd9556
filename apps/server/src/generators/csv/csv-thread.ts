import { createTaskThread } from '../../lib/task-thread.js';
import type { SignupCsvLimits, SignupCsvReading } from './csv-tasks.js';
import type { CsvTask } from './csv-worker.js';

const thread = createTaskThread<CsvTask, SignupCsvReading>({ entry: 'csv-worker', from: import.meta.url });

/**
 * The CPU-bound CSV work (decoding and splitting files of up to 5 MB) runs on one worker thread, so
 * that an agency's large upload never holds the event loop that answers everyone else.
 */
export const csvThread = {
  readSignupCsv: (bytes: Uint8Array, limits: SignupCsvLimits) => thread.run({ kind: 'readSignup', bytes, limits }),
};
