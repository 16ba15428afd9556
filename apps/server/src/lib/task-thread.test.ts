import { describe, expect, it } from 'vitest';
import type { FixtureTask } from '../test-support/task-thread-worker.js';
import { createTaskThread, TaskThreadError } from './task-thread.js';

const fixture = (options: { timeoutMs?: number; maxOldGenerationSizeMb?: number } = {}) =>
  createTaskThread<FixtureTask, unknown>({
    entry: 'task-thread-worker',
    from: new URL('../test-support/task-thread-worker.ts', import.meta.url).href,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxOldGenerationSizeMb
      ? { resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb } }
      : {}),
  });

/** The tasks sent at once to a fresh thread: each one's result, or its error's message. */
async function outcomes(tasks: FixtureTask[]) {
  const thread = fixture();
  const results = await Promise.allSettled(tasks.map((task) => thread.run(task)));
  return results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.message));
}

describe('a task thread', () => {
  it('runs tasks in order and passes on their errors', async () => {
    expect(await outcomes([{ kind: 'echo', value: 'uno' }, { kind: 'fail' }, { kind: 'echo', value: 'dos' }])).toEqual([
      'UNO',
      'task-thread-worker: no se puede',
      'DOS',
    ]);
  });

  it('answers with what an asynchronous task resolves or rejects with, in order', async () => {
    expect(
      await outcomes([{ kind: 'later', value: 'uno' }, { kind: 'failLater' }, { kind: 'echo', value: 'dos' }]),
    ).toEqual(['UNO', 'task-thread-worker: tampoco', 'DOS']);
  });

  it('abandons a task past its time, and the tasks behind it run on a fresh thread', async () => {
    const thread = fixture({ timeoutMs: 1_500 });
    await thread.run({ kind: 'echo', value: 'warm' });
    const started = Date.now();
    const [stuck, next] = await Promise.allSettled([
      thread.run({ kind: 'spin', ms: 60_000 }),
      thread.run({ kind: 'echo', value: 'después' }),
    ]);
    expect(stuck.status === 'rejected' && stuck.reason).toBeInstanceOf(TaskThreadError);
    expect(stuck.status === 'rejected' && (stuck.reason as TaskThreadError).reason).toBe('timeout');
    expect(next).toEqual({ status: 'fulfilled', value: 'DESPUÉS' });
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('loses only the thread when a task needs more memory than its limit', async () => {
    const thread = fixture({ maxOldGenerationSizeMb: 48 });
    await expect(thread.run({ kind: 'hoard', megabytes: 400 })).rejects.toMatchObject({ reason: 'crashed' });
    await expect(thread.run({ kind: 'echo', value: 'sigue' })).resolves.toBe('SIGUE');
  });
});
