import { randomBytes } from 'node:crypto';
import type { Database } from '@giftshop/gateway-db';
import type { StoreRegistry } from '@giftshop/gateway-core';
import { cartLimits, dispatchPlan, zonedInstant, type DispatchPlace } from '@giftshop/gateway-cart-data';
import { hashRedeemToken, type CardSecrets, type PinHasher } from '@giftshop/gateway-cards-data';
import { signalQueued, WAKE_CHANNELS } from '@giftshop/gateway-jobs';
import { storeMailbox, type QueuedEmail } from '@giftshop/gateway-mail';
import type { Logger } from 'pino';
import { cardExpiry } from './issuing-constants';
import { planCards, prefixFor, type FulfilmentRows } from './fulfilment-plan';
import { makeCredentials } from './issue-cards';
import { cardDeliveryQueued, type DeliveredCard } from './card-delivery-content';
import { donationNoticeEmail, mailContext, orderConfirmationEmail, type MailContext, type PhysicalDates } from './fulfilment-emails';
import { shipmentPrintQueued } from './shipment-print-content';
import { completeOrder, isCardNumberTaken, loadIssuingRows, orderStatus, type EmailRow } from './issuing.repository';

export interface FulfilmentDeps {
  stores: StoreRegistry;
  log: Logger;
  /** Hashes the new cards' PINs under the current pepper. */
  pins: PinHasher;
  /** Seals the PINs and link tokens that card e-mails carry while they wait in the outbox. */
  secrets: CardSecrets;
  clock?: () => Date;
  /** Where print-and-post orders of physical cards go; fulfilment@ the store's domain by default. */
  fulfilmentAddress?: string;
}

export type FulfilmentResult = { outcome: 'fulfilled'; cardsIssued: number } | { outcome: 'already-fulfilled' };

/** The job running a fulfilment: the completing statement marks it DONE (`markJobDoneSql`). */
export interface FulfilmentJob {
  id: number;
  lockedBy: string;
}

/** Digital delivery moment: the chosen local date and time in the store's zone, or now when none or already past. */
function deliveryMoment(shipment: FulfilmentRows['shipments'][number], timeZone: string, now: Date): Date {
  if (!shipment.deliveryDate) return now;
  const at = zonedInstant(shipment.deliveryDate, shipment.deliveryTime ? shipment.deliveryTime.slice(0, 5) : null, timeZone);
  return at > now ? at : now;
}

function cardEmails(ctx: MailContext, rows: FulfilmentRows, issued: DeliveredCard[], expiresAt: Date, now: Date, secrets: CardSecrets): QueuedEmail[] {
  const byPackage = new Map<number, DeliveredCard[]>();
  for (const card of issued) byPackage.set(card.planned.item.packageId, [...(byPackage.get(card.planned.item.packageId) ?? []), card]);
  const emails: QueuedEmail[] = [];
  for (const [packageId, cards] of byPackage) {
    const pkg = rows.packages.find((p) => p.id === packageId);
    const shipment = rows.shipments.find((s) => s.id === pkg?.shipmentId);
    if (!pkg || shipment?.deliveryType !== 'DIGITAL') continue;
    const to = pkg.receiverEmail ?? rows.billingAddress?.email;
    if (!to) throw new Error(`Package ${packageId} has no receiver e-mail address`);
    // Rendered when sent: each card's link opens a redeem session valid until the card expires.
    const mail = cardDeliveryQueued(ctx, rows, packageId, cards, expiresAt, secrets);
    emails.push({ storeId: ctx.store.id, to, ...mail, idempotencyKey: `card-delivery:${packageId}`, sendAfter: deliveryMoment(shipment, ctx.store.timeZone, now) });
  }
  return emails;
}

/** Donations issue no card: a donation sent by e-mail tells its receiver at the delivery moment (once per package). */
function donationNotices(ctx: MailContext, rows: FulfilmentRows, now: Date): QueuedEmail[] {
  const emails: QueuedEmail[] = [];
  for (const donation of rows.items.filter((i) => i.kind === 'DONATION')) {
    const pkg = rows.packages.find((p) => p.id === donation.packageId);
    const shipment = rows.shipments.find((s) => s.id === pkg?.shipmentId);
    if (!pkg || shipment?.deliveryType !== 'DIGITAL') continue;
    const to = pkg.receiverEmail ?? rows.billingAddress?.email;
    if (!to) throw new Error(`Package ${pkg.id} has no receiver e-mail address`);
    const mail = donationNoticeEmail(ctx, rows, pkg.id, donation);
    emails.push({ storeId: ctx.store.id, template: 'donation-notice', to, ...mail, idempotencyKey: `donation-notice:${pkg.id}`, sendAfter: deliveryMoment(shipment, ctx.store.timeZone, now) });
  }
  return emails;
}

function printOrders(deps: FulfilmentDeps, rows: FulfilmentRows, issued: DeliveredCard[], dispatch: Map<number, PhysicalDates>, expiresAt: Date): QueuedEmail[] {
  const store = deps.stores.get(rows.order.storeId);
  if (!store) return [];
  const ctx = mailContext(store, store.languages.find((l) => l.isDefault)?.languageCode ?? 'en');
  return [...dispatch].map(([shipmentId, dates]) => {
    const mail = shipmentPrintQueued(ctx, rows, shipmentId, issued, dates, expiresAt, deps.secrets);
    const to = deps.fulfilmentAddress ?? storeMailbox(store, 'fulfilment');
    return { storeId: store.id, to, ...mail, idempotencyKey: `shipment-print:${shipmentId}` };
  });
}

/** Dispatch and expected delivery dates of each physical shipment, by the cart's dispatch rule. */
function dispatchDates(rows: FulfilmentRows, place: DispatchPlace, now: Date): Map<number, PhysicalDates> {
  const dates = new Map<number, PhysicalDates>();
  for (const shipment of rows.shipments.filter((s) => s.deliveryType === 'PHYSICAL')) {
    const plan = dispatchPlan(now, place, { deliveryType: 'PHYSICAL', deliveryDate: shipment.deliveryDate });
    dates.set(shipment.id, { dispatchDate: plan.dispatchDate, expectedDeliveryDate: plan.expectedDeliveryDate });
  }
  return dates;
}

const isDigital = (rows: FulfilmentRows, packageId: number) => {
  const pkg = rows.packages.find((p) => p.id === packageId);
  return rows.shipments.find((s) => s.id === pkg?.shipmentId)?.deliveryType === 'DIGITAL';
};

const emailRow = (email: QueuedEmail, now: Date): EmailRow => ({
  template: email.template,
  to_address: email.to,
  subject: email.subject,
  html: email.html ?? null,
  body_text: email.text ?? null,
  content: email.content ?? null,
  key: email.idempotencyKey,
  send_after: (email.sendAfter ?? now).toISOString(),
});

/** A number already taken makes new credentials for the order and writes again, at most this many times. */
const NUMBER_ATTEMPTS = 10;

/**
 * Issues a paid order's cards and completes it: cards with their ISSUE ledger rows, one e-mail per digital package
 * (cards or donation) at its delivery moment, the physical shipments' dispatch dates and print-and-post orders, the
 * buyer's confirmation, status COMPLETED. Everything is prepared first (the order's rows, numbers, PIN hashes, the
 * e-mails), then written by one statement that completes the order only if it is still PENDING (completeOrder): a
 * second run (retry, replay, concurrent worker) writes nothing, and a run that dies commits nothing. A placed
 * order's rows no longer change (cart writes need status CART), so those read first are the ones issued. `job`, the
 * job running it, is marked DONE by that statement when it completes the order. Card numbers and PINs are never
 * logged.
 */
export async function fulfilOrder(db: Database, deps: FulfilmentDeps, orderId: string, job: FulfilmentJob | null = null): Promise<FulfilmentResult> {
  const now = (deps.clock ?? (() => new Date()))();
  const loaded = await loadIssuingRows(db, orderId);
  if (!loaded) throw new Error(`Order ${orderId} does not exist`);
  const { rows, extras } = loaded;
  if (rows.order.status === 'COMPLETED') return { outcome: 'already-fulfilled' };
  if (rows.order.status !== 'PENDING') throw new Error(`Order ${orderId} is ${rows.order.status} and cannot be fulfilled`);
  const store = deps.stores.get(rows.order.storeId);
  if (!store) throw new Error(`Order ${orderId} belongs to unknown store ${rows.order.storeId}`);
  const plan = planCards(rows, cartLimits(rows.order.currency).cardMaxValue);
  const expiresAt = cardExpiry(now);
  const ctx = mailContext(store, rows.order.languageCode);
  const dispatch = dispatchDates(rows, store, now);
  const buyer = rows.billingAddress?.email;
  const confirmation: QueuedEmail[] = [];
  if (buyer) {
    const mail = orderConfirmationEmail(ctx, rows, dispatch, extras.adjustments, extras.cardPayments);
    confirmation.push({ storeId: store.id, template: 'order-confirmation', to: buyer, ...mail, idempotencyKey: `order-confirmation:${orderId}` });
  } else deps.log.warn({ orderId }, 'order has no billing e-mail: no confirmation sent');

  for (let attempt = 1; ; attempt++) {
    // Numbers and PIN hashes are made before the statement: the hashing holds no lock.
    const made = await makeCredentials(deps.pins, plan.map((planned) => prefixFor(planned.item.product, extras.prefixes)));
    const cards = plan.map((planned, i) => ({
      planned,
      ...made[i],
      redeemToken: isDigital(rows, planned.item.packageId) ? randomBytes(32).toString('base64url') : null,
    }));
    const emails = [...cardEmails(ctx, rows, cards, expiresAt, now, deps.secrets), ...donationNotices(ctx, rows, now), ...printOrders(deps, rows, cards, dispatch, expiresAt), ...confirmation];
    try {
      const done = await completeOrder(db, {
        orderId,
        now,
        expiresAt,
        cards: cards.map(({ planned, number, pinHash, redeemToken }) => ({
          number,
          pin_hash: pinHash,
          product_id: planned.item.productId,
          item_id: planned.item.id,
          currency: planned.item.currency,
          value: planned.value,
          key: planned.idempotencyKey,
          token_hash: redeemToken && hashRedeemToken(redeemToken),
        })),
        dispatch: [...dispatch].map(([id, dates]) => ({ id, dispatch_date: dates.dispatchDate, expected_delivery_date: dates.expectedDeliveryDate })),
        emails: emails.map((email) => emailRow(email, now)),
        job,
      });
      if (!done) {
        const status = await orderStatus(db, orderId);
        if (status === 'COMPLETED') return { outcome: 'already-fulfilled' };
        throw new Error(`Order ${orderId} is ${status ?? 'missing'} and cannot be fulfilled`);
      }
      if (done.mails) signalQueued(WAKE_CHANNELS.outbox);
      deps.log.info({ orderId, cardsIssued: done.cards }, 'order fulfilled');
      return { outcome: 'fulfilled', cardsIssued: done.cards };
    } catch (error) {
      if (!isCardNumberTaken(error)) throw error;
      if (attempt >= NUMBER_ATTEMPTS) throw new Error(`No free card numbers found for order ${orderId} after ${NUMBER_ATTEMPTS} attempts`);
    }
  }
}
