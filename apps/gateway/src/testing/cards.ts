import { randomInt } from 'node:crypto';
import { hashPin } from '@giftshop/gateway-cards-data';
import { generateCardNumber } from '@giftshop/gateway-giftcards';
import { giftCardLedger, giftCards, type Database } from '@giftshop/gateway-db';

export interface TestCard {
  id: number;
  number: string;
  pin: string;
}

type CardState = Partial<Pick<typeof giftCards.$inferInsert, 'status' | 'expiresAt' | 'storeId'>> & { balance?: number; prefix?: string };

/** An issued card with a known PIN, its balance credited through the ledger as issuing does. */
export async function issueTestCard(db: Database, state: CardState = {}): Promise<TestCard> {
  const { balance = 2500, prefix = '6301480', storeId = 48, status = 'ACTIVE', expiresAt = new Date(Date.now() + 365 * 86_400_000) } = state;
  const number = generateCardNumber(prefix);
  const pin = String(randomInt(1_000_000)).padStart(6, '0');
  const [card] = await db
    .insert(giftCards)
    .values({ storeId, number, pinHash: await hashPin(pin), currency: storeId === 48 ? 'GBP' : 'EUR', status, expiresAt, balance })
    .returning({ id: giftCards.id });
  if (balance > 0) {
    await db.insert(giftCardLedger).values({ giftCardId: card.id, amount: balance, currency: storeId === 48 ? 'GBP' : 'EUR', balanceAfter: balance, reason: 'ISSUE', idempotencyKey: `test-issue:${number}` });
  }
  return { id: card.id, number, pin };
}

/** A PIN that is not the card's. */
export const wrongPin = (card: TestCard) => String((Number(card.pin) + 1) % 1_000_000).padStart(6, '0');
