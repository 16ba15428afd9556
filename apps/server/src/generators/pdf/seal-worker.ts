import { serveTasks } from '../../lib/task-thread.js';
import { inspectSeal } from './seal-inspection.js';

/** The seal thread: inspects uploaded PDFs, one at a time, away from the event loop. */
serveTasks((pdf: Uint8Array) => inspectSeal(pdf));
