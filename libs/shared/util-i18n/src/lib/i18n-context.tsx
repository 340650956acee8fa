import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { pickMessages, type Catalogue } from './messages';
import { prefixPath, routePath, type PathContext, type RouteParams } from './paths';
import type { RouteId } from './routes';

export interface I18nSettings extends PathContext {
  /** BCP 47 locale for dates and money, e.g. en-GB. */
  locale: string;
  /** The brand's own host: absolute links elsewhere open in a new tab. */
  brandHost: string;
}

const fallback: I18nSettings = { language: 'en', locale: 'en-GB', prefixed: false, brandHost: 'localhost' };
const I18nContext = createContext<I18nSettings>(fallback);

export function I18nProvider({ value, children }: { value: I18nSettings; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);

/** The messages of a domain catalogue in the page's language. */
export function useMessages<T>(catalogue: Catalogue<T>): T {
  const { language } = useI18n();
  return pickMessages(catalogue, language);
}

/**
 * A site path the gateway gave (a menu item, a category, a search hit: paths of the language without its prefix) as
 * a link of the page: under the language's prefix on a prefixed page (`/fr/categorie/mode/`). Other links pass.
 */
export function useSitePath(): (path: string) => string {
  const settings = useI18n();
  return useMemo(() => (path: string) => (path.startsWith('/') && !path.startsWith('//') ? prefixPath(path, settings) : path), [settings]);
}

/** Builds localized paths for the page's language and prefix. */
export function useRoutes() {
  const settings = useI18n();
  return useMemo(() => ({ path: (id: RouteId, params: RouteParams = {}) => routePath(id, params, settings) }), [settings]);
}
