import { DomainError, DomainErrors, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { enqueueJob } from '@giftshop/gateway-jobs';
import { doublerEntryErrors, doublerEntryMessages, hasValidCheckDigit, normalizeCardNumber, type DoublerEntry } from '@giftshop/util-validation';
import { addMonths, drawMoment, firstMonday, monthOpenAt } from './draw-calendar';
import { findCard, insertEntry, isDrawn, knownPrefix, lockMonth } from './doubler.repository';
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
  const card = await findCard(db, number);
  const usable = card && card.storeId === storeId && card.status === 'ACTIVE' && card.expiresAt > now && card.balance > 0;
  return usable ? card : null;
}

/**
 * Enters a card in the store's next open draw, once per card and month, and makes sure that month's draw job exists.
 * There is no PIN, so every card that cannot take part (unknown, another store's, not activated, blocked, expired,
 * empty) is answered alike, as an unknown number, and entries are limited per client: the form tells nothing about a
 * number that its holder would not already know.
 */
export async function enterDoubler(ctx: GatewayContext, scope: StoreScope, input: DoublerEntry, runtime: DoublerRuntime, now = new Date()) {
  if (!(await runtime.entryLimit.consume(runtime.clientKey(ctx.request))).allowed) throw new DomainError('RATE_LIMITED');
  const fieldErrors = doublerEntryErrors(input, doublerEntryMessages(scope.language.languageCode));
  if (fieldErrors.length) {
    throw new DomainErrors(fieldErrors.map((e) => (e.path === 'cardNumber' ? unknownCard() : new DomainError('INVALID_INPUT', { reason: e.message }, e.path))));
  }
  const { store } = scope;
  const card = await enterableCard(ctx.db, store.id, input.cardNumber, now);
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
