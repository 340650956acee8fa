import type { Config } from '@react-router/dev/config';
import { storefrontBuild } from '../../libs/storefront/server/src/storefront-build.mjs';

/**
 * React Router's config of every family app. Route modules are not split (`v8_splitRouteModules`): the page's module
 * script imports a route's `clientLoader` chunk along with its component at hydration, so the first load gains
 * nothing and makes more requests.
 */
export function storefrontRouterConfig(appDir: string): Config {
  return {
    appDirectory: 'app',
    buildDirectory: storefrontBuild(appDir).buildDirectory,
    ssr: true,
  };
}
