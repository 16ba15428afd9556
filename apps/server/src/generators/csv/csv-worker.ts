import { parentPort } from 'node:worker_threads';
import { readSignupCsv, type SignupCsvLimits } from './csv-tasks.js';

export type CsvTask = { id: number; kind: 'readSignup'; bytes: Uint8Array; limits: SignupCsvLimits };

export type CsvTaskOutcome = { id: number; result: unknown } | { id: number; error: string };

/** The CSV thread: runs the CPU-bound CSV work of uploads, one task at a time. */
parentPort?.on('message', (task: CsvTask) => {
  let outcome: CsvTaskOutcome;
  try {
    const result = readSignupCsv(task.bytes, task.limits);
    outcome = { id: task.id, result };
  } catch (error) {
    outcome = { id: task.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(outcome);
});
