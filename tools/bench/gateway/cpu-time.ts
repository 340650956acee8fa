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

/** CPU ms used so far by the children of `pid` (PostgreSQL's backends under its postmaster). */
export function childrenCpuMs(pid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s && s[0] === pid) total += s[1];
  }
  return total;
}
