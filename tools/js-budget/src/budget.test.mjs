/**
 * The JavaScript budget (docs/performance.md, "JavaScript budget"): the initial JavaScript of each page type of a
 * brand build, in KB gzip (1 KB = 1,024 bytes), may not grow past tools/js-budget/budgets.json. Reads the production
 * builds that `nx run gcuk:build` and `nx run cb:build` write (dist/apps/<app>/<KEY>, or under STOREFRONT_DIST_DIR).
 * A page that shrank leaves headroom: lower its budget to what it now needs plus a few KB.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
// eslint-disable-next-line @nx/enforce-module-boundaries -- where a family app's build of a brand is written
import { storefrontBuild } from '../../../libs/storefront/server/src/storefront-build.mjs';
import { initialJs } from './initial-js.mjs';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));
const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'));
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

for (const [buildKey, { app, routes }] of Object.entries(budgets)) {
  describe(`${buildKey} initial JavaScript`, () => {
    const { buildDirectory } = storefrontBuild(join(workspaceRoot, 'apps', app), buildKey);
    for (const [routeId, budgetKb] of Object.entries(routes)) {
      it(`${routeId} within ${budgetKb} KB gzip`, async () => {
        assert.ok(
          existsSync(join(buildDirectory, 'server', 'index.js')),
          `No build in ${buildDirectory}: run BUILD_KEY=${buildKey} npx nx run ${app}:build`,
        );
        const { total, files } = await initialJs(buildDirectory, routeId);
        const largest = files
          .slice(0, 5)
          .map(({ file, gzip }) => `${file} ${kb(gzip)} KB`)
          .join(', ');
        assert.ok(
          kb(total) <= budgetKb,
          `${buildKey} ${routeId}: ${kb(total)} KB gzip over its budget of ${budgetKb} KB (largest: ${largest}); node tools/js-budget/src/explain.mjs says what it is made of`,
        );
      });
    }
  });
}
