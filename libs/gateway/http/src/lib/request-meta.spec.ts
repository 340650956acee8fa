import { readRequestMeta } from './request-meta';

describe('readRequestMeta', () => {
  it('reads the storefront headers', () => {
    const meta = readRequestMeta(
      new Headers({ 'x-store-id': '48', 'x-language': 'en', 'x-country': 'GB', 'x-pathname': '/basket/', 'x-ssr-request': '1', 'x-bypass-mutations': 'true', 'x-request-id': 'r-1' }),
      '127.0.0.1',
    );
    expect(meta).toMatchObject({ storeId: 48, language: 'en', country: 'GB', pathname: '/basket/', serverSideRequest: true, bypassMutations: true, requestId: 'r-1' });
  });

  it('ignores a malformed store id and request id', () => {
    const meta = readRequestMeta(new Headers({ 'x-store-id': 'abc', 'x-request-id': 'bad id with spaces' }), '::1');
    expect(meta.storeId).toBeNull();
    expect(meta.requestId).not.toBe('bad id with spaces');
    expect(meta.serverSideRequest).toBe(false);
  });
});
