import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StyleText } from './route-styles';

/**
 * What a built stylesheet's href looks like: a file of the assets directory (React Router's manifest ends some with
 * `#`), nothing else is read.
 */
const BUILT_STYLESHEET = /^(\/assets\/[\w-]+\.css)#?$/;

/**
 * Reads the client build's stylesheets for inlining (`RouteStyles`), each once: the files never change while the
 * server runs. An href outside the build's assets, or a file that is not there, stays a `<link>`.
 */
export function builtStyles(clientDirectory: string): StyleText {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    const file = BUILT_STYLESHEET.exec(href)?.[1];
    if (!file) return undefined;
    if (!texts.has(href)) {
      let text: string | undefined;
      try {
        text = readFileSync(join(clientDirectory, file), 'utf8');
      } catch {
        text = undefined;
      }
      texts.set(href, text);
    }
    return texts.get(href);
  };
}
