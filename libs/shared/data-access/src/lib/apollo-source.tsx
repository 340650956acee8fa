import { createContext, useContext, useEffect, useState } from 'react';
import type { ApolloClientOptions, GiftshopApolloClient } from './apollo-client';
import { useHydrated } from './use-hydrated';

/**
 * Where a render's Apollo client comes from: the request's own on the server; in the browser, the options to make
 * one when something first needs it, so pages that only read their loaders' answers never load Apollo Client.
 */
export interface ApolloSource {
  client?: GiftshopApolloClient;
  /** Browser only: read when the client is made (the cache a private page's server render handed over). */
  options?: () => ApolloClientOptions;
}

const ApolloSourceContext = createContext<ApolloSource>({});

export const ApolloSourceProvider = ApolloSourceContext.Provider;

export const useApolloSource = () => useContext(ApolloSourceContext);

let loaded: GiftshopApolloClient | undefined;

/** The source's client, loading Apollo Client first in the browser. */
export async function loadApolloClient(source: ApolloSource): Promise<GiftshopApolloClient> {
  if (source.client) return source.client;
  const { apolloClientOf } = await import('./apollo-gate');
  loaded = apolloClientOf(source);
  return loaded;
}

/**
 * The Apollo client for parts of the first view that need it only after hydration (the basket badge): null on the
 * server, while hydrating and until Apollo Client has loaded, which starts once the page is hydrated.
 */
export function useDeferredClient(): GiftshopApolloClient | null {
  const source = useApolloSource();
  const hydrated = useHydrated();
  const [client, setClient] = useState<GiftshopApolloClient | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (loaded) return setClient(loaded);
    let current = true;
    loadApolloClient(source).then(
      (value) => current && setClient(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hydrated, source]);
  return client;
}
