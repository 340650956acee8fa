import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { StoreInfo, StoreRegistry } from '@giftshop/gateway-core';
import { maskCardNumber, postLedgerEntry } from '@giftshop/gateway-cards-data';
import { giftCards, type Database } from '@giftshop/gateway-db';
import type { JobHandler } from '@giftshop/gateway-jobs';
import { cardDetailsUrl, queueEmail, renderActivationConfirmationEmail } from '@giftshop/gateway-mail';
import { findOrder, transitionOrder, type OrderRow } from '@giftshop/gateway-order-payments';
import type { Logger } from 'pino';
import { activationOf, lockCardById, paidAt } from './activation.repository';
import { activeBefore } from './activation-voucher.service';

const payload = z.object({ orderId: z.uuid() });

/** The confirmation e-mail in the order's language (the store's default when it has no such language). */
function confirmationEmail(store: StoreInfo, order: OrderRow, number: string, paid: Date) {
  const language = store.languages.find((l) => l.languageCode === order.languageCode) ?? store.languages.find((l) => l.isDefault) ?? store.languages[0];
  const code = language?.languageCode ?? 'en';
  return renderActivationConfirmationEmail({
    where: { language: code, locale: language?.locale ?? 'en-gb', timeZone: store.timeZone },
    storeName: store.name,
    referenceNumber: order.referenceNumber ?? order.id,
    maskedCardNumber: maskCardNumber(number),
    amount: order.grandTotal,
    currency: order.currency.trim(),
    activeBefore: activeBefore(paid),
    activated: true,
    voucherUrl: cardDetailsUrl({ origin: store.origin, language: code, prefixed: !(language?.isDefault ?? true) }, order.id),
  });
}

/**
 * Loads a paid activation order's value onto its Choice card, in one transaction: the card is locked first (as
 * createActivationOrder does), then the order; with the order still PENDING and the card still INACTIVE, the
 * value is credited through the ledger (key `activation:<order>`), the card becomes ACTIVE, the order COMPLETED,
 * and the confirmation e-mail is queued. A re-run finds the order COMPLETED and does nothing. A card that was
 * activated or blocked meanwhile leaves the order CANCELED, for a refund.
 */
export async function fulfilActivation(db: Database, stores: StoreRegistry, log: Logger, orderId: string): Promise<void> {
  const activation = await activationOf(db, orderId);
  if (!activation) return void log.warn({ orderId }, 'activation job for an order without activation');
  await db.transaction(async (tx) => {
    const card = await lockCardById(tx, activation.giftCardId);
    const order = card && (await findOrder(tx, card.storeId, orderId, true));
    if (!card || !order || order.status !== 'PENDING') return;
    const paid = await paidAt(tx, order.id);
    const store = stores.get(order.storeId);
    if (!paid || !store) return void log.warn({ orderId }, 'activation job for an unpaid order or unknown store');
    if (card.status !== 'INACTIVE') {
      await transitionOrder(tx, order.id, 'PENDING', 'CANCELED');
      return void log.warn({ orderId, cardStatus: card.status }, 'activation paid for a card that is no longer inactive: refund it');
    }
    const now = new Date();
    await postLedgerEntry(tx, { giftCardId: card.id, amount: order.grandTotal, reason: 'ACTIVATION', idempotencyKey: `activation:${order.id}`, orderId: order.id });
    await tx.update(giftCards).set({ status: 'ACTIVE', activatedAt: now }).where(and(eq(giftCards.id, card.id), eq(giftCards.status, 'INACTIVE')));
    await transitionOrder(tx, order.id, 'PENDING', 'COMPLETED', { completedAt: now });
    await queueEmail(tx, {
      storeId: store.id,
      template: 'activation-confirmation',
      to: activation.email,
      ...confirmationEmail(store, order, card.number, paid),
      idempotencyKey: `activation-confirmation:${order.id}`,
    });
    log.info({ orderId }, 'choice card activated');
  });
}

export const fulfilActivationJob =
  (stores: StoreRegistry): JobHandler =>
  async (raw, ctx) =>
    fulfilActivation(ctx.db, stores, ctx.log, payload.parse(raw).orderId);
