import { Worker } from 'node:worker_threads';
import type { SignupCsvLimits, SignupCsvReading } from './csv-tasks.js';
import type { CsvTask, CsvTaskOutcome } from './csv-worker.js';

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };
type TaskInput = CsvTask extends infer T ? (T extends CsvTask ? Omit<T, 'id'> : never) : never;

/**
 * Where the CSV thread's code is: beside this module in the source tree (run through tsx by the tests and
 * `npm run dev`), and `csv-worker.js` beside the bundle (`dist/server.js`) after the build.
 */
function startWorker(): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const entry = new URL('./csv-worker.ts', import.meta.url).href;
    const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
    return new Worker(bootstrap, { eval: true });
  }
  return new Worker(new URL('./csv-worker.js', import.meta.url));
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const task of pending.values()) task.reject(error);
  pending.clear();
}

function thread(): Worker {
  if (worker) return worker;
  const started = startWorker();
  // An idle CSV thread must not keep the process alive; a task under way does (see `run`).
  started.unref();
  started.on('message', (outcome: CsvTaskOutcome) => {
    const task = pending.get(outcome.id);
    if (!task) return;
    pending.delete(outcome.id);
    if (pending.size === 0) started.unref();
    if ('error' in outcome) task.reject(new Error(`CSV thread: ${outcome.error}`));
    else task.resolve(outcome.result);
  });
  const lost = (error: Error) => {
    if (worker === started) worker = null;
    failAll(error);
  };
  started.on('error', lost);
  started.on('exit', (code) => lost(new Error(`CSV thread exited with code ${code}`)));
  worker = started;
  return started;
}

function run<T>(task: TaskInput): Promise<T> {
  const target = thread();
  const id = ++nextId;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
    target.ref();
    target.postMessage({ ...task, id });
  });
}

/**
 * The CPU-bound CSV work (decoding and splitting files of up to 5 MB) runs on one worker thread, so
 * that an agency's large upload never holds the event loop that answers everyone else. Tasks
 * queue on that one thread: at most one core goes to CSV work.
 */
export const csvThread = {
  readSignupCsv: (bytes: Uint8Array, limits: SignupCsvLimits) =>
    run<SignupCsvReading>({ kind: 'readSignup', bytes, limits }),
};
