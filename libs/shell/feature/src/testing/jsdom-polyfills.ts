import { TextDecoder, TextEncoder } from 'node:util';
import { staticMediaQueryList } from './media';

// React Router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  // jsdom has no matchMedia: every query answers "no match" unless a test calls mockViewport.
  if (!window.matchMedia) window.matchMedia = (query: string) => staticMediaQueryList(query, false);
  // axe asks canvases for icon-font checks; jsdom has no canvas and logs an error for each call.
  HTMLCanvasElement.prototype.getContext = () => null;
}
