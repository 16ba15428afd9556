import { parentPort, type ResourceLimits, Worker } from 'node:worker_threads';

/** A task the thread gave up on: it ran past its time, or the thread died running it (out of memory). */
export class TaskThreadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'crashed',
    message: string,
  ) {
    super(message);
  }
}

type Queued = {
  task: unknown;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
};

type Outcome = { result: unknown } | { error: string };

export type TaskThreadOptions = {
  /** The worker module's name without extension, beside the module that creates the thread. */
  entry: string;
  /** Where that module is: `import.meta.url` of the module that creates the thread. */
  from: string;
  /** A task running longer is abandoned and its thread terminated (the next task gets a fresh one). */
  timeoutMs?: number;
  resourceLimits?: ResourceLimits;
};

/**
 * The worker of `entry`: beside the creating module in the source tree (run through tsx by the tests and
 * `npm run dev`), and `<entry>.js` beside the bundle after the build (scripts/build.mjs bundles each entry).
 */
function startWorker(options: TaskThreadOptions): Worker {
  const limits = options.resourceLimits ? { resourceLimits: options.resourceLimits } : {};
  if (options.from.endsWith('.ts')) {
    const entry = new URL(`./${options.entry}.ts`, options.from).href;
    const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
    // The workspace packages from their sources too (`source` export condition), as the creating process reads them:
    // a test run needs no build first.
    return new Worker(bootstrap, { eval: true, execArgv: [...process.execArgv, '--conditions=source'], ...limits });
  }
  return new Worker(new URL(`./${options.entry}.js`, options.from), limits);
}

/**
 * One worker thread that runs CPU-bound tasks one at a time, so that heavy or hostile input never holds the
 * event loop that answers everyone else: at most one core goes to these tasks. With `timeoutMs`, a task that
 * runs too long is abandoned and its thread terminated; with `resourceLimits`, a task that needs too much
 * memory kills only its thread. Either way the task fails with a TaskThreadError and the queue goes on.
 */
export function createTaskThread<Task, Result>(options: TaskThreadOptions) {
  const queue: Queued[] = [];
  let worker: Worker | null = null;
  let running: (Queued & { timer: NodeJS.Timeout | undefined }) | null = null;

  function settle(outcome: { result: unknown } | { error: Error }) {
    const task = running;
    if (!task) return;
    running = null;
    clearTimeout(task.timer);
    if ('error' in outcome) task.reject(outcome.error);
    else task.resolve(outcome.result);
    next();
  }

  function dropWorker(error: TaskThreadError) {
    const stopped = worker;
    worker = null;
    void stopped?.terminate();
    settle({ error });
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = startWorker(options);
    started.on('message', (outcome: Outcome) => {
      if (started !== worker) return;
      settle('error' in outcome ? { error: new Error(`${options.entry}: ${outcome.error}`) } : outcome);
    });
    const lost = (error: Error) => {
      if (started !== worker) return;
      dropWorker(new TaskThreadError('crashed', `${options.entry} thread stopped: ${error.message}`));
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`exit code ${code}`)));
    worker = started;
    return started;
  }

  function next() {
    if (running) return;
    const task = queue.shift();
    if (!task) {
      // An idle thread must not keep the process alive.
      worker?.unref();
      return;
    }
    const target = thread();
    target.ref();
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(
            () => dropWorker(new TaskThreadError('timeout', `${options.entry} task ran past ${options.timeoutMs} ms`)),
            options.timeoutMs,
          );
    running = { ...task, timer };
    target.postMessage(task.task);
  }

  return {
    run(task: Task): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ task, resolve: resolve as (result: unknown) => void, reject });
        next();
      });
    },
  };
}

/**
 * The worker side: answers each task the thread posts with `handle`'s result (awaited when it is a promise), or
 * the error's message. The thread posts the next task only once this one is answered.
 */
export function serveTasks<Task>(handle: (task: Task) => unknown) {
  parentPort?.on('message', async (task: Task) => {
    let outcome: Outcome;
    try {
      outcome = { result: await handle(task) };
    } catch (error) {
      outcome = { error: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(outcome);
  });
}
