// CPU time (user + system, every thread) of processes, read from /proc: what a process really spent, unlike a
// sampling profile, which also counts the time a thread waited for a core. Linux only.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU milliseconds `pid` has used so far, or 0 once it has gone. */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU milliseconds used so far by every process whose command line matches `pattern` (PostgreSQL's, say). */
export function cpuMsMatching(pattern) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let command;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (pattern.test(command)) total += cpuMsOf(pid);
  }
  return total;
}
