/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloClient, ApolloLink, execute, gql, InMemoryCache, Observable } from '@apollo/client';
import { makeApolloClient, mergedTypes, publicQueryFields, storeHeaders, type ApolloClientOptions } from './apollo-client';

const gatewayLibs = join(__dirname, '..', '..', '..', '..', 'gateway');

function sdlTypeNames(): string[] {
  const names = new Set<string>();
  for (const lib of readdirSync(gatewayLibs)) {
    const dir = join(gatewayLibs, lib, 'src', lib === 'core' ? '' : 'lib');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.sdl.ts'));
    } catch {
      continue;
    }
    for (const file of files) for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/\btype (\w+)(?:\s+implements[^{]+)?\s*\{([^}]*)\}/g)) {
      if (!/^\s*id\s*:/m.test(m[2]) && m[1] !== 'Query' && m[1] !== 'Mutation') names.add(m[1]);
    }
  }
  return [...names].sort();
}

describe('Apollo cache policies', () => {
  it('merges every object type of the gateway schema that has no id', () => {
    const payloads = sdlTypeNames();
    expect(payloads.length).toBeGreaterThan(20);
    expect(payloads.filter((name) => !mergedTypes.includes(name))).toEqual([]);
  });
});

describe('gateway headers', () => {
  const store = { storeId: 48, language: 'en', countryCode: 'GB' } as ApolloClientOptions['store'];
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const headersSent = (options: Partial<ApolloClientOptions>) =>
    new Promise<Record<string, string>>((resolve) => {
      const capture = new ApolloLink((operation) => {
        resolve(operation.getContext()['headers']);
        return new Observable((observer) => observer.complete());
      });
      execute(ApolloLink.from([storeHeaders({ uri: '/graphql', store, ssr: true, ...options }), capture]), { query: gql('query Ping { ping }') }, { client }).subscribe({});
    });

  it('sends the request id of the page being rendered to the gateway', async () => {
    expect(await headersSent({ requestId: 'store-req-1' })).toMatchObject({ 'x-request-id': 'store-req-1', 'x-store-id': '48', 'x-ssr-request': '1' });
    expect(await headersSent({})).not.toHaveProperty('x-request-id');
  });
});

function gatewayCacheableFields(): string[] {
  const fields = new Set<string>();
  for (const lib of readdirSync(gatewayLibs)) {
    let index = '';
    try {
      index = readFileSync(join(gatewayLibs, lib, 'src', 'index.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const m of index.matchAll(/cacheableFields:\s*\[([^\]]*)\]/g)) for (const f of m[1].matchAll(/'(\w+)'/g)) fields.add(f[1]);
  }
  return [...fields].sort();
}

describe('reads by GET', () => {
  const store = { storeId: 48, language: 'en', countryCode: 'GB' } as ApolloClientOptions['store'];
  const userData = { storeID: 48, language: 'en', countryCode: 'GB' };
  const PRODUCTS = gql`
    query Products($userData: UserDataInput!) {
      products(userData: $userData) {
        errors { code }
      }
    }
  `;
  const CART = gql`
    query Cart($userData: UserDataInput!) {
      cartV2(userData: $userData) {
        errors { code }
      }
    }
  `;
  const ADD = gql`
    mutation Add($userData: UserDataInput!) {
      addToCart(userData: $userData, input: { variationId: "1", deliveryType: DIGITAL }) {
        errors { code }
      }
    }
  `;

  interface Sent {
    method: string;
    url: URL;
    body?: { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };
    headers: Headers;
  }

  /** A gateway that knows persisted documents once they were sent with their hash, as the real one does. */
  function recordingGateway() {
    const sent: Sent[] = [];
    const known = new Set<string>();
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const fetch = (async (input: string, init: RequestInit) => {
      const url = new URL(input, 'https://shop.example');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method: init.method ?? 'GET', url, body, headers: new Headers(init.headers) });
      const extensions = body?.extensions ?? JSON.parse(url.searchParams.get('extensions') ?? '{}');
      const hash = extensions.persistedQuery?.sha256Hash;
      const query = body?.query ?? url.searchParams.get('query');
      if (hash && query) {
        if (createHash('sha256').update(query).digest('hex') !== hash) return json({ errors: [{ message: 'mismatch' }] });
        known.add(hash);
      }
      if (hash && !query && !known.has(hash)) return json({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
      const field = ['cartV2', 'addToCart'].find((name) => query?.includes(name)) ?? 'products';
      return json({ data: { [field]: { errors: [], __typename: 'X' } } });
    }) as typeof globalThis.fetch;
    return { sent, fetch };
  }

  it('knows the same public fields as the gateway’s front cache', () => {
    expect([...publicQueryFields].sort()).toEqual(gatewayCacheableFields());
  });

  it('sends a public catalogue query by GET with its hash, the store in the URL, and the document once by POST', async () => {
    const gateway = recordingGateway();
    const client = makeApolloClient({ uri: '/graphql', store, ssr: false, fetch: gateway.fetch });
    await client.query({ query: PRODUCTS, variables: { userData } });
    const [first, fallback] = gateway.sent;
    expect(first.method).toBe('GET');
    expect(first.url.pathname).toBe('/graphql');
    expect(first.url.searchParams.has('query')).toBe(false);
    expect(JSON.parse(first.url.searchParams.get('variables') ?? '{}')).toEqual({ userData });
    expect(first.url.searchParams.get('extensions')).toMatch(/^\{"persistedQuery":\{"version":1,"sha256Hash":"[0-9a-f]{64}"\}\}$/);
    expect(first.url.href.length).toBeLessThan(400);
    expect(fallback.method).toBe('POST');
    expect(fallback.body?.query).toContain('products(userData: $userData)');

    const other = makeApolloClient({ uri: '/graphql', store, ssr: false, fetch: gateway.fetch });
    await other.query({ query: PRODUCTS, variables: { userData } });
    expect(gateway.sent.slice(2).map((r) => r.method)).toEqual(['GET']);
    expect(gateway.sent[2].url.href).toBe(first.url.href);
  });

  it('POSTs cart queries, mutations and reads under a redeem token', async () => {
    const gateway = recordingGateway();
    const client = makeApolloClient({ uri: '/graphql', store, ssr: false, fetch: gateway.fetch });
    await client.query({ query: CART, variables: { userData } });
    await client.mutate({ mutation: ADD, variables: { userData } });
    await client.query({ query: PRODUCTS, variables: { userData: { ...userData, redeemToken: 'tok-123' } } });
    expect(gateway.sent.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
    expect(gateway.sent[1].headers.get('x-bypass-mutations')).toBe('1');
    expect(gateway.sent.every((r) => !r.body?.extensions?.persistedQuery)).toBe(true);
  });

  it('POSTs every query from a server render', async () => {
    const gateway = recordingGateway();
    const client = makeApolloClient({ uri: 'http://gateway/graphql', store, ssr: true, fetch: gateway.fetch });
    await client.query({ query: PRODUCTS, variables: { userData } });
    expect(gateway.sent.map((r) => r.method)).toEqual(['POST']);
  });
});
