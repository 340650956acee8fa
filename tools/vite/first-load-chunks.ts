import type { OutputChunk, RolldownOutput } from 'rolldown';
import type { InlineConfig, Plugin } from 'vite';

/** The modules whose chunks every page loads: the client entry, the root route and the shell layout route. */
const EVERY_PAGE = [/\/entry\.client\.tsx$/, /\/app\/root\.tsx(\?|$)/, /\/routes\/shell\.tsx(\?|$)/];
/** React, React Router and Redux: one chunk of their own, which outlives most releases in browsers' caches. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs[\\/]toolkit|redux|react-redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/;
/** React DOM's client, which the client entry imports dynamically to run it after the page's modules: still framework. */
const FRAMEWORK_LATER = /[\\/]node_modules[\\/]react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.production\.js)$/;
const LEARNING = Symbol.for('giftshop.firstLoadChunks.learning');

type LearningGlobal = typeof globalThis & { [LEARNING]?: boolean };

/** True inside the bundle this plugin makes to learn the modules every page loads; plugins that change no import skip it. */
export const learningBuild = () => (globalThis as LearningGlobal)[LEARNING] === true;

/**
 * The modules of the entry, root and shell chunks and of the chunks they load statically, from a bundle chunked the
 * automatic way, less the entry and route modules themselves (each stays a file of its own).
 */
export function everyPageModules(chunks: readonly OutputChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId;
    if (facade && EVERY_PAGE.some((pattern) => pattern.test(facade))) visit(chunk.fileName);
  }
  const entries = new Set(chunks.flatMap((chunk) => (chunk.isEntry && chunk.facadeModuleId ? [chunk.facadeModuleId] : [])));
  return new Set([...loaded].flatMap((file) => byFile.get(file)?.moduleIds ?? []).filter((id) => !entries.has(id)));
}

/**
 * Puts the modules every page loads into two chunks, the framework's and ours, in place of the ~45 small chunks the
 * bundler's automatic splitting makes of them (one per set of routes sharing a module). One file compresses far
 * better than many and carries no import and export lists between them: about 15 KB gzip less on every page
 * (docs/performance.md, "Two chunks for every page"). Pages' own modules keep the automatic splitting.
 *
 * Which modules those are depends on tree shaking (a library's index names modules that only the server uses, or
 * that load later), so the plugin asks the bundler: before the client build it bundles the client entry, the root and
 * the shell route alone, unminified and unwritten, and reads the modules of the chunks they load statically.
 */
export function firstLoadChunks(): Plugin {
  if ((globalThis as LearningGlobal)[LEARNING] === true) return learningInput();
  let inlineConfig: InlineConfig | undefined;
  let everyPage: Set<string> | undefined;
  return {
    name: 'giftshop:first-load-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      inlineConfig = config.inlineConfig;
    },
    async buildStart() {
      const global = globalThis as LearningGlobal;
      const { build } = await import('vite');
      global[LEARNING] = true;
      try {
        const output = (await build({
          ...inlineConfig,
          logLevel: 'silent',
          build: { ...inlineConfig?.build, write: false, minify: false, sourcemap: false, emptyOutDir: false, reportCompressedSize: false, cssMinify: false },
        })) as RolldownOutput | RolldownOutput[];
        const chunks = (Array.isArray(output) ? output : [output]).flatMap((bundle) => bundle.output.filter((file): file is OutputChunk => file.type === 'chunk'));
        everyPage = everyPageModules(chunks);
      } finally {
        global[LEARNING] = false;
      }
      if (everyPage.size === 0) this.error('first-load-chunks: no modules found for the entry, root and shell routes');
    },
    // Rolldown reads output options before the build starts: the groups ask for the modules when it chunks.
    outputOptions(options) {
      const everyPageHas = (id: string) => {
        if (!everyPage) throw new Error('first-load-chunks: chunking before the modules every page loads are known');
        return everyPage.has(id);
      };
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id: string) => FRAMEWORK_LATER.test(id) || (everyPageHas(id) && FRAMEWORK.test(id)), priority: 2 },
            { name: 'every-page', test: everyPageHas, priority: 1 },
          ],
        },
      };
    },
  };
}

/**
 * In the learning bundle: only the client entry, the root and the shell route as inputs. Tree shaking then keeps just
 * what those three need, which is what every page loads, and the bundle is a fraction of the whole client's.
 */
function learningInput(): Plugin {
  return {
    name: 'giftshop:first-load-chunks:learning',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      const input = Array.isArray(options.input) ? options.input : [];
      return { ...options, input: input.filter((id) => EVERY_PAGE.some((pattern) => pattern.test(id))) };
    },
  };
}
