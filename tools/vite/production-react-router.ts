import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const production: Record<string, string> = {
  'react-router': join(packageDir, 'dist', 'production', 'index.mjs'),
  'react-router/dom': join(packageDir, 'dist', 'production', 'dom-export.mjs'),
};

/**
 * React Router's package exports only its development build (`dist/development`), which differs from
 * `dist/production` in one constant, ENABLE_DEV_WARNINGS: with it on, the browser's bundle carries the warnings' checks
 * and texts and React Router's "Hey developer" error page. The client build takes the production files. The server
 * build keeps the package's own, as @react-router/node imports it there: two copies in one process would not share
 * the router's contexts.
 */
export function productionReactRouter(): Plugin {
  return {
    name: 'giftshop:production-react-router',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: { filter: { id: /^react-router(\/dom)?$/ }, handler: (id) => production[id] ?? null },
  };
}
