/**
 * The brands the smoke test builds (every brands/<KEY>/brand.json, built by the family app its `family` names) and
 * what their server HTML must show, derived from the brand data and the route tables.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain Node (type stripping) reads the source of util-i18n
import { CATALOGUE_LANGUAGES } from '../../../libs/shared/util-i18n/src/lib/messages.ts';

// The route tables are TypeScript modules importing each other without extensions, which jiti resolves.
const { routeTable } = await createJiti(import.meta.url).import('../../../libs/shared/util-i18n/src/lib/routes.ts');

export const workspaceRoot = join(import.meta.dirname, '..', '..', '..');

/** `en-gb` → `en-GB`, as the storefront writes a locale into `<html lang>`. */
const bcp47 = (locale) => locale.replace(/-([a-z]{2})$/i, (_, country) => `-${country.toUpperCase()}`);

/** A route's path without its optional parameters (`/gift-cards/:page?/` → `/gift-cards/`). */
const withoutOptional = (path) => path.replace(/:\w+\?\//g, '');

/** A matcher for the paths of a route with one required parameter (`/gift-cards/:product/`). */
const pathPattern = (path) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/, '([^/?#]+)')}$`);

export function brandOf(buildKey) {
  const brand = JSON.parse(readFileSync(join(workspaceRoot, 'brands', buildKey, 'brand.json'), 'utf8'));
  const [{ code, locale }] = brand.languages;
  const routes = routeTable(code);
  return {
    buildKey,
    family: brand.family,
    appDir: join(workspaceRoot, 'apps', brand.family.toLowerCase()),
    name: brand.name,
    organizationName: brand.organizationStructuredData.name,
    // Pages without a language prefix are in the brand's first language.
    lang: CATALOGUE_LANGUAGES.includes(locale.slice(0, 2).toLowerCase()) ? bcp47(locale) : 'en',
    paths: {
      home: routes.home,
      productList: withoutOptional(routes.productList),
      basket: routes.basket,
    },
    choiceCardPath: routes.choiceCard,
    productPattern: pathPattern(routes.product),
  };
}

/** Every brand with a brand.json, by build key. */
export function allBrands() {
  const brandsDir = join(workspaceRoot, 'brands');
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => brandOf(entry.name))
    .sort((a, b) => a.buildKey.localeCompare(b.buildKey));
}
