import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * CPU time (user + system, ms) of a process and its descendants, from /proc; 0 where /proc is missing. Ended
 * descendants count through their parents' cutime and cstime: PostgreSQL's backends end when a pool closes an idle
 * connection, and their CPU must not leave the total.
 */
export function processTreeCpuMs(rootPid: number): number {
  const stats = new Map<number, { ppid: number; ms: number }>();
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const name of names) {
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.set(Number(name), { ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS });
    } catch {
      // the process ended meanwhile
    }
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  for (const queue = [rootPid]; queue.length; ) {
    const pid = queue.pop() as number;
    total += stats.get(pid)?.ms ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The postmaster's pid when PostgreSQL runs on this machine (its data directory is readable here), else null. */
export async function postgresPid(databaseUrl: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select setting from pg_settings where name = 'data_directory'`);
    return Number(readFileSync(`${rows[0].setting}/postmaster.pid`, 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}
