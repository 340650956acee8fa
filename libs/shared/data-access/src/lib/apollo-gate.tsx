import { useContext, type ReactNode } from 'react';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { makeApolloClient, type GiftshopApolloClient } from './apollo-client';
import { announceApolloClient, useApolloSource, type ApolloSource } from './apollo-source';

let browserClient: GiftshopApolloClient | undefined;

/** The source's client: the request's on the server, the browser's one client (made on first use) in the browser. */
export function apolloClientOf(source: ApolloSource): GiftshopApolloClient {
  if (source.client) return source.client;
  if (!source.options) throw new Error('no Apollo client and no options to make one');
  if (!browserClient) {
    browserClient = makeApolloClient(source.options());
    announceApolloClient(browserClient);
  }
  return browserClient;
}

/**
 * Apollo's provider for the parts that read or write through Apollo (private pages, dialogs, the search, account
 * and newsletter parts). A module that renders it brings Apollo Client into its own chunk, not the first load.
 * Inside another gate (or a test's provider) it adds nothing.
 */
export function ApolloGate({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  const source = useApolloSource();
  if (outer) return children;
  return <ApolloProvider client={apolloClientOf(source)}>{children}</ApolloProvider>;
}
