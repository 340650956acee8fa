import { eq, sql } from 'drizzle-orm';
import { orders, selectRows, shipments, type Database } from '@giftshop/gateway-db';
import type { StoreRegistry } from '@giftshop/gateway-core';
import { cartLimits, cartRepository, dispatchPlan, zonedInstant } from '@giftshop/gateway-cart-data';
import type { CardSecrets, PinHasher } from '@giftshop/gateway-cards-data';
import { queueEmails, storeMailbox, type QueuedEmail } from '@giftshop/gateway-mail';
import type { Logger } from 'pino';
import { cardExpiry } from './issuing-constants';
import { planCards, prefixFor, type FulfilmentRows, type PrefixRow } from './fulfilment-plan';
import { issueCard, makeCredentials, type IssuedCard } from './issue-cards';
import { cardDeliveryQueued } from './card-delivery-content';
import { donationNoticeEmail, mailContext, orderConfirmationEmail, shipmentPrintEmail, type MailContext, type PhysicalDates } from './fulfilment-emails';

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

/** Digital delivery moment: the chosen local date and time in the store's zone, or now when none or already past. */
function deliveryMoment(shipment: FulfilmentRows['shipments'][number], timeZone: string, now: Date): Date {
  if (!shipment.deliveryDate) return now;
  const at = zonedInstant(shipment.deliveryDate, shipment.deliveryTime ? shipment.deliveryTime.slice(0, 5) : null, timeZone);
  return at > now ? at : now;
}

function cardEmails(ctx: MailContext, rows: FulfilmentRows, issued: IssuedCard[], expiresAt: Date, now: Date, secrets: CardSecrets): QueuedEmail[] {
  const byPackage = new Map<number, IssuedCard[]>();
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

function printOrders(deps: FulfilmentDeps, rows: FulfilmentRows, issued: IssuedCard[], dispatch: Map<number, PhysicalDates>, expiresAt: Date): QueuedEmail[] {
  const store = deps.stores.get(rows.order.storeId);
  if (!store) return [];
  const ctx = mailContext(store, store.languages.find((l) => l.isDefault)?.languageCode ?? 'en');
  return [...dispatch].map(([shipmentId, dates]) => {
    const mail = shipmentPrintEmail(ctx, rows, shipmentId, issued, dates, expiresAt);
    const to = deps.fulfilmentAddress ?? storeMailbox(store, 'fulfilment');
    return { storeId: store.id, template: 'shipment-print', to, ...mail, idempotencyKey: `shipment-print:${shipmentId}` };
  });
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

/** What issuing reads besides the order's rows, in one statement: the store's prefixes, adjustments, card payments. */
async function loadIssuingExtras(db: Database, orderId: string, storeId: number) {
  const [row] = await selectRows<{ prefixes: PrefixRow[]; adjustments: { title: string; amount: number }[]; card_payments: { number: string; amount: number }[] }>(
    db,
    sql`select
      coalesce((select json_agg(json_build_object('prefix', prefix, 'isChoice', is_choice, 'isTest', is_test) order by prefix)
        from card_prefixes where store_id = ${storeId}), '[]') as prefixes,
      coalesce((select json_agg(json_build_object('title', title, 'amount', amount) order by id)
        from adjustments where order_id = ${orderId} and adjustment_type <> 'SHIPPING'), '[]') as adjustments,
      coalesce((select json_agg(json_build_object('number', g.number, 'amount', p.amount) order by p.id)
        from order_card_payments p join gift_cards g on g.id = p.gift_card_id where p.order_id = ${orderId}), '[]') as card_payments`,
  );
  return { prefixes: row.prefixes, adjustments: row.adjustments.map((a) => ({ ...a, amount: Number(a.amount) })), cardPayments: row.card_payments.map((c) => ({ ...c, amount: Number(c.amount) })) };
}

/** The order's status under its row lock, with the ledger keys of the cards it already issued (a run that committed). */
async function lockForIssuing(tx: Database, orderId: string) {
  const [row] = await selectRows<{ status: string; store_id: number; language_code: string; issued: string[] }>(
    tx,
    sql`select o.status, o.store_id, o.language_code,
        array(select l.idempotency_key from gift_card_ledger l where l.order_id = o.id and l.reason = 'ISSUE') as issued
      from orders o where o.id = ${orderId} for update of o`,
  );
  return row ? { status: row.status, storeId: row.store_id, languageCode: row.language_code, issued: new Set(row.issued) } : null;
}

const isDigital = (rows: FulfilmentRows, packageId: number) => {
  const pkg = rows.packages.find((p) => p.id === packageId);
  return rows.shipments.find((s) => s.id === pkg?.shipmentId)?.deliveryType === 'DIGITAL';
};

/**
 * Issues a paid order's cards and completes it, in one transaction under the order's row lock: cards with their
 * ISSUE ledger rows, one e-mail per digital package (cards or donation) at its delivery moment, the physical shipments' dispatch dates
 * and print-and-post orders, the buyer's confirmation, status COMPLETED. A second run (retry, replay, concurrent worker) finds the order
 * COMPLETED and does nothing; a run that dies midway commits nothing. Card numbers and PINs are never logged.
 * A placed order's rows no longer change (cart writes need status CART), so those read before the transaction are
 * used in it; reading, PIN hashing and e-mail rendering hold no lock.
 */
export async function fulfilOrder(db: Database, deps: FulfilmentDeps, orderId: string): Promise<FulfilmentResult> {
  const now = (deps.clock ?? (() => new Date()))();
  const preview = await cartRepository.loadCartRows(db, orderId);
  if (!preview) throw new Error(`Order ${orderId} does not exist`);
  if (preview.order.status === 'COMPLETED') return { outcome: 'already-fulfilled' };
  const cardMaxValue = cartLimits(preview.order.currency).cardMaxValue;
  const plan = planCards(preview, cardMaxValue);
  // Numbers and PIN hashes are made before the transaction: the hashing then holds no lock.
  const extras = await loadIssuingExtras(db, orderId, preview.order.storeId);
  const made = await makeCredentials(deps.pins, plan.map((planned) => prefixFor(planned.item.product, extras.prefixes)));
  const credentials = new Map(plan.map((planned, i) => [planned.idempotencyKey, made[i]]));

  return db.transaction(async (tx) => {
    const order = await lockForIssuing(tx, orderId);
    if (!order) throw new Error(`Order ${orderId} does not exist`);
    if (order.status === 'COMPLETED') return { outcome: 'already-fulfilled' } as const;
    if (order.status !== 'PENDING') throw new Error(`Order ${orderId} is ${order.status} and cannot be fulfilled`);
    const store = deps.stores.get(order.storeId);
    if (!store) throw new Error(`Order ${orderId} belongs to unknown store ${order.storeId}`);
    const placedBefore = preview.order.status === 'PENDING';
    const rows = (placedBefore ? preview : await cartRepository.loadCartRows(tx, orderId)) as FulfilmentRows;
    const { adjustments: extraAdjustments, cardPayments } = placedBefore ? extras : await loadIssuingExtras(tx, orderId, order.storeId);
    const expiresAt = cardExpiry(now);

    const issued: IssuedCard[] = [];
    for (const planned of planCards(rows, cardMaxValue).filter((p) => !order.issued.has(p.idempotencyKey))) {
      const creds =
        credentials.get(planned.idempotencyKey) ?? (await makeCredentials(deps.pins, [prefixFor(planned.item.product, extras.prefixes)]))[0];
      const withRedeemToken = isDigital(rows, planned.item.packageId);
      const input = { storeId: order.storeId, orderId, expiresAt, issuedAt: now, credentials: creds, pins: deps.pins, withRedeemToken };
      issued.push(await issueCard(tx, planned, input));
    }

    const ctx = mailContext(store, order.languageCode);
    const dispatch = await recordDispatch(tx, rows, store.timeZone, now);
    const emails = [...cardEmails(ctx, rows, issued, expiresAt, now, deps.secrets), ...donationNotices(ctx, rows, now), ...printOrders(deps, rows, issued, dispatch, expiresAt)];
    const buyer = rows.billingAddress?.email;
    if (buyer) {
      const mail = orderConfirmationEmail(ctx, rows, dispatch, extraAdjustments, cardPayments);
      emails.push({ storeId: store.id, template: 'order-confirmation', to: buyer, ...mail, idempotencyKey: `order-confirmation:${orderId}` });
    } else deps.log.warn({ orderId }, 'order has no billing e-mail: no confirmation sent');
    await queueEmails(tx, emails);

    await tx.update(orders).set({ status: 'COMPLETED', completedAt: now, updatedAt: now }).where(eq(orders.id, orderId));
    deps.log.info({ orderId, cardsIssued: issued.length }, 'order fulfilled');
    return { outcome: 'fulfilled', cardsIssued: issued.length } as const;
  });
}
