import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(__dirname, '..', '..');

/** Production refuses the development secrets and does not seed by itself: the benchmarks' gateways get these. */
export const BENCH_PRODUCTION_ENV: Record<string, string> = JSON.parse(readFileSync(join(__dirname, 'production-env.json'), 'utf8'));

/**
 * Starts apps/gateway/src/main.ts in production mode (payments through the sandbox) on `port` with `env` added, and
 * waits for /readyz.
 * `execArgv` adds Node options (e.g. a CPU profile).
 */
export async function startGateway(port: number, env: Record<string, string>, execArgv: string[] = []): Promise<ChildProcess> {
  const child = fork(join(root, 'apps/gateway/src/main.ts'), [], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...BENCH_PRODUCTION_ENV, PAYMENT_PROVIDER: 'sandbox', GATEWAY_PORT: String(port), ...env },
    execArgv: ['--import', 'tsx', ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok).catch(() => false)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the gateway did not become ready');
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** The latencies of each step as a markdown table: count, rate over `elapsedSeconds`, p50 and p99. */
export function printSteps(latencies: Record<string, number[]>, elapsedSeconds: number) {
  console.log('| step | count | per second | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [step, list] of Object.entries(latencies)) {
    console.log(`| ${step} | ${list.length} | ${(list.length / elapsedSeconds).toFixed(1)} | ${percentile(list, 50).toFixed(1)} | ${percentile(list, 99).toFixed(1)} |`);
  }
}

/** Runs a benchmark's main, prints its failure and sets the exit code, and always stops the processes it started. */
export function runBench(main: () => Promise<void>, children: readonly { kill(signal: NodeJS.Signals): unknown }[]) {
  main()
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exitCode = 1;
    })
    .finally(() => {
      for (const child of children) child.kill('SIGTERM');
    });
}
