import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloClient, ApolloLink, execute, gql, InMemoryCache, Observable } from '@apollo/client';
import { mergedTypes, storeHeaders, type ApolloClientOptions } from './apollo-client';

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
