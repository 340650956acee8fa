import { DomainError, DomainErrors, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { findRedeemSession } from '@giftshop/gateway-cards-data';
import type { Database } from '@giftshop/gateway-db';
import { enqueueJob } from '@giftshop/gateway-jobs';
import { doublerEntryErrors, doublerEntryMessages, hasValidCheckDigit, normalizeCardNumber, type DoublerEntry } from '@giftshop/util-validation';

/** An entry as the mutation takes it: the number may be left out on a redeem page. */
export type DoublerEntryInput = Omit<DoublerEntry, 'cardNumber'> & { cardNumber?: string | null };
import { addMonths, drawMoment, firstMonday, monthOpenAt } from './draw-calendar';
import { findCard, findCardById, insertEntry, isDrawn, knownPrefix, lockMonth } from './doubler.repository';
import type { DoublerRuntime } from './doubler.runtime';
import { DOUBLER_DRAW_JOB, drawJobKey } from './draw.job';
import { thankYouPath } from './thank-you-path';

const unknownCard = () => new DomainError('CARD_UNKNOWN', {}, 'cardNumber');

/** The month entries go into now: the next draw's month, skipping months already drawn (they are closed). */
export async function openMonth(db: Database, storeId: number, timeZone: string, now: Date, lock = false): Promise<string> {
  let month = monthOpenAt(now, timeZone);
  for (;;) {
    if (lock) await lockMonth(db, storeId, month, 'entry');
    if (!(await isDrawn(db, storeId, month))) return month;
    month = addMonths(month, 1);
  }
}

/** The card an entry names, if it can take part: known, of this store, active, unexpired, with a balance. */
async function enterableCard(db: Database, storeId: number, cardNumber: string, now: Date) {
  const number = normalizeCardNumber(cardNumber);
  if (!hasValidCheckDigit(number) || !(await knownPrefix(db, number))) return null;
  return usableCard(await findCard(db, number), storeId, now);
}

const usableCard = <T extends { storeId: number; status: string; expiresAt: Date; balance: number }>(card: T | null, storeId: number, now: Date) =>
  card && card.storeId === storeId && card.status === 'ACTIVE' && card.expiresAt > now && card.balance > 0 ? card : null;

/** An entry without a number takes the card of the holder's redeem session (checked with its PIN already). */
async function sessionCard(ctx: GatewayContext, scope: StoreScope, now: Date) {
  const session = await findRedeemSession(ctx.db, scope.redeemToken, now);
  if (!session) throw new DomainError('REDEEM_SESSION_ENDED', {}, 'redeemToken');
  const card = usableCard(await findCardById(ctx.db, session.giftCardId), scope.store.id, now);
  if (!card) throw unknownCard();
  return card;
}

/**
 * Enters a card in the store's next open draw, once per card and month, and makes sure that month's draw job exists.
 * There is no PIN, so every card that cannot take part (unknown, another store's, not activated, blocked, expired,
 * empty) is answered alike, as an unknown number, and entries are limited per client: the form tells nothing about a
 * number that its holder would not already know. Without a number, the card of the request's redeem session enters
 * (the redeem shop's doubler modal); an ended session answers 2211.
 */
export async function enterDoubler(ctx: GatewayContext, scope: StoreScope, input: DoublerEntryInput, runtime: DoublerRuntime, now = new Date()) {
  if (!(await runtime.entryLimit.consume(runtime.clientKey(ctx.request))).allowed) throw new DomainError('RATE_LIMITED');
  const cardNumber = input.cardNumber?.trim() ?? '';
  const bySession = cardNumber === '' && Boolean(scope.redeemToken);
  const fieldErrors = doublerEntryErrors({ ...input, cardNumber }, doublerEntryMessages(scope.language.languageCode)).filter(
    (e) => !(bySession && e.path === 'cardNumber'),
  );
  if (fieldErrors.length) {
    throw new DomainErrors(fieldErrors.map((e) => (e.path === 'cardNumber' ? unknownCard() : new DomainError('INVALID_INPUT', { reason: e.message }, e.path))));
  }
  const { store } = scope;
  const card = bySession ? await sessionCard(ctx, scope, now) : await enterableCard(ctx.db, store.id, cardNumber, now);
  if (!card) throw unknownCard();
  return ctx.db.transaction(async (tx) => {
    const month = await openMonth(tx, store.id, store.timeZone, now, true);
    const drawDate = firstMonday(month);
    if (!(await insertEntry(tx, { storeId: store.id, month, name: input.name.trim(), email: input.email.trim(), giftCardId: card.id }))) {
      throw new DomainError('DOUBLER_ALREADY_ENTERED', { date: longDate(drawDate, scope.language.locale) }, 'cardNumber');
    }
    await enqueueJob(tx, {
      kind: DOUBLER_DRAW_JOB,
      uniqueKey: drawJobKey(store.id, month),
      runAt: drawMoment(month, store.timeZone),
      payload: { storeId: store.id, month },
    });
    return { entry: { month, drawDate, thankYouPath: thankYouPath(scope.language.languageCode, card.productSlug) } };
  });
}

/** The draw open for entries now. */
export async function doublerStatus(db: Database, scope: StoreScope, now = new Date()) {
  const month = await openMonth(db, scope.store.id, scope.store.timeZone, now);
  return { status: { currentMonth: month, nextDrawDate: firstMonday(month) } };
}

const longDate = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
