// A worker for the tests of lib/task-thread.ts: echoes, fails, spins or hoards memory as the task says.
import { serveTasks } from '../lib/task-thread.js';

export type FixtureTask =
  | { kind: 'echo'; value: string }
  | { kind: 'fail' }
  | { kind: 'later'; value: string }
  | { kind: 'failLater' }
  | { kind: 'spin'; ms: number }
  | { kind: 'hoard'; megabytes: number };

const hoard: string[][] = [];

const inAMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

serveTasks((task: FixtureTask) => {
  if (task.kind === 'echo') return task.value.toUpperCase();
  if (task.kind === 'fail') throw new Error('no se puede');
  if (task.kind === 'later') return inAMoment().then(() => task.value.toUpperCase());
  if (task.kind === 'failLater') return inAMoment().then(() => Promise.reject(new Error('tampoco')));
  if (task.kind === 'spin') {
    const until = Date.now() + task.ms;
    while (Date.now() < until) {
      // busy: the event loop of this thread is held, as by a hostile input
    }
    return 'spun';
  }
  for (let i = 0; i < task.megabytes; i++) hoard.push(Array.from({ length: 32_768 }, (_, j) => `${i}:${j}`));
  return hoard.length;
});
