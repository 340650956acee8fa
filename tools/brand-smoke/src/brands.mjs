/**
 * The brands the smoke test builds (every brands/<KEY>/brand.json, built by the family app its `family` names) and
 * what their server HTML must show, derived from the brand data, the route tables and the shell's message catalogue:
 * each language of a brand on its own routes, the second one of a bilingual store under its prefix (`/fr/`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain Node (type stripping) reads the source of util-i18n
import { CATALOGUE_LANGUAGES, messagesLanguage, regionalSpelling } from '../../../libs/shared/util-i18n/src/lib/messages.ts';

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

const shellMessages = (file) => {
  const path = join(workspaceRoot, 'libs/shell/ui/src/lib/messages', `${file}.json`);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
};

/**
 * The shell's link to the main content, in a language as a locale writes it (a regional variant's own text, or its
 * language's in the variant's spelling): on every page, so it tells the page's language.
 */
const skipLinkText = (code, messages) => regionalSpelling(messages, shellMessages(messages).skipToContent ?? shellMessages(code).skipToContent);

/**
 * One language of a brand: its `<html lang>`, the skip link's text in it, and the paths of the smoke pages. The first
 * language has no prefix; a later one is served under `/<code>/`.
 */
function languageOf({ code, locale }, index) {
  const known = CATALOGUE_LANGUAGES.includes(code);
  const messages = known ? messagesLanguage(locale) : 'en';
  const routes = routeTable(known ? code : 'en');
  const prefix = index === 0 ? '' : `/${code}`;
  return {
    code,
    lang: known ? bcp47(locale) : 'en',
    skipLinkText: skipLinkText(known ? code : 'en', messages),
    /** The catalogue key of the pages' words: `de-CH` for Swiss German, whose pages write no ß. */
    messages,
    prefix,
    paths: {
      home: `${prefix}${routes.home}`,
      productList: `${prefix}${withoutOptional(routes.productList)}`,
      basket: `${prefix}${routes.basket}`,
      checkout: `${prefix}${routes.order}`,
      checkBalance: `${prefix}${routes.checkBalance}`,
    },
    choiceCardPath: `${prefix}${routes.choiceCard}`,
    productPattern: pathPattern(`${prefix}${routes.product}`),
  };
}

export function brandOf(buildKey) {
  const brand = JSON.parse(readFileSync(join(workspaceRoot, 'brands', buildKey, 'brand.json'), 'utf8'));
  return {
    buildKey,
    family: brand.family,
    appDir: join(workspaceRoot, 'apps', brand.family.toLowerCase()),
    name: brand.name,
    organizationName: brand.organizationStructuredData.name,
    promoId: brand.promoPopup?.id,
    languages: brand.languages.map(languageOf),
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

/**
 * Marks the language of the first brand serving it (in the order given) with `axeEveryPage`: axe checks all its smoke
 * pages there. A language in `checkedElsewhere` (served without a prefix; the browser suite runs axe on its pages) is
 * not marked; a second language under its prefix always is, once. Brand colours are checked by the brand tests'
 * contrast checks, brand texts and alts by the brand tests.
 */
export function withAxePages(brands, checkedElsewhere = []) {
  const seen = new Set();
  return brands.map((brand) => ({
    ...brand,
    languages: brand.languages.map((language) => {
      const key = language.prefix ? `${language.code} under a prefix` : language.code;
      const axeEveryPage = !seen.has(key) && (language.prefix !== '' || !checkedElsewhere.includes(language.code));
      seen.add(key);
      return { ...language, axeEveryPage };
    }),
  }));
}
