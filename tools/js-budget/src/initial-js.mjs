/**
 * The initial JavaScript of a page of a brand build: every script its HTML loads before the page is interactive
 * (the client entry and its imports, and the module and imports of each route from the root to the page), each
 * counted once, gzip-compressed as the storefront sends them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The route ids from the root down to `routeId`. */
function chain(routes, routeId) {
  const ids = [];
  for (let id = routeId; id; id = routes[id]?.parentId) {
    if (!routes[id]) throw new Error(`No route ${id} in the build`);
    ids.unshift(id);
  }
  return ids;
}

export async function initialJs(buildDirectory, routeId) {
  const { assets } = await import(pathToFileURL(join(buildDirectory, 'server', 'index.js')).href);
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const id of chain(assets.routes, routeId)) {
    const route = assets.routes[id];
    if (route.module) files.add(route.module);
    // Split route modules (`v8_splitRouteModules`): the page's module script imports these at hydration too.
    for (const split of ['clientActionModule', 'clientLoaderModule', 'clientMiddlewareModule', 'hydrateFallbackModule']) if (route[split]) files.add(route[split]);
    for (const file of route.imports ?? []) files.add(file);
  }
  const sizes = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(buildDirectory, 'client', file))).length }));
  return { total: sizes.reduce((sum, { gzip }) => sum + gzip, 0), files: sizes.sort((a, b) => b.gzip - a.gzip) };
}
