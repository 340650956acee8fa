import { useMatches } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useUserData } from '@giftshop/shared-data-access';
import type { ShellQuery as ShellData } from '@giftshop/shared-graphql';
import type { ShellLoaderData } from './load-shell';
import { ShellQuery } from './shell.query';

export type ShellStore = NonNullable<ShellData['storeData']['storeData']>;

/** The shell's query, read from the cache the loader warmed. */
export function useShellData() {
  const userData = useUserData();
  const { data } = useQuery(ShellQuery, { variables: { userData } });
  return { store: data?.storeData.storeData ?? null, categories: data?.categoryMenu.items ?? [] };
}

const isShellLoaderData = (data: unknown): data is ShellLoaderData =>
  typeof data === 'object' && data !== null && typeof (data as ShellLoaderData).copyrightYear === 'number';

/** The server's year from the shell route's loader data; error boundaries and loaders that failed fall back. */
export function useCopyrightYear(): number {
  const match = useMatches().find((candidate) => isShellLoaderData(candidate.data));
  return (match?.data as ShellLoaderData | undefined)?.copyrightYear ?? new Date().getFullYear();
}

