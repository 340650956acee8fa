import { spawn } from 'node:child_process';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { HTTP_NICENESS_BESIDE_JOBS } from './cluster';
import { testDatabaseUrl } from './testing/database-copies';

const root = join(__dirname, '..', '..', '..');
type LogLine = Record<string, unknown>;

/**
 * Needs PostgreSQL (DATABASE_URL; the CI pass on PostgreSQL runs it): the embedded database is opened by one
 * process. The processes share a copy of the seeded database of their own; the job worker stays off.
 */
const describeOnPostgres = process.env['DATABASE_URL'] ? describe : describe.skip;

describeOnPostgres('a gateway of several processes', () => {
  it('serves from every process, replaces one that crashes and stops gracefully', async () => {
    const databaseUrl = (await testDatabaseUrl()) as string;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '', NODE_ENV: 'test', SEED: 'false', JOBS_ENABLED: 'false', GATEWAY_PROCESSES: '2', GATEWAY_PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const lines: LogLine[] = [];
    const listeners: (() => void)[] = [];
    createInterface({ input: child.stdout }).on('line', (text) => {
      try {
        lines.push(JSON.parse(text));
      } catch {
        return;
      }
      for (const listener of listeners) listener();
    });
    const listening = () => lines.filter((l) => l['msg'] === 'gateway listening');
    const until = (done: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out; log: ${JSON.stringify(lines)}`)), 60_000);
        const check = () => done() && (clearTimeout(timer), resolve());
        listeners.push(check);
        check();
      });
    try {
      await until(() => listening().length === 2);
      const [first, second] = listening();
      expect(first['pid']).not.toBe(second['pid']);
      const base = String(first['url']).replace('/graphql', '');
      const ready = async () => (await fetch(`${base}/readyz`)).status;
      expect(await Promise.all([ready(), ready(), ready(), ready()])).toEqual([200, 200, 200, 200]);

      process.kill(Number(first['pid']), 'SIGKILL');
      await until(() => listening().length === 3 && lines.some((l) => l['msg'] === 'gateway process exited'));
      expect(listening()[2]['pid']).not.toBe(first['pid']);
      expect(await Promise.all([ready(), ready(), ready(), ready()])).toEqual([200, 200, 200, 200]);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 120_000);

  it('runs jobs and the outbox in a process of their own beside the HTTP process (JOBS_PROCESS)', async () => {
    const databaseUrl = (await testDatabaseUrl()) as string;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '', NODE_ENV: 'test', SEED: 'false', JOBS_PROCESS: 'true', GATEWAY_PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const lines: LogLine[] = [];
    const seen = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; log: ${JSON.stringify(lines)}`)), 60_000);
      createInterface({ input: child.stdout }).on('line', (text) => {
        try {
          lines.push(JSON.parse(text));
        } catch {
          return;
        }
        const messages = lines.map((l) => l['msg']);
        if (!messages.includes('gateway listening') || !messages.includes('jobs process started')) return;
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await seen;
      const pids = (msg: string) => lines.filter((l) => l['msg'] === msg).map((l) => l['pid']);
      expect(pids('gateway listening')).toHaveLength(1);
      expect(pids('jobs process started')).toHaveLength(1);
      expect(pids('jobs process started')[0]).not.toBe(pids('gateway listening')[0]);
      // Issuing runs first on a saturated machine: the HTTP process is the nicer one.
      expect(getPriority(Number(pids('jobs process started')[0]))).toBe(getPriority(child.pid));
      expect(getPriority(Number(pids('gateway listening')[0]))).toBe(Math.min(19, getPriority(child.pid) + HTTP_NICENESS_BESIDE_JOBS));
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 120_000);
});
