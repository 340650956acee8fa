import { and, eq } from 'drizzle-orm';
import { giftCardLedger, giftCards, type Database } from '@giftshop/gateway-db';
import { generateCardNumber } from './card-number';
import { generatePin, hashPin } from '@giftshop/gateway-cards-data';
import type { PlannedCard } from './fulfilment-plan';

/** A PIN and its hash, made before the transaction so the slow hashing does not hold locks. */
export interface Credentials {
  pin: string;
  pinHash: string;
}

/** An issued card as the delivery e-mail needs it; the plain PIN lives only in memory until the e-mail is queued. */
export interface IssuedCard {
  planned: PlannedCard;
  id: number;
  number: string;
  pin: string;
}

const NUMBER_ATTEMPTS = 10;

export async function makeCredentials(count: number, concurrency = 4): Promise<Credentials[]> {
  const made: Credentials[] = [];
  for (let start = 0; start < count; start += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - start) }, generatePin);
    made.push(...(await Promise.all(batch.map(async (pin) => ({ pin, pinHash: await hashPin(pin) })))));
  }
  return made;
}

/** Ledger keys of the cards this order already issued (a run that committed earlier). */
export async function issuedKeys(tx: Database, orderId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ key: giftCardLedger.idempotencyKey })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.reason, 'ISSUE')));
  return new Set(rows.map((r) => r.key));
}

export interface IssueCardInput {
  storeId: number;
  orderId: string;
  prefix: string;
  expiresAt: Date;
  issuedAt: Date;
  credentials: Credentials;
}

/**
 * Inserts one ACTIVE card with a fresh unique number and its ISSUE ledger row, the balance cache equal to the
 * ledger sum. A number already taken is skipped with ON CONFLICT DO NOTHING (an error would abort the transaction).
 */
export async function issueCard(tx: Database, planned: PlannedCard, input: IssueCardInput): Promise<IssuedCard> {
  const { item } = planned;
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const number = generateCardNumber(input.prefix);
    const [card] = await tx
      .insert(giftCards)
      .values({
        storeId: input.storeId,
        number,
        pinHash: input.credentials.pinHash,
        productId: item.productId,
        orderItemId: item.id,
        currency: item.currency,
        balance: planned.value,
        status: 'ACTIVE',
        expiresAt: input.expiresAt,
        activatedAt: input.issuedAt,
      })
      .onConflictDoNothing({ target: giftCards.number })
      .returning({ id: giftCards.id });
    if (!card) continue;
    await tx.insert(giftCardLedger).values({
      giftCardId: card.id,
      amount: planned.value,
      currency: item.currency,
      balanceAfter: planned.value,
      reason: 'ISSUE',
      orderId: input.orderId,
      idempotencyKey: planned.idempotencyKey,
    });
    return { planned, id: card.id, number, pin: input.credentials.pin };
  }
  throw new Error(`No free card number found with prefix ${input.prefix} after ${NUMBER_ATTEMPTS} attempts`);
}
