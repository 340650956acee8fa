import { eq } from 'drizzle-orm';
import { DomainError, type GatewayContext } from '@giftshop/gateway-core';
import { cardPrefixes, giftCards } from '@giftshop/gateway-db';
import type { GiftCardRow } from './card-state';
import { hasValidCheckDigit, normalizeCardNumber } from '@giftshop/util-validation';
import { BALANCE_CHECK_LIMITS, type BalanceCheckRuntime } from './card-access.types';
import { verifyPin } from './pin';

export interface CardCredentials {
  cardNumber: string;
  pin: string;
  captchaToken: string;
}

const unknownCard = () => new DomainError('CARD_UNKNOWN', {}, 'cardNumber');
const tooManyAttempts = () => new DomainError('PIN_RATE_LIMIT', {}, 'pin');
const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * Opens a card with its number and PIN, behind a captcha and limits per client and per card: the balance check
 * and adding a card to a redeem order both start here. A wrong PIN answers as an unknown number (the answer
 * never tells which of the two was wrong) and is answered more slowly each time. Every attempt on a number counts
 * against it until the right PIN clears the count; the wrong PIN that reaches the limit, and every attempt after
 * it until the block ends, answers PIN_RATE_LIMIT. The card's state (store, status, expiry) is the caller's to judge.
 */
export async function openCard(ctx: GatewayContext, input: CardCredentials, runtime: BalanceCheckRuntime): Promise<GiftCardRow> {
  if (!(await runtime.clientLimit.consume(runtime.clientKey(ctx.request))).allowed) throw tooManyAttempts();
  if (!(await runtime.captcha.verify(ctx.db, input.captchaToken))) throw new DomainError('CAPTCHA_FAILED', {}, 'captchaToken');

  const number = normalizeCardNumber(input.cardNumber);
  if (!hasValidCheckDigit(number)) throw unknownCard();
  const prefixes = await ctx.db.select({ prefix: cardPrefixes.prefix }).from(cardPrefixes);
  if (!prefixes.some((p) => number.startsWith(p.prefix))) throw unknownCard();

  const cardKey = `card:${number}`;
  // Counted before the PIN is compared, in one atomic statement: however many guesses arrive at once, at most the
  // limit's points of them are ever compared in a window.
  const attempt = await runtime.cardLimit.consume(cardKey);
  if (!attempt.allowed) throw tooManyAttempts();
  const [card] = await ctx.db.select().from(giftCards).where(eq(giftCards.number, number));
  if (!card || !(await verifyPin(card.pinHash, input.pin))) {
    await sleep(runtime.delayAfter(BALANCE_CHECK_LIMITS.card.points - attempt.remaining));
    throw attempt.remaining > 0 ? unknownCard() : tooManyAttempts();
  }
  await runtime.cardLimit.reset(cardKey);
  return card;
}
