/**
 * Child processes of the smoke run. Each runs in its own process group, so stopping one stops what it started too
 * (Vite's workers, npx shims); every process still running when the run ends, fails or runs out of time is killed.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const running = new Set();
const OUTPUT_KEPT = 6000;

/** Starts `command` in its own process group; its output is kept (the last few kB) for error messages. */
export function start(command, args, { cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const handle = { child, exited, output: () => output };
  running.add(handle);
  exited.then(() => running.delete(handle));
  return handle;
}

function signalGroup(handle, signal) {
  try {
    process.kill(-handle.child.pid, signal);
  } catch {
    // the group has already exited
  }
}

/** Stops a process group: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stop(handle, graceMs = 3000) {
  if (!running.has(handle)) return;
  signalGroup(handle, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(handle, 'SIGKILL'), graceMs);
  await handle.exited;
  clearTimeout(timer);
}

/** Kills every process group this run started, at once (for exits, failures and the time limit). */
export function killAll() {
  for (const handle of running) signalGroup(handle, 'SIGKILL');
}

/** Runs a command to its end; rejects with the tail of its output when it fails or takes longer than `timeoutMs`. */
export async function run(command, args, { cwd, env, timeoutMs, label }) {
  const handle = start(command, args, { cwd, env });
  const timer = setTimeout(() => signalGroup(handle, 'SIGKILL'), timeoutMs);
  const { code, signal, error } = await handle.exited;
  clearTimeout(timer);
  if (code === 0) return handle.output();
  const why = error
    ? error.message
    : signal
      ? `was killed (${signal}) after ${timeoutMs} ms at most`
      : `exited with ${code}`;
  throw new Error(`${label} ${why}:\n${handle.output()}`);
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; fails early when the process serving it exits. */
export async function waitForOk(url, handle, { timeoutMs, label }) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  handle.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${label} exited before ${url} answered:\n${handle.output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label}: ${url} did not answer 200 within ${timeoutMs} ms:\n${handle.output()}`);
}
