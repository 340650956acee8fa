import { createContext, useContext, useEffect, useState } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { fetchQuery } from './fetch-query';
import type { GatewayOptions } from './gateway-request';

export const GatewayContext = createContext<GatewayOptions | null>(null);

/** The gateway the browser's `fetchQuery` calls go to (the app gives it; tests give one with their own fetch). */
export const GatewayProvider = GatewayContext.Provider;

export function useGateway(): GatewayOptions {
  const gateway = useContext(GatewayContext);
  if (!gateway) throw new Error('useGateway needs a GatewayProvider');
  return gateway;
}

export interface GatewayQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
}

/**
 * A public read a part asks for after a shopper's action (a filter count, a brands list), without Apollo: asked
 * again when the variables change, nothing while `skip`. A newer answer replaces an older one, never the reverse.
 */
export function useGatewayQuery<TData, TVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: { skip?: boolean } = {},
): GatewayQueryResult<TData> {
  const gateway = useGateway();
  const key = JSON.stringify(variables);
  const [result, setResult] = useState<GatewayQueryResult<TData> & { key?: string }>({
    data: undefined,
    loading: false,
    error: undefined,
  });
  useEffect(() => {
    if (options.skip) return;
    let current = true;
    setResult((previous) => ({ ...previous, loading: true, error: undefined }));
    fetchQuery(gateway, query, JSON.parse(key) as TVariables).then(
      (data) => current && setResult({ data, loading: false, error: undefined, key }),
      (error: Error) => current && setResult({ data: undefined, loading: false, error, key }),
    );
    return () => {
      current = false;
    };
  }, [gateway, query, key, options.skip]);
  // Until the effect has asked, an answer to other variables is not this one's.
  const stale = !options.skip && result.key !== key;
  return stale
    ? { data: undefined, loading: true, error: undefined }
    : { data: result.data, loading: result.loading, error: result.error };
}
