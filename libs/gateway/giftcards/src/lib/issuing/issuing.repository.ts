import { namedRows, type Database, type NamedStatement } from '@giftshop/gateway-db';
import { CART_ROWS_COLUMNS, cartRowsFromJson, isUuid, type CartJson } from '@giftshop/gateway-cart-data';
import { markJobDoneSql } from '@giftshop/gateway-jobs';
import type { FulfilmentRows, PrefixRow } from './fulfilment-plan';

// The order's rows (as the cart reads them) and what issuing needs besides, in one round trip: the store's card
// prefixes, the order's adjustments and its gift card payments.
const ISSUING_ROWS: NamedStatement = {
  name: 'issuing_rows',
  text: `select ${CART_ROWS_COLUMNS},
      coalesce((select json_agg(json_build_object('prefix', prefix, 'isChoice', is_choice, 'isTest', is_test) order by prefix)
        from card_prefixes where store_id = o.store_id), '[]') as prefixes,
      coalesce((select json_agg(json_build_object('title', title, 'amount', amount) order by id)
        from adjustments where order_id = o.id and adjustment_type <> 'SHIPPING'), '[]') as adjustments,
      coalesce((select json_agg(json_build_object('number', g.number, 'amount', p.amount) order by p.id)
        from order_card_payments p join gift_cards g on g.id = p.gift_card_id where p.order_id = o.id), '[]') as card_payments
    from orders o where o.id = $1`,
};

type IssuingJson = CartJson & { prefixes: PrefixRow[]; adjustments: { title: string; amount: number }[]; card_payments: { number: string; amount: number }[] };

/** The order's rows and what issuing reads besides (the store's prefixes, adjustments, card payments); null if unknown. */
export async function loadIssuingRows(db: Database, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await namedRows<IssuingJson>(db, ISSUING_ROWS, [orderId]);
  if (!row) return null;
  return {
    rows: cartRowsFromJson(row) as FulfilmentRows,
    extras: {
      prefixes: row.prefixes,
      adjustments: row.adjustments.map((a) => ({ ...a, amount: Number(a.amount) })),
      cardPayments: row.card_payments.map((c) => ({ ...c, amount: Number(c.amount) })),
    },
  };
}

/** One card as the completing statement inserts it, with its ISSUE ledger key and its link's redeem session. */
export interface CardRow {
  number: string;
  pin_hash: string;
  product_id: number | null;
  item_id: number;
  currency: string;
  value: number;
  key: string;
  /** Hash of the redeem session token its e-mail's link carries (digital cards); null for printed cards. */
  token_hash: string | null;
}

export interface DispatchRow {
  id: number;
  dispatch_date: string;
  expected_delivery_date: string | null;
}

export interface EmailRow {
  template: string;
  to_address: string;
  subject: string;
  html: string | null;
  body_text: string | null;
  content: unknown;
  key: string;
  send_after: string;
}

/**
 * A paid order's whole issue as one statement, so it commits all or nothing without a transaction around it: the
 * order moves PENDING → COMPLETED, and only if it did are its cards, their ISSUE ledger rows and redeem sessions,
 * the physical shipments' dispatch dates and the e-mails written, and the job that issues it (if any) marked DONE.
 * Two runs of one order queue on the order's row
 * lock; the second finds it COMPLETED and writes nothing. A number already taken fails the statement
 * (gift_cards_number_unique) and nothing is written.
 */
const COMPLETE_ORDER: NamedStatement = {
  name: 'issuing_complete_order',
  text: `with o as (
      update orders set status = 'COMPLETED', completed_at = $2, updated_at = $2
      where id = $1 and status = 'PENDING' returning id, store_id),
    planned as (
      select * from jsonb_to_recordset($4::jsonb) as p(number text, pin_hash text, product_id int, item_id int,
        currency text, value int, key text, token_hash text)),
    card as (
      insert into gift_cards (store_id, number, pin_hash, product_id, order_item_id, currency, balance, status,
        expires_at, activated_at)
      select o.store_id, p.number, p.pin_hash, p.product_id, p.item_id, p.currency, p.value, 'ACTIVE', $3, $2
      from o, planned p
      returning id, number),
    ledger as (
      insert into gift_card_ledger (gift_card_id, amount, currency, balance_after, reason, order_id, idempotency_key)
      select card.id, p.value, p.currency, p.value, 'ISSUE', $1, p.key from card join planned p using (number)),
    token as (
      insert into redeem_tokens (token_hash, gift_card_id, expires_at)
      select p.token_hash, card.id, $3 from card join planned p using (number) where p.token_hash is not null),
    dispatch as (
      update shipments s set dispatch_date = d.dispatch_date, expected_delivery_date = d.expected_delivery_date
      from o, jsonb_to_recordset($5::jsonb) as d(id int, dispatch_date date, expected_delivery_date date)
      where s.id = d.id and s.order_id = o.id),
    mail as (
      insert into email_outbox (store_id, template, to_address, subject, html, text, content, idempotency_key, send_after)
      select o.store_id, m.template, m.to_address, m.subject, m.html, m.body_text, m.content, m.key, m.send_after
      from o, jsonb_to_recordset($6::jsonb) as m(template text, to_address text, subject text, html text,
        body_text text, content jsonb, key text, send_after timestamptz)
      on conflict (idempotency_key) do nothing
      returning id),
    job as (${markJobDoneSql('$7::int', '$8::text')} and exists (select 1 from o))
    select (select count(*) from o)::int as completed, (select count(*) from card)::int as cards,
      (select count(*) from mail)::int as mails`,
};

export interface CompleteOrder {
  orderId: string;
  now: Date;
  expiresAt: Date;
  cards: CardRow[];
  dispatch: DispatchRow[];
  emails: EmailRow[];
  /** The job running this issue, marked DONE by the same statement. */
  job?: { id: number; lockedBy: string } | null;
}

/** Completes and issues the order (COMPLETE_ORDER); null when it was not PENDING, so nothing was written. */
export async function completeOrder(db: Database, input: CompleteOrder): Promise<{ cards: number; mails: number } | null> {
  const [row] = await namedRows<{ completed: number; cards: number; mails: number }>(db, COMPLETE_ORDER, [
    input.orderId,
    input.now.toISOString(),
    input.expiresAt.toISOString(),
    JSON.stringify(input.cards),
    JSON.stringify(input.dispatch),
    JSON.stringify(input.emails),
    input.job?.id ?? null,
    input.job?.lockedBy ?? null,
  ]);
  return row.completed ? { cards: row.cards, mails: row.mails } : null;
}

const ORDER_STATUS: NamedStatement = { name: 'issuing_order_status', text: 'select status from orders where id = $1' };

export async function orderStatus(db: Database, orderId: string): Promise<string | null> {
  const [row] = await namedRows<{ status: string }>(db, ORDER_STATUS, [orderId]);
  return row?.status ?? null;
}

/** Whether a write failed because a card number was already taken (the statement then wrote nothing). */
export function isCardNumberTaken(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && (e.constraint === 'gift_cards_number_unique' || /gift_cards_number_unique/.test(e.message ?? ''))) return true;
  }
  return false;
}
