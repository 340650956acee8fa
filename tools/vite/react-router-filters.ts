import { join, resolve } from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { withFilter, type PluginOption } from 'vite';
import { storefrontRoutes } from '../../libs/storefront/app/src/family-routes';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The family app's route modules (the root route and every route of its routes.ts), with or without a query. */
export function routeModules(appDir: string): RegExp {
  const appDirectory = join(appDir, 'app');
  const files = new Set([join(appDirectory, 'root.tsx')]);
  const add = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      files.add(resolve(appDirectory, entry.file));
      add(entry.children ?? []);
    }
  };
  add(storefrontRoutes(appDirectory) as RouteConfigEntry[]);
  return new RegExp(`^(?:${[...files].map(escapeRegExp).join('|')})(?:\\?|$)`);
}

/**
 * React Router's Vite plugins with hook filters, the conditions each hook tests first written as filters the bundler
 * checks itself: without them Rolldown calls into JavaScript for each of these hooks on every module and import
 * (some 7,500 imports and 1,300 modules a build), which took about a quarter of a brand build's CPU.
 * `react-router:dot-server` resolves every import a second time to refuse a client import of a `.server` module; it
 * now does so for specifiers that name one (`./x.server`, `../.server/x`), not for a path alias that resolves to one.
 */
export function filteredReactRouter(plugins: PluginOption, routes: RegExp, command: 'build' | 'serve'): PluginOption {
  return withFilter(plugins, [
    { pluginNamePattern: ['react-router:virtual-modules', 'react-router:inject-hmr-runtime', 'react-router:hmr-runtime'], resolveId: { id: /^virtual:react-router\// } },
    { pluginNamePattern: ['react-router:dot-server'], resolveId: { id: /\.server/ } },
    { pluginNamePattern: ['react-router:route-exports', 'react-router:route-chunks-index'], transform: { id: routes } },
    { pluginNamePattern: ['react-router:build-client-route'], transform: { id: /\?__react-router-build-client-route$/ } },
    { pluginNamePattern: ['react-router:split-route-modules'], transform: { id: /\?route-chunk=/ } },
    { pluginNamePattern: ['react-router:dot-client'], transform: { id: [/\.client(\.[cm]?[jt]sx?)?$/, /\/\.client\//] } },
    // Fast Refresh is for the development server: in a build the hook returns at once.
    ...(command === 'build' ? [{ pluginNamePattern: ['react-router:react-refresh-babel'], transform: { id: { exclude: /[\s\S]/ } } }] : []),
  ]);
}
