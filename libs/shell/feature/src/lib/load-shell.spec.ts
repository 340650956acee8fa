import { mockGatewayFetch, ukStore as settings } from '@giftshop/shared-testing';
import { shellAnswer, shellMock } from '../testing/mocks';
import { loadShell, trimTopLists } from './load-shell';

const ukNames = { countryCode: 'GB', language: 'en', countryName: 'United Kingdom', languageName: 'English' };

const args = (fetch: typeof globalThis.fetch) => ({
  services: { gateway: { uri: 'http://gateway.test/graphql', store: settings, ssr: true, fetch }, settings },
  params: {},
  url: new URL('https://gcuk.giftshop.example/'),
});

describe('loadShell', () => {
  it("answers the shell's query for the store, the server's year and the store's names", async () => {
    const fetch = mockGatewayFetch([shellMock() as never]);
    await expect(loadShell(args(fetch))).resolves.toEqual({
      copyrightYear: new Date().getFullYear(),
      shell: trimTopLists(shellAnswer),
      storeNames: ukNames,
    });
    expect(fetch.calls).toEqual([
      {
        operationName: 'Shell',
        variables: { userData: { language: 'en', storeID: 48, countryCode: 'GB', redeemToken: null } },
        method: 'POST',
      },
    ]);
  });

  it("keeps the first category's top products only, for the panel's first preview", () => {
    const [first, ...others] = trimTopLists(shellAnswer).categoryMenu.items ?? [];
    expect(first).toEqual(shellAnswer.categoryMenu.items?.[0]);
    expect(first?.topList.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const [index, item] of others.entries()) expect(item).toEqual({ ...shellAnswer.categoryMenu.items?.[index + 1], topList: [] });
  });

  it('lets the page render when the shell query fails', async () => {
    const fetch = mockGatewayFetch([{ ...shellMock(), result: undefined, error: new Error('gateway down') } as never]);
    await expect(loadShell(args(fetch))).resolves.toEqual({ copyrightYear: expect.any(Number), shell: null, storeNames: ukNames });
  });
});
