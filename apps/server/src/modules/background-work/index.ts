// The background-work module's public face: the per-item state every job shares (work-items.ts) and the staff
// screen of dead items. Its other files are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).

export { stoppedWorkRoutes } from './stopped-work.routes.js';
export {
  deadAndWaiting,
  leaseWorkItems,
  MAX_WORK_ATTEMPTS,
  notHeldBack,
  workItemDone,
  workItemFailed,
  workRetryDelaySeconds,
} from './work-items.js';
