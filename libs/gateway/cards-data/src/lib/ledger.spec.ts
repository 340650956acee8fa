import { eq, sql } from 'drizzle-orm';
import { giftCardLedger, giftCards, selectRows, stores, type DatabaseHandle } from '@giftshop/gateway-db';
import { openMigratedPglite } from '@giftshop/gateway-db/testing';
import { postLedgerEntry } from './ledger';

describe('postLedgerEntry', () => {
  let handle: DatabaseHandle;
  let cardId: number;
  beforeAll(async () => {
    handle = await openMigratedPglite();
    await handle.db.insert(stores).values({
      id: 48,
      buildKey: 'GCUK',
      brandFamily: 'GCUK',
      name: 'UK',
      countryCode: 'GB',
      currency: 'GBP',
      origin: 'https://uk.example',
      timeZone: 'Europe/London',
      productPath: 'gift-cards',
    });
    const [card] = await handle.db
      .insert(giftCards)
      .values({ storeId: 48, number: '6301480000000000002', pinHash: 'x', currency: 'GBP', expiresAt: new Date('2030-01-01') })
      .returning({ id: giftCards.id });
    cardId = card.id;
  }, 60_000);
  afterAll(() => handle.close());

  const post = (amount: number, idempotencyKey: string) =>
    handle.db.transaction((tx) => postLedgerEntry(tx, { giftCardId: cardId, amount, reason: amount > 0 ? 'ISSUE' : 'REDEEM', idempotencyKey }));
  const balance = async () => (await handle.db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, cardId)))[0].balance;

  it('credits and debits with one row each, the cache equal to the ledger sum', async () => {
    expect(await post(5000, 'credit:1')).toEqual({ outcome: 'posted', balanceAfter: 5000, ledgerId: expect.any(Number) });
    expect(await post(-1200, 'debit:1')).toMatchObject({ outcome: 'posted', balanceAfter: 3800 });
    const [sum] = await selectRows<{ total: string }>(handle.db, sql`select sum(amount)::text as total from gift_card_ledger where gift_card_id = ${cardId}`);
    expect(Number(sum.total)).toBe(await balance());
  });

  it('does not repeat a movement whose key is already in the ledger', async () => {
    expect(await post(-1200, 'debit:1')).toEqual({ outcome: 'duplicate' });
    expect(await balance()).toBe(3800);
  });

  it('refuses a debit larger than the balance and writes nothing', async () => {
    expect(await post(-3801, 'debit:2')).toEqual({ outcome: 'insufficient', balance: 3800 });
    expect(await handle.db.select().from(giftCardLedger).where(eq(giftCardLedger.idempotencyKey, 'debit:2'))).toEqual([]);
    expect(await post(-3800, 'debit:3')).toMatchObject({ outcome: 'posted', balanceAfter: 0 });
  });
});
