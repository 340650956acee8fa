import { namedRows, type Database, type NamedStatement } from '@giftshop/gateway-db';
import { signalQueued, WAKE_CHANNELS, type NewJob } from '@giftshop/gateway-jobs';
import type { OrderRow, PaymentRow } from './payments.repository';

/** What applying an event reads of the order and the payment it names. */
export interface LockedPayment {
  order: Pick<OrderRow, 'id' | 'status' | 'orderType'>;
  payment: Pick<PaymentRow, 'id' | 'status' | 'issuer'>;
}

// The order is locked first (the materialized CTE runs before the outer row is locked), then its payment: the order
// every writer of orders and payments keeps.
const LOCK_PAYMENT: NamedStatement = {
  name: 'payment_event_lock',
  text: `with o as materialized (
      select id, status, order_type from orders
      where id = (select order_id from payments where id = $1 and provider = $2) for update)
    select o.id as order_id, o.status::text as order_status, o.order_type::text as order_type,
      p.id as payment_id, p.status::text as payment_status, p.issuer
    from payments p join o on o.id = p.order_id where p.id = $1 for update of p`,
};

interface LockedRow {
  order_id: string;
  order_status: OrderRow['status'];
  order_type: OrderRow['orderType'];
  payment_id: string;
  payment_status: PaymentRow['status'];
  issuer: string | null;
}

/** The payment `paymentId` of `provider` and its order, both locked until the transaction ends; null if unknown. */
export async function lockPaymentWithOrder(
  tx: Database,
  provider: string,
  paymentId: string,
): Promise<LockedPayment | null> {
  const [row] = await namedRows<LockedRow>(tx, LOCK_PAYMENT, [paymentId, provider]);
  if (!row) return null;
  return {
    order: { id: row.order_id, status: row.order_status, orderType: row.order_type },
    payment: { id: row.payment_id, status: row.payment_status, issuer: row.issuer },
  };
}

// The event is stored once (its provider id is unique); only a newly stored event moves the payment and schedules
// the job it causes (a paid order's fulfilment), which exists exactly when the event does.
const STORE_EVENT: NamedStatement = {
  name: 'payment_event_store',
  text: `with e as (insert into payment_events (provider, provider_event_id, payment_id, event_type, payload)
        values ($1, $2, $3, $4, $5::jsonb) on conflict (provider_event_id) do nothing returning id),
      p as (update payments set status = $6::payment_status, issuer = coalesce(issuer, $7), updated_at = now()
        where id = $3 and $8::boolean and exists (select 1 from e)),
      j as (insert into jobs (kind, unique_key, run_at, payload)
        select $9::text, $10::text, now(), $11::jsonb where $9::text is not null and exists (select 1 from e)
        on conflict (unique_key) do nothing returning id)
    select count(*)::int as stored, (select count(*) from j)::int as jobs from e`,
};

export interface StoredEvent {
  provider: string;
  providerEventId: string;
  paymentId: string;
  eventType: string;
  payload: unknown;
  /** The payment's new status and bank, or null to leave the payment as it is. */
  move: { status: PaymentRow['status']; issuer: string | null } | null;
  /** The job the event causes, scheduled with it (as enqueueJob would). */
  job?: NewJob | null;
}

/**
 * Stores a provider event, moves its payment and schedules its job in one statement; false when the event was
 * stored before (a replay).
 */
export async function storePaymentEvent(tx: Database, event: StoredEvent): Promise<boolean> {
  const [row] = await namedRows<{ stored: number; jobs: number }>(tx, STORE_EVENT, [
    event.provider,
    event.providerEventId,
    event.paymentId,
    event.eventType,
    JSON.stringify(event.payload),
    event.move?.status ?? 'OPEN',
    event.move?.issuer ?? null,
    event.move !== null,
    event.job?.kind ?? null,
    event.job?.uniqueKey ?? null,
    JSON.stringify(event.job?.payload ?? {}),
  ]);
  if (row.jobs) signalQueued(WAKE_CHANNELS.jobs);
  return row.stored === 1;
}

// The common report, a payment of a PENDING order paid, applied in one statement without a transaction: the order
// and the payment are locked as LOCK_PAYMENT locks them (for the statement), and only when the order is PENDING and
// the payment not PAID yet (acceptsStatus(…, 'PAID'), and no event of this kind is late) is the event stored, the
// payment moved and the fulfilment job scheduled, as applyPaymentEvent's transaction would. Otherwise nothing is
// written and `ok` is 0.
const PAY_PENDING_ORDER: NamedStatement = {
  name: 'payment_event_pay_pending',
  text: `with o as materialized (
      select id, status, order_type from orders
      where id = (select order_id from payments where id = $1 and provider = $2) for update),
    pl as materialized (select p.id, p.status from payments p join o on o.id = p.order_id where p.id = $1 for update of p),
    ok as materialized (select o.id, case when o.order_type = 'ACTIVATION' then $7::text else $8::text end as kind
      from o, pl where o.status = 'PENDING' and pl.status <> 'PAID'),
    e as (insert into payment_events (provider, provider_event_id, payment_id, event_type, payload)
      select $2, $3, $1, $4, $5::jsonb from ok on conflict (provider_event_id) do nothing returning id),
    p as (update payments set status = 'PAID', issuer = coalesce(issuer, $6), updated_at = now()
      where id = $1 and exists (select 1 from e)),
    j as (insert into jobs (kind, unique_key, run_at, payload)
      select ok.kind, ok.kind || ':' || ok.id::text, now(), jsonb_build_object('orderId', ok.id) from ok
      where exists (select 1 from e) on conflict (unique_key) do nothing returning id)
    select (select count(*) from ok)::int as ok, (select count(*) from e)::int as stored, (select count(*) from j)::int as jobs`,
};

/** What payPendingOrder did: 'applied', 'duplicate' (the event was stored before), or null when it wrote nothing. */
export type PaidInOneStatement = 'applied' | 'duplicate' | null;

/**
 * A PAID report for the payment `paymentId` of a PENDING order, applied in one statement (PAY_PENDING_ORDER) with
 * the fulfilment job `jobKinds` names for the order's type. Null when the order or payment is in any other state (or
 * unknown): the caller then applies the event in its transaction, which handles every case.
 */
export async function payPendingOrder(
  db: Database,
  event: { provider: string; providerEventId: string; paymentId: string; eventType: string; payload: unknown; issuer: string | null },
  jobKinds: { activation: string; regular: string },
): Promise<PaidInOneStatement> {
  const [row] = await namedRows<{ ok: number; stored: number; jobs: number }>(db, PAY_PENDING_ORDER, [
    event.paymentId,
    event.provider,
    event.providerEventId,
    event.eventType,
    JSON.stringify(event.payload),
    event.issuer,
    jobKinds.activation,
    jobKinds.regular,
  ]);
  if (row.jobs) signalQueued(WAKE_CHANNELS.jobs);
  if (!row.ok) return null;
  return row.stored ? 'applied' : 'duplicate';
}
