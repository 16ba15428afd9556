import { serveTasks } from '../../lib/task-thread.js';
import { readSignupCsv, type SignupCsvLimits } from './csv-tasks.js';

export type CsvTask = { kind: 'readSignup'; bytes: Uint8Array; limits: SignupCsvLimits };

/** The CSV thread: runs the CPU-bound CSV work of uploads, one task at a time. */
serveTasks((task: CsvTask) => readSignupCsv(task.bytes, task.limits));
