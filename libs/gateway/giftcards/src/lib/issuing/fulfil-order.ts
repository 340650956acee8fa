import { and, eq, ne } from 'drizzle-orm';
import { adjustments, cardPrefixes, giftCards, orderCardPayments, orders, shipments, type Database } from '@giftshop/gateway-db';
import type { StoreRegistry } from '@giftshop/gateway-core';
import { cartLimits, cartRepository, dispatchPlan, zonedInstant } from '@giftshop/gateway-cart-data';
import { issueRedeemToken, type PinHasher } from '@giftshop/gateway-cards-data';
import { queueEmail, storeMailbox } from '@giftshop/gateway-mail';
import type { Logger } from 'pino';
import { cardExpiry } from './issuing-constants';
import { planCards, prefixFor, type FulfilmentRows } from './fulfilment-plan';
import { issueCard, issuedKeys, makeCredentials, type IssuedCard } from './issue-cards';
import { cardDeliveryEmail, donationNoticeEmail, mailContext, orderConfirmationEmail, shipmentPrintEmail, type MailContext, type PhysicalDates } from './fulfilment-emails';

export interface FulfilmentDeps {
  stores: StoreRegistry;
  log: Logger;
  /** Hashes the new cards' PINs under the current pepper. */
  pins: PinHasher;
  clock?: () => Date;
  /** Where print-and-post orders of physical cards go; fulfilment@ the store's domain by default. */
  fulfilmentAddress?: string;
}

export type FulfilmentResult = { outcome: 'fulfilled'; cardsIssued: number } | { outcome: 'already-fulfilled' };

/** Digital delivery moment: the chosen local date and time in the store's zone, or now when none or already past. */
function deliveryMoment(shipment: FulfilmentRows['shipments'][number], timeZone: string, now: Date): Date {
  if (!shipment.deliveryDate) return now;
  const at = zonedInstant(shipment.deliveryDate, shipment.deliveryTime ? shipment.deliveryTime.slice(0, 5) : null, timeZone);
  return at > now ? at : now;
}

async function queueCardEmails(tx: Database, ctx: MailContext, rows: FulfilmentRows, issued: IssuedCard[], expiresAt: Date, now: Date) {
  const byPackage = new Map<number, IssuedCard[]>();
  for (const card of issued) byPackage.set(card.planned.item.packageId, [...(byPackage.get(card.planned.item.packageId) ?? []), card]);
  for (const [packageId, cards] of byPackage) {
    const pkg = rows.packages.find((p) => p.id === packageId);
    const shipment = rows.shipments.find((s) => s.id === pkg?.shipmentId);
    if (!pkg || shipment?.deliveryType !== 'DIGITAL') continue;
    const to = pkg.receiverEmail ?? rows.billingAddress?.email;
    if (!to) throw new Error(`Package ${packageId} has no receiver e-mail address`);
    // Each card's link opens a redeem session valid until the card expires: the e-mail already holds number and PIN.
    const tokens = new Map<number, string>();
    for (const card of cards) tokens.set(card.id, await issueRedeemToken(tx, card.id, now, expiresAt));
    const mail = cardDeliveryEmail(ctx, rows, packageId, cards, expiresAt, tokens);
    await queueEmail(tx, { storeId: ctx.store.id, template: 'card-delivery', to, ...mail, idempotencyKey: `card-delivery:${packageId}`, sendAfter: deliveryMoment(shipment, ctx.store.timeZone, now) });
  }
}

/** Donations issue no card: a donation sent by e-mail tells its receiver at the delivery moment (once per package). */
async function queueDonationNotices(tx: Database, ctx: MailContext, rows: FulfilmentRows, now: Date) {
  for (const donation of rows.items.filter((i) => i.kind === 'DONATION')) {
    const pkg = rows.packages.find((p) => p.id === donation.packageId);
    const shipment = rows.shipments.find((s) => s.id === pkg?.shipmentId);
    if (!pkg || shipment?.deliveryType !== 'DIGITAL') continue;
    const to = pkg.receiverEmail ?? rows.billingAddress?.email;
    if (!to) throw new Error(`Package ${pkg.id} has no receiver e-mail address`);
    const mail = donationNoticeEmail(ctx, rows, pkg.id, donation);
    await queueEmail(tx, { storeId: ctx.store.id, template: 'donation-notice', to, ...mail, idempotencyKey: `donation-notice:${pkg.id}`, sendAfter: deliveryMoment(shipment, ctx.store.timeZone, now) });
  }
}

async function queuePrintOrders(tx: Database, deps: FulfilmentDeps, rows: FulfilmentRows, issued: IssuedCard[], dispatch: Map<number, PhysicalDates>, expiresAt: Date) {
  const store = deps.stores.get(rows.order.storeId);
  if (!store) return;
  const ctx = mailContext(store, store.languages.find((l) => l.isDefault)?.languageCode ?? 'en');
  for (const [shipmentId, dates] of dispatch) {
    const mail = shipmentPrintEmail(ctx, rows, shipmentId, issued, dates, expiresAt);
    const to = deps.fulfilmentAddress ?? storeMailbox(store, 'fulfilment');
    await queueEmail(tx, { storeId: store.id, template: 'shipment-print', to, ...mail, idempotencyKey: `shipment-print:${shipmentId}` });
  }
}

async function recordDispatch(tx: Database, rows: FulfilmentRows, timeZone: string, now: Date): Promise<Map<number, PhysicalDates>> {
  const dates = new Map<number, PhysicalDates>();
  for (const shipment of rows.shipments.filter((s) => s.deliveryType === 'PHYSICAL')) {
    const plan = dispatchPlan(now, timeZone, { deliveryType: 'PHYSICAL', deliveryDate: shipment.deliveryDate });
    const recorded = { dispatchDate: plan.dispatchDate, expectedDeliveryDate: plan.expectedDeliveryDate };
    await tx.update(shipments).set(recorded).where(eq(shipments.id, shipment.id));
    dates.set(shipment.id, recorded);
  }
  return dates;
}

/**
 * Issues a paid order's cards and completes it, in one transaction under the order's row lock: cards with their
 * ISSUE ledger rows, one e-mail per digital package (cards or donation) at its delivery moment, the physical shipments' dispatch dates
 * and print-and-post orders, the buyer's confirmation, status COMPLETED. A second run (retry, replay, concurrent worker) finds the order
 * COMPLETED and does nothing; a run that dies midway commits nothing. Card numbers and PINs are never logged.
 */
export async function fulfilOrder(db: Database, deps: FulfilmentDeps, orderId: string): Promise<FulfilmentResult> {
  const now = (deps.clock ?? (() => new Date()))();
  const preview = await cartRepository.loadCartRows(db, orderId);
  if (!preview) throw new Error(`Order ${orderId} does not exist`);
  if (preview.order.status === 'COMPLETED') return { outcome: 'already-fulfilled' };
  const cardMaxValue = cartLimits(preview.order.currency).cardMaxValue;
  const plan = planCards(preview, cardMaxValue);
  // Numbers and PIN hashes are made before the transaction: the hashing then holds no lock.
  const prefixes = await db.select().from(cardPrefixes).where(eq(cardPrefixes.storeId, preview.order.storeId));
  const made = await makeCredentials(deps.pins, plan.map((planned) => prefixFor(planned.item.product, prefixes)));
  const credentials = new Map(plan.map((planned, i) => [planned.idempotencyKey, made[i]]));

  return db.transaction(async (tx) => {
    const order = await cartRepository.lockOrder(tx, orderId);
    if (!order) throw new Error(`Order ${orderId} does not exist`);
    if (order.status === 'COMPLETED') return { outcome: 'already-fulfilled' } as const;
    if (order.status !== 'PENDING') throw new Error(`Order ${orderId} is ${order.status} and cannot be fulfilled`);
    const store = deps.stores.get(order.storeId);
    if (!store) throw new Error(`Order ${orderId} belongs to unknown store ${order.storeId}`);
    const rows = (await cartRepository.loadCartRows(tx, orderId)) as FulfilmentRows;
    const done = await issuedKeys(tx, orderId);
    const expiresAt = cardExpiry(now);

    const issued: IssuedCard[] = [];
    for (const planned of planCards(rows, cardMaxValue).filter((p) => !done.has(p.idempotencyKey))) {
      const creds =
        credentials.get(planned.idempotencyKey) ?? (await makeCredentials(deps.pins, [prefixFor(planned.item.product, prefixes)]))[0];
      const input = { storeId: order.storeId, orderId, expiresAt, issuedAt: now, credentials: creds, pins: deps.pins };
      issued.push(await issueCard(tx, planned, input));
    }

    const ctx = mailContext(store, order.languageCode);
    await queueCardEmails(tx, ctx, rows, issued, expiresAt, now);
    await queueDonationNotices(tx, ctx, rows, now);
    const dispatch = await recordDispatch(tx, rows, store.timeZone, now);
    await queuePrintOrders(tx, deps, rows, issued, dispatch, expiresAt);
    const extraAdjustments = await tx
      .select({ title: adjustments.title, amount: adjustments.amount })
      .from(adjustments)
      .where(and(eq(adjustments.orderId, orderId), ne(adjustments.adjustmentType, 'SHIPPING')));
    const buyer = rows.billingAddress?.email;
    if (buyer) {
      const cardPayments = await tx
        .select({ number: giftCards.number, amount: orderCardPayments.amount })
        .from(orderCardPayments)
        .innerJoin(giftCards, eq(giftCards.id, orderCardPayments.giftCardId))
        .where(eq(orderCardPayments.orderId, orderId))
        .orderBy(orderCardPayments.id);
      const mail = orderConfirmationEmail(ctx, rows, dispatch, extraAdjustments, cardPayments);
      await queueEmail(tx, { storeId: store.id, template: 'order-confirmation', to: buyer, ...mail, idempotencyKey: `order-confirmation:${orderId}` });
    } else deps.log.warn({ orderId }, 'order has no billing e-mail: no confirmation sent');

    await tx.update(orders).set({ status: 'COMPLETED', completedAt: now, updatedAt: now }).where(eq(orders.id, orderId));
    deps.log.info({ orderId, cardsIssued: issued.length }, 'order fulfilled');
    return { outcome: 'fulfilled', cardsIssued: issued.length } as const;
  });
}
