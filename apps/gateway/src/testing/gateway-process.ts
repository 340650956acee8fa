import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | string | null>;
  kill(signal: NodeJS.Signals): Promise<number | string | null>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

class GatewayStartError extends Error {
  constructor(readonly output: string) {
    super(`The gateway did not start:\n${output}`);
  }
}

/** Starts apps/gateway's main.ts in a child process, as `npm run gateway` does; resolves once it listens. */
async function startOnce(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/main.ts'], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'info', SEED: 'false', GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"gateway listening"')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new GatewayStartError(output)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    kill(signal) {
      child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts the gateway, waiting while the embedded database of a process that was killed is still locked (its lock
 * goes stale after 15 s), up to `timeoutMs`.
 */
export async function startGateway(env: Record<string, string>, timeoutMs = 60_000): Promise<GatewayProcess> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await startOnce(env);
    } catch (error) {
      const locked = error instanceof GatewayStartError && error.output.includes('in use by another process');
      if (!locked || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}
