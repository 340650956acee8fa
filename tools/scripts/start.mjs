#!/usr/bin/env node
/**
 * `npm start`: builds the GCUK storefront (cached by Nx when nothing changed), then runs the gateway (seeding an
 * empty database on first start) and the storefront server, both in production mode (start-env.mjs). `npm run dev`
 * runs the storefront with Vite and the gateway in development mode (GraphiQL, introspection, /dev/mail/) instead.
 * Every process shares this terminal; Ctrl+C stops them all.
 */
import { spawn, spawnSync } from 'node:child_process';
import { gatewayStartEnv } from './start-env.mjs';

const dev = process.argv.includes('--dev');
const env = { ...process.env, NX_TUI: 'false' };

if (!dev) {
  const build = spawnSync('npx', ['nx', 'run', 'gcuk:build', '--outputStyle=stream'], { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const processes = [
  { name: 'gateway', command: process.execPath, args: ['--import', 'tsx', 'apps/gateway/src/main.ts'], env: gatewayStartEnv(env, { dev }) },
  { name: 'gcuk', command: process.execPath, args: ['apps/gcuk/server.mjs'], env: { ...env, NODE_ENV: dev ? 'development' : 'production' } },
];

let stopping = false;
const children = processes.map(({ name, command, args, env: childEnv }) => {
  const child = spawn(command, args, { stdio: 'inherit', env: childEnv });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
      stop(code ?? 1);
    }
  });
  return child;
});

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
