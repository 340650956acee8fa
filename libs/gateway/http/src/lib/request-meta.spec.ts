import { nodeHeaders, readRequestMeta } from './request-meta';

describe('readRequestMeta', () => {
  it('reads the storefront headers', () => {
    const meta = readRequestMeta(
      new Headers({ 'x-store-id': '48', 'x-language': 'en', 'x-country': 'GB', 'x-pathname': '/basket/', 'x-ssr-request': '1', 'x-bypass-mutations': 'true', 'x-request-id': 'r-1' }),
      '127.0.0.1',
    );
    expect(meta).toMatchObject({ storeId: 48, language: 'en', country: 'GB', pathname: '/basket/', serverSideRequest: true, bypassMutations: true, requestId: 'r-1' });
  });

  it('trusts a server only with the configured secret', () => {
    const headers = new Headers({ 'x-gateway-auth': 'a-long-shared-secret' });
    expect(readRequestMeta(headers, '::1', 'a-long-shared-secret').trustedServer).toBe(true);
    expect(readRequestMeta(headers, '::1', 'another-secret-value').trustedServer).toBe(false);
    expect(readRequestMeta(headers, '::1').trustedServer).toBe(false);
  });

  it('ignores a malformed store id and request id', () => {
    const meta = readRequestMeta(new Headers({ 'x-store-id': 'abc', 'x-request-id': 'bad id with spaces' }), '::1');
    expect(meta.storeId).toBeNull();
    expect(meta.requestId).not.toBe('bad id with spaces');
    expect(meta.serverSideRequest).toBe(false);
  });
});

describe('nodeHeaders', () => {
  it('reads node:http headers as fetch Headers do, repeated ones joined', () => {
    const node = nodeHeaders({ 'x-store-id': '48', 'x-language': 'en', cookie: 'a=1', 'x-country': ['GB', 'NL'] });
    const fetchHeaders = new Headers([['x-store-id', '48'], ['x-language', 'en'], ['cookie', 'a=1'], ['x-country', 'GB'], ['x-country', 'NL']]);
    for (const name of ['x-store-id', 'x-language', 'cookie', 'x-country', 'x-pathname']) expect(node.get(name)).toBe(fetchHeaders.get(name));
    const { requestId: _a, ...fromNode } = readRequestMeta(node, '::1');
    const { requestId: _b, ...fromFetch } = readRequestMeta(fetchHeaders, '::1');
    expect(fromNode).toEqual(fromFetch);
  });
});
