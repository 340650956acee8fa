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
  /** The redeem session its e-mail's link opens (digital cards only), valid until the card expires. */
  redeemToken: string | null;
}

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
