import { FrontCache } from './front-cache';

const url = (query: string, operationName?: string) => {
  const u = new URL('http://gateway/graphql');
  u.searchParams.set('query', query);
  if (operationName) u.searchParams.set('operationName', operationName);
  return u;
};
const ok = Buffer.from(JSON.stringify({ data: { products: { errors: [] } } }));

describe('FrontCache', () => {
  const cache = new FrontCache(new Set(['products', 'storeData']), { maxEntries: 10, ttlMs: 60_000 });

  it('keeps answers of queries that read only cacheable fields from their second miss on', () => {
    expect(cache.offer('a', url('{ products { errors { code } } }'), 200, 'application/json', ok)).toBe(true);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.offer('a', url('{ products { errors { code } } }'), 200, 'application/json', ok)).toBe(true);
    expect(cache.get('a')?.body).toEqual(ok);
    cache.store('j', ok, 'application/json');
    expect(cache.get('j')).toBeUndefined();
    cache.store('j', ok, 'application/json');
    expect(cache.get('j')?.contentType).toBe('application/json');
  });

  it('forgets the keys it saw when cleared', () => {
    cache.store('k', ok, 'application/json');
    cache.clear();
    cache.store('k', ok, 'application/json');
    expect(cache.get('k')).toBeUndefined();
  });

  it('skips operations touching other fields, mutations and failures', () => {
    expect(cache.offer('b', url('{ products { errors { code } } cartV2 { errors { code } } }'), 200, 'application/json', ok)).toBe(false);
    expect(cache.offer('c', url('mutation { products }'), 200, 'application/json', ok)).toBe(false);
    expect(cache.offer('d', url('{ products { errors { code } } }'), 400, 'application/json', ok)).toBe(false);
    expect(cache.offer('e', url('{ products('), 200, 'application/json', ok)).toBe(false);
  });

  it('skips answers carrying GraphQL or domain errors', () => {
    const domain = Buffer.from(JSON.stringify({ data: { products: { errors: [{ code: 1001 }] } } }));
    const graphql = Buffer.from(JSON.stringify({ errors: [{ message: 'x' }] }));
    expect(cache.offer('f', url('{ products { errors { code } } }'), 200, 'application/json', domain)).toBe(false);
    expect(cache.offer('g', url('{ products { errors { code } } }'), 200, 'application/json', graphql)).toBe(false);
  });

  it('judges the named operation of a document', () => {
    const doc = 'query A { products { errors { code } } } query B { cartV2 { errors { code } } }';
    expect(cache.offer('h', url(doc, 'A'), 200, 'application/json', ok)).toBe(true);
    expect(cache.offer('i', url(doc, 'B'), 200, 'application/json', ok)).toBe(false);
  });

  it('keys on the URL and the Accept header only, as a CDN honouring Vary: Accept does', () => {
    expect(cache.key('/graphql?x', 'application/json')).not.toBe(cache.key('/graphql?y', 'application/json'));
    expect(cache.key('/graphql?x', 'application/json')).not.toBe(cache.key('/graphql?x', 'application/graphql-response+json'));
    expect(cache.key('/graphql?x', undefined)).toBe(cache.key('/graphql?x', undefined));
  });
});
