import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteConfig } from '@react-router/dev/routes';
// eslint-disable-next-line @nx/enforce-module-boundaries -- which brand is built: shared with the server and Vite configs
import { storefrontBuild } from '../../server/src/storefront-build.mjs';
// React Router reads route configs before Vite's path aliases apply, so util-i18n is imported by its path.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { choiceCardRoutes } from '../../../shared/util-i18n/src/lib/paths';
import { brandRoutes } from './route-config';

/**
 * The routes of a family app (`apps/<family>/app/routes.ts`) for the brand BUILD_KEY names: the route tables of its
 * languages, less the routes the family's family.json leaves out.
 */
export function storefrontRoutes(appDir: string): RouteConfig {
  const build = storefrontBuild(join(appDir, '..'));
  const brand = JSON.parse(readFileSync(build.brandFile, 'utf8')) as { languages: { code: string }[]; choiceCardPath?: string };
  const languages = brand.languages.map((language) => language.code);
  return brandRoutes(appDir, languages, build.family.withoutRoutes, choiceCardRoutes(languages, brand.choiceCardPath));
}
