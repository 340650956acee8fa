import type { PageServices } from '@giftshop/shared-data-access';
import { loadShell } from './load-shell';
import { ShellQuery } from './shell.query';

const settings = { storeId: 48, buildKey: 'GCUK', language: 'en', locale: 'en-GB', countryCode: 'GB', currency: 'GBP', brandHost: 'gcuk.giftshop.example', origin: 'https://gcuk.giftshop.example', prefixed: false };
const services = (query: jest.Mock) => ({ apollo: { query }, settings }) as unknown as PageServices;
const args = (query: jest.Mock) => ({ services: services(query), params: {}, url: new URL('https://gcuk.giftshop.example/') });

describe('loadShell', () => {
  it("runs the shell's query for the store and returns the server's year", async () => {
    const query = jest.fn().mockResolvedValue({ data: {} });
    await expect(loadShell(args(query))).resolves.toEqual({ copyrightYear: new Date().getFullYear() });
    expect(query).toHaveBeenCalledWith({ query: ShellQuery, variables: { userData: { language: 'en', storeID: 48, countryCode: 'GB', redeemToken: null } } });
  });

  it('lets the page render when the shell query fails', async () => {
    const query = jest.fn().mockRejectedValue(new Error('gateway down'));
    await expect(loadShell(args(query))).resolves.toEqual({ copyrightYear: expect.any(Number) });
  });
});
