import { loadQuery, toUserData, type GatewayServices, type PageArgs } from '@giftshop/shared-data-access';
import type { ShellQuery as ShellData } from '@giftshop/shared-graphql';
import { countryName, languageName } from '@giftshop/shell-ui';
import { ShellQuery } from './shell.query';

/** What the shell's route loader returns: small and serializable. */
export interface ShellLoaderData {
  /** The year on the server, for '© Copyright {year}', so the browser renders the same text. */
  copyrightYear: number;
  /** The shell's query (header menus, footer, store); null when the gateway failed. */
  shell: ShellData | null;
  /**
   * The store's country and language by name, for the footer's store switcher: made here, so the browser makes no
   * `Intl.DisplayNames` while hydrating (its first one loads the locale's display data, 10–15 ms on a phone).
   */
  storeNames: StoreNames;
}

export interface StoreNames {
  countryCode: string;
  language: string;
  countryName: string;
  languageName: string;
}

export const storeNamesOf = (countryCode: string, language: string): StoreNames => ({
  countryCode,
  language,
  countryName: countryName(countryCode, language),
  languageName: languageName(language),
});

/**
 * The shell's data without the top products of every category but the first. The gift-cards panel renders the first
 * category's (its preview until a shopper points at another) and asks for the rest when it first opens; the others
 * made up most of the shell's data, which every page carries in its HTML and the browser decodes before it hydrates.
 */
export function trimTopLists<T extends Pick<ShellData, 'categoryMenu'>>(shell: T): T {
  const items = shell.categoryMenu.items && shell.categoryMenu.items.map((item, index) => (index === 0 ? item : { ...item, topList: [] }));
  return { ...shell, categoryMenu: { ...shell.categoryMenu, items } };
}

/**
 * The shell route's loader: runs the shell's query. A failed shell query does not fail the page; header and footer
 * then render without menus while the page's own loader decides the page's fate.
 */
export async function loadShell({ services }: PageArgs<GatewayServices>): Promise<ShellLoaderData> {
  let shell: ShellData | null = null;
  try {
    shell = trimTopLists(await loadQuery(services, ShellQuery, { userData: toUserData(services.settings) }));
  } catch {
    // loadQuery answers 502 for an unreachable gateway; the page's loader meets the same gateway and reports it.
  }
  const { countryCode, language } = services.settings;
  return { copyrightYear: new Date().getFullYear(), shell, storeNames: storeNamesOf(countryCode, language) };
}
