import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** Data blocks the browser never runs: state handed to the browser and JSON-LD. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;
const HAS_SRC = /\bsrc\s*=/i;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const distinct = (hashes: string[]) => [...new Set(hashes)];

/**
 * The SHA-256 hashes (base64) of a rendered document's inline scripts and style elements, as CSP compares them: the
 * exact text between the tags. External scripts and data blocks need none.
 */
export function inlineHashes(html: string): { scriptHashes: string[]; styleHashes: string[] } {
  const scriptHashes = [...html.matchAll(SCRIPT)].filter(([, attributes]) => !HAS_SRC.test(attributes) && !DATA_TYPE.test(attributes)).map(([, , body]) => sha256(body));
  const styleHashes = [...html.matchAll(STYLE)].map(([, body]) => sha256(body));
  return { scriptHashes: distinct(scriptHashes), styleHashes: distinct(styleHashes) };
}
