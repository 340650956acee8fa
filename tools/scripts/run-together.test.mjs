import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const runner = fileURLToPath(new URL('./test-fixtures/runner.mjs', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check, what, ms = 10_000) {
  for (const start = Date.now(); Date.now() - start < ms; await sleep(50)) if (check()) return;
  assert.fail(`timed out waiting for ${what}`);
}

async function startRunner() {
  const directory = mkdtempSync(join(tmpdir(), 'run-together-'));
  const files = [join(directory, 'first.pid'), join(directory, 'second.pid')];
  const child = spawn(process.execPath, [runner, ...files], { stdio: 'ignore' });
  await until(() => files.every((file) => existsSync(file) && readFileSync(file, 'utf8') !== ''), 'both servers to start');
  return { child, pids: files.map((file) => Number(readFileSync(file, 'utf8'))) };
}

test('the processes stop when the runner is killed with SIGKILL, which it cannot pass on', async () => {
  const { child, pids } = await startRunner();
  assert.ok(pids.every(alive));
  child.kill('SIGKILL');
  await until(() => !pids.some(alive), 'both servers to stop');
});

test('SIGTERM to the runner stops every process, as Ctrl+C does', async () => {
  const { child, pids } = await startRunner();
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  await until(() => !pids.some(alive), 'both servers to stop');
});
