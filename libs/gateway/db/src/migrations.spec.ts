import { sql } from 'drizzle-orm';
import { giftCardLedger, giftCards, stores } from './schema';
import { migrate } from './migrate';
import { openPglite } from './open-pglite';
import type { DatabaseHandle } from './database';

/** drizzle wraps driver errors ("Failed query: …"); the database's own message is the cause. */
const failsWith = (pattern: RegExp) => ({ cause: expect.objectContaining({ message: expect.stringMatching(pattern) }) });

describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite();
    await migrate(handle);
    await handle.db.insert(stores).values({
      id: 48, buildKey: 'GCUK', brandFamily: 'GCUK', name: 'UK', countryCode: 'GB', currency: 'GBP', origin: 'https://uk.example',
      timeZone: 'Europe/London', productPath: 'gift-cards',
    });
  }, 60_000);
  afterAll(() => handle.close());

  const card = async (number: string) => {
    const [row] = await handle.db
      .insert(giftCards)
      .values({ storeId: 48, number, pinHash: 'x', currency: 'GBP', expiresAt: new Date('2030-01-01') })
      .returning();
    return row;
  };

  it('is idempotent', async () => {
    await expect(migrate(handle)).resolves.toBeUndefined();
  });

  it('keeps the balance ledger append-only', async () => {
    const { id } = await card('6301480000000000001');
    await handle.db.insert(giftCardLedger).values({ giftCardId: id, amount: 2500, currency: 'GBP', balanceAfter: 2500, reason: 'ISSUE', idempotencyKey: 'issue:1' });
    await expect(handle.db.execute(sql`update gift_card_ledger set amount = 1`)).rejects.toMatchObject(failsWith(/append-only/));
    await expect(handle.db.execute(sql`delete from gift_card_ledger`)).rejects.toMatchObject(failsWith(/append-only/));
  });

  it('refuses a negative balance and a malformed card number', async () => {
    const { id } = await card('6301480000000000002');
    await expect(handle.db.execute(sql`update gift_cards set balance = -1 where id = ${id}`)).rejects.toMatchObject(failsWith(/balance_not_negative/));
    await expect(card('12345')).rejects.toThrow();
  });

  it('records a movement once per idempotency key', async () => {
    const { id } = await card('6301480000000000003');
    const entry = { giftCardId: id, amount: 100, currency: 'GBP', balanceAfter: 100, reason: 'ISSUE' as const, idempotencyKey: 'issue:3' };
    await handle.db.insert(giftCardLedger).values(entry);
    await expect(handle.db.insert(giftCardLedger).values(entry)).rejects.toThrow();
  });

  it('has the trigram extension for typo-tolerant search', async () => {
    const result = (await handle.db.execute(sql`select word_similarity('harbor', 'Harbour and Pine') > 0.4 as close`)) as unknown as { rows: { close: boolean }[] };
    expect(result.rows[0].close).toBe(true);
  });
});
