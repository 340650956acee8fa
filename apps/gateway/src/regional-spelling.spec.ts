import { seedStoreList } from '@giftshop/seed';
import { billingAddress, fillCart, placeOrder, privateOrder, shopper } from './testing/shopper';
import { createTestApp, type TestApp } from './testing/test-app';

const storeId = (buildKey: string) => seedStoreList.find((s) => s.buildKey === buildKey)?.id;
const SWISS = { language: 'de', storeID: storeId('CBCH'), countryCode: 'CH' };
const GERMAN = { language: 'de', storeID: storeId('CBDE'), countryCode: 'DE' };

describe('a Swiss store’s German: ss where Germany writes ß', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** The message a placing without a street answers for that field. */
  async function streetError(u: typeof SWISS): Promise<string> {
    const who = shopper(app);
    await fillCart(app, who, undefined, u);
    const placed = (await placeOrder(who, u, privateOrder({ billingAddress: { ...billingAddress, street: '' } }))).data.placeOrder;
    return placed.errors.find((e: { referencedRequestParameter: string }) => e.referencedRequestParameter.endsWith('street'))?.message;
  }

  it('answers a field error in Swiss spelling in CBCH and in German spelling in CBDE', async () => {
    expect(await streetError(SWISS)).toBe('Bitte gib die Strasse ein');
    expect(await streetError(GERMAN)).toBe('Bitte gib die Straße ein');
  });
});
