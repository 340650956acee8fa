#!/usr/bin/env node
/** `npm run storefront`: the storefront server of BUILD_KEY's brand (default GCUK) alone, from its family app. */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the scripts run the storefront server's own build helpers
import { familyAppOf, workspaceRoot } from '../../libs/storefront/server/src/storefront-build.mjs';

const buildKey = (process.env.BUILD_KEY || 'GCUK').toUpperCase();
const app = familyAppOf(buildKey);
if (!app) {
  console.error(`BUILD_KEY ${buildKey} is not a brand: the build keys are the folders of brands/.`);
  process.exit(1);
}
process.env.BUILD_KEY = buildKey;
await import(pathToFileURL(join(workspaceRoot, 'apps', app, 'server.mjs')).href);
