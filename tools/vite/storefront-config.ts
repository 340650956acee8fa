import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type UserConfigFnObject } from 'vite';
import { catalogueLanguages } from './catalogue-languages';
import { firstLoadChunks } from './first-load-chunks';
import { graphqlDocuments } from './graphql-documents';
import { productionReactRouter } from './production-react-router';
import { filteredReactRouter, routeModules } from './react-router-filters';
import { workspaceSideEffects } from './workspace-side-effects';
import { storefrontBuild } from '../../libs/storefront/server/src/storefront-build.mjs';

/** Marks the server build as ES modules (the workspace's package.json has no "type"), so Node loads its chunks as such. */
function serverPackageJson(): Plugin {
  return {
    name: 'giftshop:server-package-json',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' });
    },
  };
}

/**
 * The Vite config of every family app. `@giftshop/brand` resolves to the built brand's brand.json, so route modules
 * and the runtime read brand data as a module; under `npm run dev` Vite watches that file like any other.
 */
export function storefrontViteConfig(appDir: string): UserConfigFnObject {
  const { brandFile } = storefrontBuild(appDir);
  return defineConfig(({ command }) => ({
    plugins: [
      productionReactRouter(),
      graphqlDocuments(),
      catalogueLanguages(brandFile),
      workspaceSideEffects(),
      firstLoadChunks(),
      filteredReactRouter(reactRouter(), routeModules(appDir), command),
      serverPackageJson(),
    ],
    resolve: { alias: [{ find: /^@giftshop\/brand$/, replacement: brandFile }], tsconfigPaths: true },
    server: { host: '127.0.0.1' },
    // BUILD_SOURCEMAP=true: source maps beside the chunks, for `npm run js:explain` to say what each chunk holds.
    // Sizes are measured by tools/js-budget; Vite's own gzip report of every file only costs build time.
    build: { sourcemap: process.env['BUILD_SOURCEMAP'] === 'true', reportCompressedSize: false },
  }));
}
