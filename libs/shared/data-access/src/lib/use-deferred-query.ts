import { useContext, useEffect, useRef, useState } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useMadeClient } from './apollo-source';
import { useHydrated } from './use-hydrated';
import { fetchQuery } from './fetch-query';
import { GatewayContext } from './use-gateway';

type FetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only';

interface Answer<TData> {
  key: string;
  data: TData;
}

/**
 * A query of the visitor's own data (the cart, the login), asked for in the browser once the page is hydrated. Until
 * something has made the Apollo client it is one `fetchQuery` (POST, with the session cookie), so the first view never
 * loads Apollo Client for it. Once a part that sends something has made the client (a dialog, a form, a private page),
 * the answer so far goes into its cache and the query is watched there, so mutations that update the cache or refetch
 * the query (adding to the basket, logging in or out) show at once. Undefined until the first answer.
 */
export function useDeferredQuery<TData, TVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  fetchPolicy: FetchPolicy = 'cache-first',
): TData | undefined {
  const gateway = useContext(GatewayContext);
  const client = useMadeClient();
  const key = JSON.stringify(variables);
  const [fetched, setFetched] = useState<Answer<TData>>();
  const [watched, setWatched] = useState<Answer<TData>>();
  const latest = useRef(fetched);
  latest.current = fetched;

  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || client || !gateway) return;
    let current = true;
    // Sent from a task of its own: starting a request takes the main thread a few milliseconds, which the effects of
    // the commit that ends hydration need not wait for.
    const timer = setTimeout(() => {
      fetchQuery(gateway, query, JSON.parse(key) as TVariables).then(
        (data) => current && setFetched({ key, data }),
        () => undefined,
      );
    }, 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [hydrated, client, gateway, query, key]);

  useEffect(() => {
    if (!client) return;
    const vars = JSON.parse(key) as Record<string, unknown>;
    const known = latest.current;
    if (known?.key === key && client.readQuery({ query, variables: vars }) === null) {
      client.writeQuery({ query, variables: vars, data: known.data as never });
    }
    const subscription = client
      .watchQuery({ query, variables: vars, fetchPolicy } as Parameters<typeof client.watchQuery>[0])
      .subscribe({
        next: (result) => {
          if (result.data) setWatched({ key, data: result.data as unknown as TData });
        },
        error: () => undefined,
      });
    return () => subscription.unsubscribe();
  }, [client, query, key, fetchPolicy]);

  const answer = (client && watched) || fetched;
  return answer?.key === key ? answer.data : undefined;
}
