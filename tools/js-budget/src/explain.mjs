#!/usr/bin/env node
/**
 * What a page's initial JavaScript is made of, by package (or workspace library), from a build made with
 * BUILD_SOURCEMAP=true: `node tools/js-budget/src/explain.mjs <build dir> [route id]` (default root:product).
 * EXPLAIN_FILES=1 lists source files instead of packages. Sizes are the minified bytes each source contributes (gzip
 * shrinks them about 3-4×), for deciding what to cut.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { initialJs } from './initial-js.mjs';

const [buildDirectory, routeId = 'root:product'] = process.argv.slice(2);
if (!buildDirectory) throw new Error('usage: explain.mjs <build dir> [route id]');

/** node_modules/<package> or libs/<path>/src, else the file itself. */
const owner = (source) => process.env.EXPLAIN_FILES ? source.replace(/^(\.\.\/)+/, "") : /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? /(libs\/[^/]+\/[^/]+)\//.exec(source)?.[1] ?? source.replace(/^(\.\.\/)+/, '');

const bytesBy = new Map();
const { files, total } = await initialJs(buildDirectory, routeId);
for (const { file } of files) {
  const path = join(buildDirectory, 'client', file);
  if (!existsSync(`${path}.map`)) throw new Error(`No source map for ${file}: build with BUILD_SOURCEMAP=true`);
  const code = readFileSync(path, 'utf8').split('\n');
  const consumer = await new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
  let previous = null;
  consumer.eachMapping((m) => {
    if (previous && previous.generatedLine === m.generatedLine && previous.source) {
      const key = owner(previous.source);
      bytesBy.set(key, (bytesBy.get(key) ?? 0) + (m.generatedColumn - previous.generatedColumn));
    }
    previous = m;
  });
  if (previous?.source) {
    const key = owner(previous.source);
    bytesBy.set(key, (bytesBy.get(key) ?? 0) + (code[previous.generatedLine - 1]?.length ?? 0) - previous.generatedColumn);
  }
  consumer.destroy?.();
}
console.log(`${routeId}: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
for (const [key, bytes] of [...bytesBy].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${key}`);
