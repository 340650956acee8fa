import { createHash } from 'node:crypto';
import { PersistedQueries } from './persisted-queries';

const document = 'query Products($u: UserDataInput!) { products(userData: $u) { errors { code } } }';
const hash = createHash('sha256').update(document).digest('hex');
const extensions = (sha256Hash: string) => JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });

describe('PersistedQueries', () => {
  it('answers PERSISTED_QUERY_NOT_FOUND for an unknown hash, then runs it once the document came with it', () => {
    const store = new PersistedQueries({ maxEntries: 10, maxBytes: 100_000 });
    const hashOnly = new URLSearchParams({ extensions: extensions(hash) });
    expect(store.resolveSearchParams(hashOnly)).toMatchObject({ kind: 'refused', body: { errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] } });
    const full = JSON.stringify({ query: document, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(store.resolveBody(full)).toEqual({ outcome: { kind: 'ready' }, body: full });
    const again = new URLSearchParams({ extensions: extensions(hash) });
    expect(store.resolveSearchParams(again)).toEqual({ kind: 'ready' });
    expect(again.get('query')).toBe(document);
  });

  it('refuses a document that does not hash to the hash it came with, and stores nothing', () => {
    const store = new PersistedQueries({ maxEntries: 10, maxBytes: 100_000 });
    const forged = new URLSearchParams({ query: '{ cartV2 { errors { code } } }', extensions: extensions(hash) });
    expect(store.resolveSearchParams(forged)).toMatchObject({ kind: 'refused', status: 400 });
    expect(store.resolveSearchParams(new URLSearchParams({ extensions: extensions(hash) }))).toMatchObject({ kind: 'refused', status: 200 });
  });

  it('refuses a malformed extension and leaves requests without one alone', () => {
    const store = new PersistedQueries({ maxEntries: 10, maxBytes: 100_000 });
    expect(store.resolveSearchParams(new URLSearchParams({ extensions: extensions('abc') }))).toMatchObject({ status: 400 });
    const plain = new URLSearchParams({ query: document });
    expect(store.resolveSearchParams(plain)).toEqual({ kind: 'ready' });
    expect(store.resolveBody('{"query":"{ __typename }"}')).toEqual({ outcome: { kind: 'ready' }, body: '{"query":"{ __typename }"}' });
  });

  it('fills a POST body that names a stored hash only', () => {
    const store = new PersistedQueries({ maxEntries: 10, maxBytes: 100_000 });
    store.resolveSearchParams(new URLSearchParams({ query: document, extensions: extensions(hash) }));
    const { outcome, body } = store.resolveBody(JSON.stringify({ variables: { u: 1 }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }));
    expect(outcome).toEqual({ kind: 'ready' });
    expect(JSON.parse(body)).toMatchObject({ query: document, variables: { u: 1 } });
  });
});
