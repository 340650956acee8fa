import { eq } from 'drizzle-orm';
import { DomainError, money, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { cardPrefixes, giftCards } from '@giftshop/gateway-db';
import { hasValidCheckDigit, normalizeCardNumber } from '@giftshop/util-validation';
import { verifyPin } from '../issuing/pin';
import { BALANCE_CHECK_LIMITS, type BalanceCheckRuntime } from './balance-check.types';
import { issueRedeemToken } from './redeem-token';

export interface BalanceCheckInput {
  cardNumber: string;
  pin: string;
  captchaToken: string;
}

const unknownCard = () => new DomainError('CARD_UNKNOWN', {}, 'cardNumber');
const tooManyAttempts = () => new DomainError('PIN_RATE_LIMIT', {}, 'pin');
const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** "···· ···· ···· ···· 1234": only the last four digits of a card number are ever shown back. */
export const maskCardNumber = (number: string) => `···· ···· ···· ···· ${number.slice(-4)}`;

/** The calendar date of an instant in the store's time zone, as YYYY-MM-DD. */
const localDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The balance check (spec §2.1 /check-balance/, §8 "{product} info"): a 19-digit number with a known prefix and
 * its 6-digit PIN, behind a captcha and limits per client and per card. A wrong PIN answers as an unknown number
 * (the answer never tells which of the two was wrong) and is answered more slowly each time. Every check of a
 * number counts against it until the right PIN clears the count; the wrong PIN that reaches the limit, and every
 * check after it until the block ends, answers PIN_RATE_LIMIT. With the right PIN the card's state is checked
 * (store, blocked, not activated, expired, no balance) and a redeem session starts.
 */
export async function checkBalance(ctx: GatewayContext, scope: StoreScope, input: BalanceCheckInput, runtime: BalanceCheckRuntime, now = new Date()) {
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

  if (card.storeId !== scope.store.id) throw new DomainError('CARD_WRONG_STORE', {}, 'cardNumber');
  if (card.status === 'BLOCKED') throw new DomainError('CARD_BLOCKED', {}, 'cardNumber');
  if (card.status === 'INACTIVE') throw new DomainError('CARD_NOT_ACTIVATED', {}, 'cardNumber');
  if (card.expiresAt <= now) throw new DomainError('CARD_EXPIRED', {}, 'cardNumber');
  if (card.balance <= 0) throw new DomainError('CARD_NO_BALANCE', {}, 'cardNumber');

  return {
    giftCard: {
      maskedNumber: maskCardNumber(number),
      balance: money(card.balance, card.currency.trim()),
      expiryDate: localDate(card.expiresAt, scope.store.timeZone),
      status: card.status,
      redeemToken: await issueRedeemToken(ctx.db, card.id, now),
    },
  };
}
