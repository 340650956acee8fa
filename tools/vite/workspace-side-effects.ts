import type { Plugin } from 'vite';

/** A workspace library's TypeScript module, with or without a query (the filter is checked by the bundler). */
const LIBRARY_MODULE = /\/libs\/[^?]+\.tsx?(\?|$)/;
/** Imported for what it does, not for an export (`apps/<family>/app/entry.client.tsx`). */
const RUN_ON_IMPORT = /\/libs\/storefront\/app\/src\/entry\.client\.tsx(\?|$)/;

/**
 * Tells the bundler that the workspace libraries' modules do nothing when imported but define exports (their CSS
 * keeps its side effect). The libraries are imported through their `src/index.ts`, and without this every module a
 * library's index names — with its CSS, its documents and its packages — lands in every page that uses any part of
 * it, because a top-level call such as `object({…})` or `defineMessages({…})` may have side effects as far as the
 * bundler knows.
 */
export function workspaceSideEffects(): Plugin {
  return {
    name: 'giftshop:workspace-side-effects',
    transform: {
      filter: { id: { include: LIBRARY_MODULE, exclude: [/\/node_modules\//, RUN_ON_IMPORT] } },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}
