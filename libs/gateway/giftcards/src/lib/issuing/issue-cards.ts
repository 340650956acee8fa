import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { giftCardLedger, selectRows, type Database } from '@giftshop/gateway-db';
import { generateCardNumber } from './card-number';
import { generatePin, hashRedeemToken, type PinHasher } from '@giftshop/gateway-cards-data';
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
  /** The redeem session its e-mail's link opens (digital cards only), valid until the card expires. */
  redeemToken: string | null;
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
  /** Also start a redeem session for the card's e-mail link (digital delivery). */
  withRedeemToken: boolean;
}

/**
 * Inserts one ACTIVE card with its prepared number, its ISSUE ledger row (the balance cache equal to the ledger sum)
 * and, for an e-mailed card, the redeem session its link opens, in one statement. A number already taken is skipped
 * with ON CONFLICT DO NOTHING (an error would abort the transaction), which inserts nothing else, and the card gets
 * new credentials.
 */
export async function issueCard(tx: Database, planned: PlannedCard, input: IssueCardInput): Promise<IssuedCard> {
  const { item } = planned;
  let { credentials } = input;
  const redeemToken = input.withRedeemToken ? randomBytes(32).toString('base64url') : null;
  const expiresAt = input.expiresAt.toISOString();
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    if (attempt > 0) [credentials] = await makeCredentials(input.pins, [credentials.prefix]);
    const { number } = credentials;
    const token = redeemToken
      ? sql`, token as (insert into redeem_tokens (token_hash, gift_card_id, expires_at)
          select ${hashRedeemToken(redeemToken)}, id, ${expiresAt} from card)`
      : sql``;
    const [card] = await selectRows<{ id: number }>(
      tx,
      sql`with card as (
            insert into gift_cards (store_id, number, pin_hash, product_id, order_item_id, currency, balance, status,
              expires_at, activated_at)
            values (${input.storeId}, ${number}, ${credentials.pinHash}, ${item.productId}, ${item.id}, ${item.currency},
              ${planned.value}, 'ACTIVE', ${expiresAt}, ${input.issuedAt.toISOString()})
            on conflict (number) do nothing
            returning id),
          ledger as (insert into gift_card_ledger (gift_card_id, amount, currency, balance_after, reason, order_id,
              idempotency_key)
            select id, ${planned.value}, ${item.currency}, ${planned.value}, 'ISSUE', ${input.orderId},
              ${planned.idempotencyKey} from card)${token}
          select id from card`,
    );
    if (!card) continue;
    return { planned, id: card.id, number, pin: credentials.pin, redeemToken };
  }
  throw new Error(`No free card number found with prefix ${credentials.prefix} after ${NUMBER_ATTEMPTS} attempts`);
}
