/**
 * The checkout floor: the benchmark's three steps written as plain node:http + pg with one round trip each (named
 * prepared statements, data-modifying CTEs), writing the same rows the gateway writes for a one-card digital order —
 * session, cart, shipment, package, item; billing address, placed order, payment, expiry job; payment event, paid
 * payment, completed order, issued card with its PIN hash (the gateway's own hasher), ledger entry and card e-mail.
 * No GraphQL, validation, rules or rendering: what is left is the database work and the hashing any implementation
 * pays. Its e-mail rows are due at 'infinity', so the gateway measured next does not send them. PORT, DATABASE_URL,
 * PAYMENT_WEBHOOK_SECRET and PIN_PEPPER come from the environment.
 * With FLOOR_MAIL_DIR set it also delivers what the gateway delivers for the order, in the fewest steps: the card
 * e-mail and the buyer's confirmation written from template literals as two multipart `.eml` files into that folder
 * once the payment is committed (no outbox pass, no sent mark), so the bench can say what the e-mails weigh.
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { createPinHasher, generatePin } from '@giftshop/gateway-cards-data';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from '@giftshop/gateway-order-payments';
import { CARD_NUMBER_LENGTH, luhnCheckDigit } from '@giftshop/util-validation';

const STORE_ID = 48;
const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'], max: 10 });
const hasher = createPinHasher({ current: process.env['PIN_PEPPER'] as string, previous: [] });
const secret = process.env['PAYMENT_WEBHOOK_SECRET'] as string;
const mailDir = process.env['FLOOR_MAIL_DIR'];

/** As the gateway numbers cards: the store's prefix, CSPRNG digits and a Luhn check digit. */
function cardNumber(prefix: string) {
  let body = prefix;
  while (body.length < CARD_NUMBER_LENGTH - 1) body += String(randomInt(10));
  return body + String(luhnCheckDigit(body));
}

const ADD = {
  name: 'floor_add',
  text: `with v as (select v.id, v.product_id, v.currency from variations v join products p on p.id = v.product_id
                  where v.id = $1 and v.active and p.active and p.store_id = $2 and $3 = any(v.fixed_values)),
    o as (insert into orders (store_id, language_code, currency, sub_total, grand_total)
          select $2, 'en', v.currency, $3, $3 from v returning id, version),
    s as (insert into sessions (id_hash, store_id, cart_order_id, expires_at) select $4, $2, o.id, now() + interval '30 days' from o),
    sh as (insert into shipments (order_id, tag, delivery_type) select o.id, 'digital', 'DIGITAL' from o returning id),
    pk as (insert into packages (shipment_id, quantity, receiver_first_name, receiver_email) select sh.id, 1, $5, $6 from sh returning id),
    it as (insert into order_items (order_id, package_id, kind, product_id, variation_id, quantity, unit_price, currency)
           select o.id, pk.id, 'GIFT_CARD', v.product_id, v.id, 1, $3, v.currency from o, pk, v)
    select id, version from o`,
};

const PLACE = {
  name: 'floor_place',
  text: `with s as (select cart_order_id from sessions where id_hash = $1 and expires_at > now()),
    a as (insert into addresses (kind, first_name, last_name, country_code, post_code, house_number, street, city, email, phone_number)
          values ('BILLING', $4, $5, 'GB', $6, $7, $8, $9, $10, $11) returning id),
    o as (update orders set status = 'PENDING', reference_number = 'GCUK-' || nextval('order_reference_seq'), billing_address_id = (select id from a),
            payment_method = 'visa', terms_accepted_at = now(), placed_at = now(), version = version + 1, updated_at = now()
          where id = $2 and id = (select cart_order_id from s) and status = 'CART' and version = $3 returning id, grand_total, currency, reference_number),
    p as (insert into payments (id, order_id, provider, provider_reference, redirect_url, status, method, amount, currency, attempt)
          select $12::uuid, o.id, 'sandbox', 'sbx_' || $12, '/payments/sandbox/' || $12 || '/', 'OPEN', 'visa', o.grand_total, o.currency, 1 from o returning id),
    u as (update sessions set cart_order_id = null where id_hash = $1 and exists (select 1 from o)),
    j as (insert into jobs (kind, unique_key, run_at, payload)
          select 'order.expire', 'order.expire:' || o.id, now() + interval '24 hours', jsonb_build_object('orderId', o.id) from o)
    select p.id, o.reference_number from p, o`,
};

const PAY = {
  name: mailDir ? 'floor_pay_and_mail' : 'floor_pay',
  text: `with e as (insert into payment_events (provider, provider_event_id, payment_id, event_type, payload)
                  values ('sandbox', $1, $2, 'payment.paid', $3) on conflict (provider_event_id) do nothing returning payment_id),
    p as (update payments set status = 'PAID', updated_at = now() where id = (select payment_id from e) and status = 'OPEN' returning order_id),
    o as (update orders set status = 'COMPLETED', completed_at = now(), updated_at = now()
          where id = (select order_id from p) and status = 'PENDING' returning id, store_id, currency, billing_address_id),
    i as (select oi.id, oi.product_id, oi.unit_price, pk.receiver_email from order_items oi join packages pk on pk.id = oi.package_id
          where oi.order_id = (select id from o) and oi.kind = 'GIFT_CARD'),
    g as (insert into gift_cards (store_id, number, pin_hash, product_id, order_item_id, currency, balance, status, expires_at)
          select o.store_id, $4, $5, i.product_id, i.id, o.currency, i.unit_price, 'ACTIVE', now() + interval '3 years' from o, i
          returning id, balance, currency),
    l as (insert into gift_card_ledger (gift_card_id, amount, currency, balance_after, reason, order_id, idempotency_key)
          select g.id, g.balance, g.currency, g.balance, 'ISSUE', (select id from o), 'issue:' || g.id from g),
    m as (insert into email_outbox (store_id, template, to_address, subject, html, text, idempotency_key, send_after)
          select o.store_id, 'gift-card', i.receiver_email, 'Your gift card', '', '', 'gift-card:' || g.id, 'infinity' from o, i, g)
    ${mailDir
      ? `select 1 as issued, o.id as order_id, g.balance as value, i.receiver_email as receiver, a.email as buyer
         from o join g on true join i on true left join addresses a on a.id = o.billing_address_id`
      : 'select count(*)::int as issued from g'}`,
};

const pounds = (minor: number) => `£${(minor / 100).toFixed(2)}`;

/** One multipart/alternative message: the text and HTML a shop sends, nothing more. */
function eml(to: string, subject: string, text: string, html: string) {
  const boundary = randomBytes(12).toString('hex');
  return [
    `From: GiftCards UK <no-reply@giftcards.example>`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@giftcards.example>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    `--${boundary}--`,
    '',
  ].join('\n');
}

interface PaidRow {
  order_id: string;
  value: number;
  receiver: string;
  buyer: string;
}

/** The card e-mail (number, PIN, value) and the buyer's confirmation, each written as a file into `dir`. */
async function deliver(dir: string, paid: PaidRow, number: string, pin: string) {
  const value = pounds(paid.value);
  const card = eml(
    paid.receiver,
    'Your GiftCards UK gift card',
    `Hello,\n\nyou have received a gift card worth ${value}.\nCard number: ${number}\nPIN: ${pin}\n`,
    `<!doctype html><html><body><h1>Your gift card</h1><p>You have received a gift card worth <strong>${value}</strong>.</p><p>Card number: ${number}<br>PIN: ${pin}</p></body></html>`,
  );
  const confirmation = eml(
    paid.buyer,
    `Your order ${paid.order_id}`,
    `Thank you for your order ${paid.order_id}.\nGift card: ${value}\nTotal: ${value}\n`,
    `<!doctype html><html><body><h1>Thank you for your order</h1><p>Order ${paid.order_id}</p><table><tr><td>Gift card</td><td>${value}</td></tr><tr><td>Total</td><td>${value}</td></tr></table></body></html>`,
  );
  await Promise.all([
    writeFile(join(dir, `${paid.order_id}-card.eml`), card),
    writeFile(join(dir, `${paid.order_id}-confirmation.eml`), confirmation),
  ]);
}

async function readJson(req: IncomingMessage): Promise<{ raw: Buffer; body: Record<string, unknown> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return { raw, body: JSON.parse(raw.toString('utf8') || '{}') };
}

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const sessionHash = (req: IncomingMessage) => {
  const token = /(?:^|;\s*)s=([0-9a-f]{32})/.exec(req.headers.cookie ?? '')?.[1];
  return token ? createHash('sha256').update(token).digest('hex') : null;
};

async function handle(req: IncomingMessage, res: ServerResponse) {
  const { raw, body } = await readJson(req);
  if (req.url === '/add') {
    const token = randomBytes(16).toString('hex');
    const { rows } = await pool.query({ ...ADD, values: [body['variationId'], STORE_ID, body['amount'], createHash('sha256').update(token).digest('hex'), body['firstName'], body['email']] });
    if (!rows.length) return send(res, 400, { error: 'variation' });
    return send(res, 200, rows[0], { 'set-cookie': `s=${token}; HttpOnly; Path=/` });
  }
  if (req.url === '/place') {
    const a = body['billingAddress'] as Record<string, string>;
    const paymentId = randomUUID();
    const values = [sessionHash(req), body['orderUuid'], body['cartVersion'], a['firstName'], a['lastName'], a['postCode'], a['houseNumber'], a['street'], a['city'], a['email'], a['phoneNumber'], paymentId];
    const { rows } = await pool.query({ ...PLACE, values });
    if (!rows.length) return send(res, 409, { error: 'cart' });
    return send(res, 200, { redirectUrl: `/payments/sandbox/${rows[0].id}/` });
  }
  if (req.url === '/webhook') {
    const signature = req.headers[SANDBOX_SIGNATURE_HEADER];
    if (!verifySandboxSignature(raw, typeof signature === 'string' ? signature : undefined, secret)) return send(res, 401, { error: 'signature' });
    const number = cardNumber('6301480');
    const pin = generatePin();
    const pinHash = await hasher.hash(number, pin);
    const { rows } = await pool.query({ ...PAY, values: [`sandbox:${body['id']}`, body['paymentId'], body, number, pinHash] });
    if (mailDir && rows[0]) await deliver(mailDir, rows[0] as PaidRow, number, pin);
    return send(res, 200, { issued: rows[0]?.issued ?? 0 });
  }
  send(res, 404, { error: 'not found' });
}

createServer((req, res) => {
  handle(req, res).catch((error: Error) => send(res, 500, { error: error.message }));
}).listen(Number(process.env['PORT']), '127.0.0.1', () => process.send?.('ready'));
