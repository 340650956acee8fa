/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print } from 'graphql';
import * as documents from '@giftshop/shared-graphql';
import { CartQuantityDocument, ProductDetailDocument, ShellDocument } from '@giftshop/shared-graphql';
import { fetchQuery, GatewayError } from './fetch-query';
import type { GatewayOptions } from './gateway-request';
// The build's side of the hash: the Vite plugin that writes each document's module.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { documentModule } from '../../../../../tools/vite/graphql-documents';
import { printDocument } from './print-document';
import type { StoreSettings } from './store-context';

const store = { storeId: 48, language: 'en', countryCode: 'GB' } as StoreSettings;
const userData = { language: 'en', storeID: 48, countryCode: 'GB', redeemToken: null };

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: {
    operationName: string;
    variables: unknown;
    query?: string;
    extensions?: { persistedQuery: { sha256Hash: string } };
  };
}

/** A gateway that answers each call with the next of `answers`, recording the calls. */
function gateway(answers: unknown[], options: Partial<GatewayOptions> = {}) {
  const calls: Call[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return {
    calls,
    options: {
      uri: 'http://gateway.test/graphql',
      store,
      ssr: false,
      fetch: fetch as typeof globalThis.fetch,
      ...options,
    },
  };
}

const shellData = { storeData: { storeData: null, errors: [] }, categoryMenu: { items: [], errors: [] } };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('printDocument', () => {
  it('writes every document as Apollo sends it: the same operations and fragments, __typename below the root', () => {
    const all = Object.entries(documents).filter(([name]) => name.endsWith('Document'));
    expect(all.length).toBeGreaterThan(50);
    for (const [, document] of all) {
      expect(print(parse(printDocument(document as never)))).toBe(print(addTypenameToDocument(document as never)));
    }
  });
});

describe('fetchQuery', () => {
  it('POSTs from the server render, with the store headers and the storefront secret, and answers the data', async () => {
    const { calls, options } = gateway([{ data: shellData }], {
      ssr: true,
      serverAuth: 'secret',
      requestId: 'r-1',
      pathname: () => '/gift-cards/',
    });
    await expect(fetchQuery(options, ShellDocument, { userData })).resolves.toEqual(shellData);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: 'http://gateway.test/graphql',
      method: 'POST',
      body: { operationName: 'Shell', variables: { userData }, query: printDocument(ShellDocument) },
    });
    expect(calls[0]?.headers).toMatchObject({
      'x-store-id': '48',
      'x-language': 'en',
      'x-country': 'GB',
      'x-pathname': '/gift-cards/',
      'x-ssr-request': '1',
      'x-gateway-auth': 'secret',
      'x-request-id': 'r-1',
      'content-type': 'application/json',
    });
    expect(calls[0]?.headers['x-bypass-mutations']).toBeUndefined();
  });

  it("reads a public query in the browser by GET with the document's hash in place of the document", async () => {
    const { calls, options } = gateway([{ data: shellData }]);
    await fetchQuery(options, ShellDocument, { userData });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]?.url ?? '');
    expect(calls[0]?.method).toBe('GET');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('query')).toBeNull();
    expect(url.searchParams.get('operationName')).toBe('Shell');
    expect(JSON.parse(url.searchParams.get('variables') ?? '')).toEqual({ userData });
    expect(JSON.parse(url.searchParams.get('extensions') ?? '')).toEqual({
      persistedQuery: { version: 1, sha256Hash: sha256(printDocument(ShellDocument)) },
    });
  });

  it("sends the hash the build wrote into the query's module, the hash of the text it POSTs", async () => {
    const built = JSON.parse(/^export default (.*);\n$/.exec(documentModule(JSON.stringify(ShellDocument)))?.[1] ?? '');
    expect(built.__meta__.hash).toBe(sha256(printDocument(ShellDocument)));
    const { calls, options } = gateway([{ data: shellData }]);
    await fetchQuery(options, { ...built, __meta__: { hash: 'a'.repeat(64) } }, { userData });
    expect(JSON.parse(new URL(calls[0]?.url ?? '').searchParams.get('extensions') ?? '')).toEqual({
      persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) },
    });
    expect(documentModule(JSON.stringify(documents.ServiceError_ErrorFragmentDoc))).not.toContain('__meta__');
  });

  it('sends the document once by POST with its hash when the gateway does not know the hash yet', async () => {
    const notFound = {
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    };
    const { calls, options } = gateway([notFound, { data: shellData }]);
    await expect(fetchQuery(options, ShellDocument, { userData })).resolves.toEqual(shellData);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
    expect(calls[1]?.body).toMatchObject({
      query: printDocument(ShellDocument),
      extensions: { persistedQuery: { sha256Hash: sha256(printDocument(ShellDocument)) } },
    });
  });

  it("POSTs the visitor's own reads (the cart) and reads with a redeem token from the browser too", async () => {
    const { calls, options } = gateway([
      { data: { cartQuantity: { order: null, errors: [] } } },
      { data: { product: null } },
    ]);
    await fetchQuery(options, CartQuantityDocument, { userData });
    await fetchQuery(options, ProductDetailDocument, {
      userData: { ...userData, redeemToken: 'token' },
      path: '/x/',
      slug: 'x',
    }).catch(() => undefined);
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST']);
  });

  it('fails on GraphQL errors, an unreachable gateway and an answer without data', async () => {
    const failing = gateway([{ errors: [{ message: 'boom' }] }, new TypeError('connection refused'), { data: null }], {
      ssr: true,
    });
    await expect(fetchQuery(failing.options, ShellDocument, { userData })).rejects.toThrow(GatewayError);
    await expect(fetchQuery(failing.options, ShellDocument, { userData })).rejects.toThrow('gateway unreachable');
    await expect(fetchQuery(failing.options, ShellDocument, { userData })).rejects.toThrow('without data');
  });
});
