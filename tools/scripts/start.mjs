#!/usr/bin/env node
/**
 * `npm start`: the gateway (seeding an empty database on first start) and, once they exist, the storefronts.
 * Every process shares this terminal; Ctrl+C stops them all.
 */
import { spawn } from 'node:child_process';

const processes = [{ name: 'gateway', command: process.execPath, args: ['--import', 'tsx', 'apps/gateway/src/main.ts'] }];

const children = processes.map(({ name, command, args }) => {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
