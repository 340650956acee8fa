import { DomainError, DomainErrors, messagesIn, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { findRedeemSession, proveCard } from '@giftshop/gateway-cards-data';
import type { Database } from '@giftshop/gateway-db';
import { enqueueJob } from '@giftshop/gateway-jobs';
import { doublerEntryErrors, doublerEntryMessages, type DoublerEntry } from '@giftshop/util-validation';
import { addMonths, drawMoment, firstMonday, monthOpenAt } from './draw-calendar';
import { findCardById, insertEntry, isDrawn, lockMonth } from './doubler.repository';
import type { DoublerRuntime } from './doubler.runtime';
import { DOUBLER_DRAW_JOB, drawJobKey } from './draw.job';
import { thankYouPath, thankYouProduct } from './thank-you-path';
import { isThankYouReference, thankYouReference } from './thank-you-reference';

/** An entry as the mutation takes it: number, PIN and captcha are left out with a redeem session. */
export type DoublerEntryInput = Pick<DoublerEntry, 'name' | 'email'> & {
  cardNumber?: string | null;
  pin?: string | null;
  captchaToken?: string | null;
};

/** The fields a redeem session stands in for. */
const PROOF_FIELDS = new Set(['cardNumber', 'pin', 'captchaToken']);

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

/**
 * The card an entry names, proven with its PIN after the captcha, if it can take part: known, of this store, active,
 * unexpired, with a balance. The PIN is compared as the balance check compares it (same work for an unknown number,
 * same per-card limits), and a wrong one answers as an unknown number.
 */
async function provenCard(ctx: GatewayContext, scope: StoreScope, input: DoublerEntryInput, runtime: DoublerRuntime, now: Date) {
  if (!(await runtime.captcha.verify(ctx.db, input.captchaToken))) throw new DomainError('CAPTCHA_FAILED', {}, 'captchaToken');
  const card = await proveCard(ctx, input.cardNumber ?? '', input.pin?.trim() ?? '', runtime.cardPins);
  return usableCard(await findCardById(ctx.db, card.id), scope.store.id, now);
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

const fieldError = (path: string, message: string) =>
  path === 'cardNumber' ? unknownCard() : path === 'captchaToken' ? new DomainError('CAPTCHA_FAILED', {}, path) : new DomainError('INVALID_INPUT', { reason: message }, path);

/**
 * Enters a card in the store's next open draw, once per card and month, and makes sure that month's draw job exists.
 * The entrant proves the card is theirs: with its PIN and a solved captcha, or, without a number, with the request's
 * redeem session (the redeem shop's doubler modal: the balance check that opened it asked both; an ended session
 * answers 2211). Every card that cannot take part (unknown, wrong PIN, another store's, not activated, blocked,
 * expired, empty) is answered alike, as an unknown number, and entries are limited per client and, through the PIN,
 * per card.
 */
export async function enterDoubler(ctx: GatewayContext, scope: StoreScope, input: DoublerEntryInput, runtime: DoublerRuntime, now = new Date()) {
  if (!(await runtime.entryLimit.consume(runtime.clientKey(ctx.request))).allowed) throw new DomainError('RATE_LIMITED');
  const cardNumber = input.cardNumber?.trim() ?? '';
  const bySession = cardNumber === '' && Boolean(scope.redeemToken);
  const entry = { name: input.name, email: input.email, cardNumber, pin: input.pin?.trim() ?? '', captchaToken: input.captchaToken ?? '' };
  const fieldErrors = doublerEntryErrors(entry, doublerEntryMessages(messagesIn(scope))).filter((e) => !(bySession && PROOF_FIELDS.has(e.path)));
  if (fieldErrors.length) throw new DomainErrors(fieldErrors.map((e) => fieldError(e.path, e.message)));
  const { store } = scope;
  const card = bySession ? await sessionCard(ctx, scope, now) : await provenCard(ctx, scope, entry, runtime, now);
  if (!card) throw unknownCard();
  return ctx.db.transaction(async (tx) => {
    const month = await openMonth(tx, store.id, store.timeZone, now, true);
    const drawDate = firstMonday(month);
    const entryId = await insertEntry(tx, { storeId: store.id, month, name: input.name.trim(), email: input.email.trim(), giftCardId: card.id });
    if (entryId === null) throw new DomainError('DOUBLER_ALREADY_ENTERED', { date: longDate(drawDate, scope.language.locale) }, 'cardNumber');
    await enqueueJob(tx, {
      kind: DOUBLER_DRAW_JOB,
      uniqueKey: drawJobKey(store.id, month),
      runAt: drawMoment(month, store.timeZone),
      payload: { storeId: store.id, month },
    });
    const product = thankYouProduct(scope.language.languageCode, card.productSlug);
    const reference = thankYouReference(runtime.operatorSecret, store.id, entryId, product);
    return { entry: { month, drawDate, thankYouPath: thankYouPath(scope.language.languageCode, product, reference) } };
  });
}

/**
 * The thank-you page of an entry: the draw open now, or NOT_FOUND unless `reference` is the one `enterDoubler` gave for
 * this store and product. Only the signature is checked, so a made-up reference learns nothing about real entries.
 */
export async function doublerThankYou(db: Database, scope: StoreScope, secret: string, product: string, reference: string, now = new Date()) {
  if (!isThankYouReference(secret, scope.store.id, product, reference)) throw new DomainError('NOT_FOUND', {}, 'entry');
  return doublerStatus(db, scope, now);
}

/** The draw open for entries now. */
export async function doublerStatus(db: Database, scope: StoreScope, now = new Date()) {
  const month = await openMonth(db, scope.store.id, scope.store.timeZone, now);
  return { status: { currentMonth: month, nextDrawDate: firstMonday(month) } };
}

const longDate = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
