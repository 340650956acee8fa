import { useRouteQuery } from '@giftshop/shared-data-access';
import type { ShellQuery as ShellData } from '@giftshop/shared-graphql';
import type { ShellLoaderData } from './load-shell';

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
