#!/usr/bin/env node
/**
 * `npm start`: builds the storefront of one brand (BUILD_KEY, default GCUK) with its family app, then runs the gateway
 * (seeding an empty database on first start) and that storefront server, both in production mode (start-env.mjs).
 * `npm run dev` runs the storefront with Vite and the gateway in development mode (GraphiQL, introspection,
 * /dev/mail/) instead. Every process shares this terminal; Ctrl+C stops them all.
 */
import { spawnSync } from 'node:child_process';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the scripts run the storefront server's own build helpers
import { familyAppOf } from '../../libs/storefront/server/src/storefront-build.mjs';
import { runTogether } from './run-together.mjs';
import { gatewayStartEnv } from './start-env.mjs';

const dev = process.argv.includes('--dev');
const buildKey = (process.env.BUILD_KEY || 'GCUK').toUpperCase();
const app = familyAppOf(buildKey);
if (!app) {
  console.error(`BUILD_KEY ${buildKey} is not a brand: the build keys are the folders of brands/ (e.g. GCUK, CB, CBDE, CKUK, GCSFR).`);
  process.exit(1);
}
const env = { ...process.env, NX_TUI: 'false', BUILD_KEY: buildKey };

if (!dev) {
  const build = spawnSync('npx', ['nx', 'run', `${app}:build`, '--outputStyle=stream'], { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const processes = [
  { name: 'gateway', command: process.execPath, args: ['--import', 'tsx', 'apps/gateway/src/main.ts'], env: gatewayStartEnv(env, { dev }) },
  { name: buildKey, command: process.execPath, args: [`apps/${app}/server.mjs`], env: { ...env, NODE_ENV: dev ? 'development' : 'production' } },
];

runTogether(processes);
