import { sql } from 'drizzle-orm';
import { selectRows } from '@giftshop/gateway-db';
import { createTestApp, type TestApp } from './testing/test-app';
import { digitalCard, placedOrder, privateOrder, UK_STORE } from './testing/shopper';

const CONFIRMATION = /* GraphQL */ `
  query Confirmation($u: UserDataInput!, $id: String!) {
    orderConfirmation(userData: $u, uuid: $id) { order { items { variationId productTitle } } errors { code } }
  }`;

describe('the ad click id sent with an order', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const gclidOf = async (orderId: string) =>
    (await selectRows<{ gclid: string | null }>(app.database.db, sql`select gclid from orders where id = ${orderId}`))[0].gclid;

  it('is kept on the order when well-formed', async () => {
    const gclid = 'Cj0KCQiA_test-Click_id123';
    const { orderUuid } = await placedOrder(app, undefined, privateOrder({ gclid }));
    expect(await gclidOf(orderUuid)).toBe(gclid);
  });

  it('is dropped when malformed or too long, and the order is placed all the same', async () => {
    for (const gclid of ['abc def', '<script>', 'é', '', 'x'.repeat(201)]) {
      const { orderUuid } = await placedOrder(app, undefined, privateOrder({ gclid }));
      expect(await gclidOf(orderUuid)).toBeNull();
    }
    const { orderUuid } = await placedOrder(app, undefined, privateOrder({ gclid: 'y'.repeat(200) }));
    expect(await gclidOf(orderUuid)).toBe('y'.repeat(200));
  });

  it('is not needed: an order without one keeps none', async () => {
    const { orderUuid } = await placedOrder(app);
    expect(await gclidOf(orderUuid)).toBeNull();
  });

  it('names the variation bought on each confirmation line, as the cart does (for the purchase event)', async () => {
    const card = await digitalCard(app.database.db);
    const { orderUuid, who } = await placedOrder(app);
    const { data } = await who.graphql(CONFIRMATION, { u: UK_STORE, id: orderUuid });
    expect(data.orderConfirmation.order.items[0].variationId).toBe(card.variationId);
  });
});
