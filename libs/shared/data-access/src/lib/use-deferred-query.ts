import { useEffect, useState } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useDeferredClient } from './apollo-source';

type FetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only';

/**
 * Watches a query in the Apollo cache once the page is hydrated and Apollo Client has loaded (`useDeferredClient`),
 * so mutations that update the cache (adding to the basket) show at once. Undefined until the first answer.
 */
export function useDeferredQuery<TData, TVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  fetchPolicy: FetchPolicy = 'cache-first',
): TData | undefined {
  const client = useDeferredClient();
  const [data, setData] = useState<TData>();
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (!client) return;
    const watched = client.watchQuery({ query, variables: JSON.parse(key), fetchPolicy } as Parameters<
      typeof client.watchQuery
    >[0]);
    const subscription = watched.subscribe({
      next: (result) => {
        if (result.data) setData(result.data as TData);
      },
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [client, query, key, fetchPolicy]);
  return data;
}
