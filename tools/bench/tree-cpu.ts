/**
 * CPU time spent so far by a process and everything it started, read from Linux's /proc: each live
 * process's own user and system time plus what its reaped children spent (`cutime`, `cstime`). GNU time
 * gives a command's total only at its end; read at each mark of a build's log, this splits it by phase.
 * Undefined where /proc is missing (macOS).
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Fields of /proc/PID/stat after the command name, which may hold spaces: index 0 is the state. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Ticks of a process (utime, stime, cutime, cstime: fields 14 to 17 of stat) and of its live descendants. */
function treeTicks(pid: number): number | undefined {
  const fields = statFields(pid);
  if (!fields) return undefined;
  const own = fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
  return childPids(pid).reduce((sum, child) => sum + (treeTicks(child) ?? 0), own);
}

export function treeCpuMs(pid: number): number | undefined {
  const ticks = treeTicks(pid);
  return ticks === undefined ? undefined : Math.round((ticks * 1000) / TICKS_PER_SECOND);
}
