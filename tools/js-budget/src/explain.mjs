#!/usr/bin/env node
/**
 * What a page's initial JavaScript is made of, by package (or workspace library), from a build made with
 * BUILD_SOURCEMAP=true: `node tools/js-budget/src/explain.mjs <build dir> [route id]` (default root:product).
 * EXPLAIN_FILES=1 lists source files instead of packages, EXPLAIN_TOP=n the n largest (default 40). Sizes are the
 * minified bytes each source contributes (gzip shrinks them about 3-4×), for deciding what to cut.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { initialJs } from './initial-js.mjs';

const [buildDirectory, routeId = 'root:product'] = process.argv.slice(2);
if (!buildDirectory) throw new Error('usage: explain.mjs <build dir> [route id]');

/** node_modules/<package> or libs/<path>/src, else the file itself; code without a source (tools/vite/graphql-documents.ts serves documents without one) maps to '.'. */
const owner = (source) =>
  process.env.EXPLAIN_FILES
    ? source.replace(/^(\.\.\/)+/, '')
    : (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
      /(libs\/[^/]+\/[^/]+)\//.exec(source)?.[1] ??
      (source === '.' ? '(unmapped: GraphQL documents, bundler code)' : source.replace(/^(\.\.\/)+/, '')));

const bytesBy = new Map();
const { files, total } = await initialJs(buildDirectory, routeId);
for (const { file } of files) {
  const path = join(buildDirectory, 'client', file);
  const code = readFileSync(path, 'utf8').split('\n');
  if (!existsSync(`${path}.map`)) {
    // Vite's own helpers (preload-helper) come without a map; a build without maps has none at all.
    if (!files.some((other) => existsSync(join(buildDirectory, 'client', `${other.file}.map`)))) throw new Error('No source maps: build with BUILD_SOURCEMAP=true');
    bytesBy.set(file, code.join('\n').length);
    continue;
  }
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
for (const [key, bytes] of [...bytesBy].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.EXPLAIN_TOP ?? 40))) console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${key}`);
