import { createPinHasher, DEV_PIN_PEPPER, generatePin, type PinHasher } from '@giftshop/gateway-cards-data';
import { generateCardNumber } from '@giftshop/gateway-giftcards';
import { giftCardLedger, giftCards, type Database } from '@giftshop/gateway-db';

export interface TestCard {
  id: number;
  number: string;
  pin: string;
}

/** The test apps' PIN hashing: PIN_PEPPER's development value. */
export const devPinHasher = createPinHasher({ current: DEV_PIN_PEPPER });

type CardState = Partial<Pick<typeof giftCards.$inferInsert, 'status' | 'expiresAt' | 'storeId'>> & {
  balance?: number;
  prefix?: string;
  /** The app's hashing when it runs with a PIN_PEPPER of its own. */
  pins?: PinHasher;
};

/** An issued card with a known PIN, its balance credited through the ledger as issuing does. */
export async function issueTestCard(db: Database, state: CardState = {}): Promise<TestCard> {
  const {
    balance = 2500,
    prefix = '6301480',
    storeId = 48,
    status = 'ACTIVE',
    expiresAt = new Date(Date.now() + 365 * 86_400_000),
  } = state;
  const number = generateCardNumber(prefix);
  const pin = generatePin();
  const [card] = await db
    .insert(giftCards)
    .values({
      storeId,
      number,
      pinHash: await (state.pins ?? devPinHasher).hash(number, pin),
      currency: storeId === 48 ? 'GBP' : 'EUR',
      status,
      expiresAt,
      balance,
    })
    .returning({ id: giftCards.id });
  if (balance > 0) {
    await db
      .insert(giftCardLedger)
      .values({
        giftCardId: card.id,
        amount: balance,
        currency: storeId === 48 ? 'GBP' : 'EUR',
        balanceAfter: balance,
        reason: 'ISSUE',
        idempotencyKey: `test-issue:${number}`,
      });
  }
  return { id: card.id, number, pin };
}

/** The argon2id PHC string inside a stored PIN hash: what argon2's verify is given. */
export const argon2Part = (pinHash: string) => pinHash.slice(pinHash.indexOf('$argon2id$'));

/** A PIN that is not the card's. */
export const wrongPin = (card: TestCard) => String((Number(card.pin) + 1) % 1_000_000).padStart(6, '0');
