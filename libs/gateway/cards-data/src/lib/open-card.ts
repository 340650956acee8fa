import { and, eq } from 'drizzle-orm';
import { DomainError, type GatewayContext } from '@giftshop/gateway-core';
import { cardPrefixes, giftCards } from '@giftshop/gateway-db';
import type { GiftCardRow } from './card-state';
import { hasValidCheckDigit, normalizeCardNumber } from '@giftshop/util-validation';
import {
  BALANCE_CHECK_LIMITS,
  type AttemptLimit,
  type BalanceCheckRuntime,
  type CardPinRuntime,
} from './card-access.types';

export interface CardCredentials {
  cardNumber: string;
  pin: string;
  captchaToken: string;
}

const unknownCard = () => new DomainError('CARD_UNKNOWN', {}, 'cardNumber');
/** The spec's "rate limit exceeded" of the redeem PIN, with how long to wait ({wait}, formatted per language). */
export const pinRateLimited = (waitSeconds: number) => new DomainError('PIN_RATE_LIMIT', { waitSeconds }, 'pin');
const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * Opens a card with its number and PIN, behind a captcha and limits per client and per card: the balance check
 * and adding a card to a redeem order both start here. The card's state (store, status, expiry) is the caller's to
 * judge.
 */
export async function openCard(
  ctx: GatewayContext,
  input: CardCredentials,
  runtime: BalanceCheckRuntime,
): Promise<GiftCardRow> {
  const client = await runtime.clientLimit.consume(runtime.clientKey(ctx.request));
  if (!client.allowed) throw pinRateLimited(client.retryAfterSeconds);
  if (!(await runtime.captcha.verify(ctx.db, input.captchaToken)))
    throw new DomainError('CAPTCHA_FAILED', {}, 'captchaToken');
  return proveCard(ctx, input.cardNumber, input.pin, runtime);
}

/**
 * The card of a number whose PIN is right, or a refusal. A wrong PIN answers as an unknown number (the answer never
 * tells which of the two was wrong) and is answered more slowly each time; an unknown number does the same PIN work
 * as a known one. Every attempt on a number counts against it, in the short window and the day's, until the right
 * PIN clears both; the wrong PIN that reaches a limit, and every attempt after it until the block ends, answers
 * PIN_RATE_LIMIT with the wait. The right PIN also replaces a legacy hash, or one under a previous pepper, with one
 * under the current pepper (docs/adr/0006-pin-protection.md).
 */
export async function proveCard(
  ctx: GatewayContext,
  cardNumber: string,
  pin: string,
  runtime: CardPinRuntime,
): Promise<GiftCardRow> {
  const number = normalizeCardNumber(cardNumber);
  if (!hasValidCheckDigit(number)) throw unknownCard();
  const prefixes = await ctx.db.select({ prefix: cardPrefixes.prefix }).from(cardPrefixes);
  if (!prefixes.some((p) => number.startsWith(p.prefix))) throw unknownCard();

  const cardKey = `card:${number}`;
  // Counted before the PIN is compared, in one atomic statement per window: however many guesses arrive at once, at
  // most the limits' points of them are ever compared.
  const attempt = await runtime.cardLimit.consume(cardKey);
  if (!attempt.allowed) throw pinRateLimited(attempt.retryAfterSeconds);
  const day = await runtime.cardDayLimit.consume(cardKey);
  if (!day.allowed) throw pinRateLimited(day.retryAfterSeconds);
  const [card] = await ctx.db.select().from(giftCards).where(eq(giftCards.number, number));
  const match = await runtime.pins.verify(number, card?.pinHash ?? null, pin);
  if (!match.matched || !card) {
    await sleep(runtime.delayAfter(BALANCE_CHECK_LIMITS.card.points - attempt.remaining));
    if (attempt.remaining > 0 && day.remaining > 0) throw unknownCard();
    throw pinRateLimited(
      await startBlock(cardKey, [
        attempt.remaining === 0 && runtime.cardLimit,
        day.remaining === 0 && runtime.cardDayLimit,
      ]),
    );
  }
  await Promise.all([runtime.cardLimit.reset(cardKey), runtime.cardDayLimit.reset(cardKey)]);
  if (!match.rehashed) return card;
  // Compared with the hash just read, so a concurrent upgrade or a PIN change is never overwritten.
  await ctx.db
    .update(giftCards)
    .set({ pinHash: match.rehashed })
    .where(and(eq(giftCards.id, card.id), eq(giftCards.pinHash, card.pinHash)));
  return { ...card, pinHash: match.rehashed };
}

/**
 * The wrong PIN that spent a window's last point starts that window's block at once, so the holder is told the
 * whole wait now rather than a shorter one that a further attempt would lengthen.
 */
async function startBlock(key: string, spent: (AttemptLimit | false)[]): Promise<number> {
  const waits = await Promise.all(
    spent.map(async (limit) => (limit ? (await limit.consume(key)).retryAfterSeconds : 0)),
  );
  return Math.max(...waits);
}
