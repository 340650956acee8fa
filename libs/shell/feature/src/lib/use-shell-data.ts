import { useRouteQuery, useStore } from '@giftshop/shared-data-access';
import { useI18n } from '@giftshop/util-i18n';
import type { ShellQuery as ShellData } from '@giftshop/shared-graphql';
import { storeNamesOf, type ShellLoaderData, type StoreNames } from './load-shell';

export type ShellStore = NonNullable<ShellData['storeData']['storeData']>;

const isShellLoaderData = (data: unknown): data is ShellLoaderData =>
  typeof data === 'object' && data !== null && typeof (data as ShellLoaderData).copyrightYear === 'number';

/** The shell's query answer from the shell route's loader. */
export function useShellData() {
  const data = useRouteQuery(isShellLoaderData, (loaded) => loaded.shell);
  return { store: data?.storeData.storeData ?? null, categories: data?.categoryMenu.items ?? [] };
}

/** The server's year from the shell route's loader data; error boundaries and loaders that failed fall back. */
export function useCopyrightYear(): number {
  return useRouteQuery(isShellLoaderData, (loaded) => loaded.copyrightYear) ?? new Date().getFullYear();
}

/** The store's country and the page's language by name: the loader's when they are of this store and language, else made here. */
export function useStoreNames(): StoreNames {
  const { countryCode } = useStore();
  const { language } = useI18n();
  const loaded = useRouteQuery(isShellLoaderData, (data) => data.storeNames);
  return loaded && loaded.countryCode === countryCode && loaded.language === language ? loaded : storeNamesOf(countryCode, language);
}
