import { createContext, useContext, useSyncExternalStore } from 'react';
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

let made: GiftshopApolloClient | undefined;
const listeners = new Set<() => void>();

/**
 * apollo-gate.tsx calls this when it makes the browser's client, often while a part that needs it renders: parts
 * that read without Apollo (`useMadeClient`) hear of it after that render.
 */
export function announceApolloClient(client: GiftshopApolloClient) {
  if (made === client) return;
  made = client;
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The source's client, loading Apollo Client first in the browser. */
export async function loadApolloClient(source: ApolloSource): Promise<GiftshopApolloClient> {
  if (source.client) return source.client;
  const { apolloClientOf } = await import('./apollo-gate');
  return apolloClientOf(source);
}

/**
 * The Apollo client once something has made one, without loading Apollo Client: null on the server, while
 * hydrating, and in the browser until a part that sends something (a dialog, a form, a private page) has made it.
 */
export function useMadeClient(): GiftshopApolloClient | null {
  const source = useApolloSource();
  const hydrated = useHydrated();
  const current = useSyncExternalStore(
    subscribe,
    () => made ?? null,
    () => null,
  );
  if (!hydrated) return null;
  return source.client ?? current;
}
