import type { Plugin } from 'vite';

const LIBRARY_SOURCE = /\/libs\/[^?]+\.tsx?$/;
/** Imported for what it does, not for an export (`apps/<family>/app/entry.client.tsx`). */
const RUN_ON_IMPORT = /\/libs\/storefront\/app\/src\/entry\.client\.tsx$/;

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
    transform(_code: string, id: string) {
      const file = id.split('?', 1)[0];
      if (id.includes('/node_modules/') || !LIBRARY_SOURCE.test(file) || RUN_ON_IMPORT.test(file)) return null;
      return { moduleSideEffects: false };
    },
  };
}
