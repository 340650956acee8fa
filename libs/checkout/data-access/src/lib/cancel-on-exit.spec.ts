import { cancelOrderOnExit } from './cancel-on-exit';

describe('cancelOrderOnExit', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends the cancelOrder mutation in a keepalive request with the store headers', () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock;
    const userData = { language: 'en', storeID: 48, countryCode: 'GB', redeemToken: null };
    cancelOrderOnExit(userData, 'order-1');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(init.headers).toMatchObject({ 'x-store-id': '48', 'x-bypass-mutations': '1', 'content-type': 'application/json' });
    const body = JSON.parse(init.body);
    expect(body.variables).toEqual({ userData, orderUuid: 'order-1' });
    expect(body.query).toContain('cancelOrder(userData: $userData, orderUuid: $orderUuid)');
  });
});
