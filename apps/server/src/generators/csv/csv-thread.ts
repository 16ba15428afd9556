import { createTaskThread } from '../../lib/task-thread.js';
import { readSignupCsv, type SignupCsvLimits, type SignupCsvReading } from './csv-tasks.js';
import type { CsvTask } from './csv-worker.js';

const thread = createTaskThread<CsvTask, SignupCsvReading>({ entry: 'csv-worker', from: import.meta.url });

/**
 * Files up to this size are read where they arrive: 16 KB (some 600 lines) read in about 0.2 ms, less than the
 * trip to the thread and back costs, and too little to hold the event loop whatever they contain.
 */
const READ_IN_PLACE_BYTES = 16 * 1024;

/**
 * The CPU-bound CSV work (decoding and splitting files of up to 5 MB) runs on one worker thread, so
 * that an agency's large upload never holds the event loop that answers everyone else.
 */
export const csvThread = {
  readSignupCsv: async (bytes: Uint8Array, limits: SignupCsvLimits) =>
    bytes.length <= READ_IN_PLACE_BYTES
      ? readSignupCsv(bytes, limits)
      : thread.run({ kind: 'readSignup', bytes, limits }),
};
