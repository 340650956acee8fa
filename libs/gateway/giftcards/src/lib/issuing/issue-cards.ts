import { and, eq } from 'drizzle-orm';
import { giftCardLedger, giftCards, type Database } from '@giftshop/gateway-db';
import { generateCardNumber } from './card-number';
import { generatePin, type PinHasher } from '@giftshop/gateway-cards-data';
import type { PlannedCard } from './fulfilment-plan';

/**
 * A card number with its PIN and the PIN's hash (bound to that number), made before the transaction so the hashing
 * does not hold locks.
 */
export interface Credentials {
  prefix: string;
  number: string;
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

/** Credentials for one card on each prefix, hashed `concurrency` at a time (libuv's thread pool has four threads). */
export async function makeCredentials(
  pins: PinHasher,
  prefixes: readonly string[],
  concurrency = 4,
): Promise<Credentials[]> {
  const made: Credentials[] = [];
  for (let start = 0; start < prefixes.length; start += concurrency) {
    const batch = prefixes
      .slice(start, start + concurrency)
      .map((prefix) => ({ prefix, number: generateCardNumber(prefix), pin: generatePin() }));
    made.push(
      ...(await Promise.all(batch.map(async (card) => ({ ...card, pinHash: await pins.hash(card.number, card.pin) })))),
    );
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
  expiresAt: Date;
  issuedAt: Date;
  credentials: Credentials;
  /** Hashes the PIN of a new number when the prepared one is taken. */
  pins: PinHasher;
}

/**
 * Inserts one ACTIVE card with its prepared number and its ISSUE ledger row, the balance cache equal to the
 * ledger sum. A number already taken is skipped with ON CONFLICT DO NOTHING (an error would abort the transaction)
 * and the card gets new credentials.
 */
export async function issueCard(tx: Database, planned: PlannedCard, input: IssueCardInput): Promise<IssuedCard> {
  const { item } = planned;
  let { credentials } = input;
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    if (attempt > 0) [credentials] = await makeCredentials(input.pins, [credentials.prefix]);
    const { number } = credentials;
    const [card] = await tx
      .insert(giftCards)
      .values({
        storeId: input.storeId,
        number,
        pinHash: credentials.pinHash,
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
    return { planned, id: card.id, number, pin: credentials.pin };
  }
  throw new Error(`No free card number found with prefix ${credentials.prefix} after ${NUMBER_ATTEMPTS} attempts`);
}
