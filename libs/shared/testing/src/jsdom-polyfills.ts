import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';
import { staticMediaQueryList } from './lib/media';

/*
 * What jsdom lacks and client libraries' tests need; each client library's jest config lists this file in
 * `setupFiles`.
 */

// React Router reads TextEncoder at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  // No matchMedia: every query answers "no match" unless a test calls mockViewport.
  if (!window.matchMedia) window.matchMedia = (query: string) => staticMediaQueryList(query, false);
  // axe asks canvases for icon-font checks; jsdom has no canvas and logs an error for each call.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

if (typeof window !== 'undefined') {
  // findBy and waitFor give up after 1 s by default; a 2-core CI machine running two projects and a build beside
  // them can take longer than that to render a lazy page. Like Jest's testTimeout, this catches a hang and does not
  // measure speed.
  configure({ asyncUtilTimeout: 10_000 });
}
