/** CPU time of processes from /proc (Linux), to turn a throughput into CPU milliseconds per request. */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10;

/** [parent pid, user + system ms] of a process, or undefined once it is gone. */
function stat(pid: number): [number, number] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return [Number(fields[1]), (Number(fields[11]) + Number(fields[12])) * TICK_MS];
  } catch {
    return undefined;
  }
}

/** CPU ms used so far by `pid` alone. */
export function processCpuMs(pid: number): number {
  return stat(pid)?.[1] ?? 0;
}

/** CPU ms used so far by each child of `pid` (PostgreSQL's backends under its postmaster). */
export function childrenCpuMs(pid: number): Map<number, number> {
  const children = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s && s[0] === pid) children.set(Number(entry), s[1]);
  }
  return children;
}

/** CPU ms the children used between two readings; a child that ended in between is not counted. */
export function childrenCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
