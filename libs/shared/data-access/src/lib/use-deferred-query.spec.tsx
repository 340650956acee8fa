/**
 * @jest-environment jsdom
 */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { ReactNode } from 'react';
import { announceApolloClient, ApolloSourceProvider } from './apollo-source';
import type { GiftshopApolloClient } from './apollo-client';
import type { GatewayOptions } from './gateway-request';
import { useDeferredQuery } from './use-deferred-query';
import { GatewayProvider } from './use-gateway';

interface CartData {
  cart: { __typename: 'Cart'; id: string; count: number };
}
const CartQuery = parse('query CartCount($id: ID!) { cart(id: $id) { id count } }') as TypedDocumentNode<CartData, { id: string }>;
const cart = (count: number): CartData => ({ cart: { __typename: 'Cart', id: 'c1', count } });

function setup() {
  const asked: { method: string; body: string }[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ method: init?.method ?? 'GET', body: String(init?.body) });
    return { ok: true, status: 200, json: async () => ({ data: cart(2) }) } as Response;
  };
  const gateway = { uri: 'http://gateway.test/graphql', store: { storeId: 48 }, ssr: false, fetch } as unknown as GatewayOptions;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GatewayProvider value={gateway}>
      <ApolloSourceProvider value={{}}>{children}</ApolloSourceProvider>
    </GatewayProvider>
  );
  return { asked, wrapper };
}

it('reads the query by one POST without Apollo Client until something makes the client', async () => {
  const { asked, wrapper } = setup();
  const { result } = renderHook(() => useDeferredQuery(CartQuery, { id: 'c1' }), { wrapper });
  await waitFor(() => expect(result.current).toEqual(cart(2)));
  expect(asked).toHaveLength(1);
  expect(asked[0]?.method).toBe('POST');
  expect(JSON.parse(asked[0]?.body ?? '{}')).toMatchObject({ operationName: 'CartCount', variables: { id: 'c1' } });
});

it('hands its answer to the Apollo client once one is made, and follows the cache from then on', async () => {
  const { asked, wrapper } = setup();
  const { result } = renderHook(() => useDeferredQuery(CartQuery, { id: 'c1' }), { wrapper });
  await waitFor(() => expect(result.current).toEqual(cart(2)));

  const client = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink([]) }) as unknown as GiftshopApolloClient;
  await act(async () => announceApolloClient(client));
  await waitFor(() => expect(client.readQuery({ query: CartQuery, variables: { id: 'c1' } })).toEqual(cart(2)));
  expect(asked).toHaveLength(1);

  act(() => client.writeQuery({ query: CartQuery, variables: { id: 'c1' }, data: cart(5) }));
  await waitFor(() => expect(result.current).toEqual(cart(5)));
});
