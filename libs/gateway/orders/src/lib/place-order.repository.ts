import { namedRows, type Database, type NamedStatement } from '@giftshop/gateway-db';
import type { billingAddressValues, paymentAtProvider } from '@giftshop/gateway-order-payments';

// One statement: the session locked first (as every cart writer locks it, then the order); the cart, if still the
// version the shopper confirmed, turned into a PENDING order billed to a new address (its id drawn from the sequence
// here, its row inserted from the updated order, so nothing is written when the cart changed) unless the customer's
// book holds it; the session's cart link cleared; the first payment and the expiry job.
const PLACE_CART: NamedStatement = {
  name: 'order_place_cart',
  text: `with l as materialized (select 1 from sessions where id_hash = $29 for update),
      o as (update orders set status = 'PENDING', reference_number = $22, placed_at = $23, terms_accepted_at = $23,
          payment_method = $24::payment_method, customer_type = $2::customer_type,
          billing_address_id = coalesce($21, nextval('addresses_id_seq')::int),
          language_code = $25, user_id = $26, gclid = $27, updated_at = $23
        where id = $28 and status = 'CART' and version = $43 and exists (select 1 from l)
        returning id, billing_address_id),
      a as (insert into addresses (id, user_id, kind, customer_type, first_name, last_name, company_name,
          country_code, post_code, house_number, suffix, street, city, administrative_area, address_line1,
          address_line2, email, invoice_email, phone_number, reference_number, kvk_number, vat_number)
        select o.billing_address_id, $1, 'BILLING', $2::customer_type, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
          $15, $16, $17, $18, $19, $20
        from o where $21::int is null),
      s as (update sessions set cart_order_id = null where id_hash = $29 and cart_order_id = (select id from o)),
      p as (insert into payments (id, order_id, provider, provider_reference, redirect_url, status, method, issuer,
          amount, currency, attempt)
        select $30, o.id, $31, $32, $33, $34::payment_status, $24::payment_method, $35, $36, $37, $38 from o),
      j as (insert into jobs (kind, unique_key, run_at, payload) select $39, $40, $41, $42::jsonb from o
        where $39::text is not null on conflict (unique_key) do nothing)
    select count(*)::int as placed from o`,
};

export interface PlaceCart {
  orderId: string;
  /** The cart's version the order is placed from: a cart changed since is not placed. */
  version: number;
  sessionIdHash: string;
  billing: ReturnType<typeof billingAddressValues>;
  /** An address book entry to bill to instead of a new address row. */
  billingAddressId: number | null;
  order: {
    referenceNumber: string;
    placedAt: Date;
    paymentMethod: string;
    languageCode: string;
    userId: string | null;
    gclid: string | null;
  };
  payment: Awaited<ReturnType<typeof paymentAtProvider>>;
  job: { kind: string; uniqueKey: string; runAt: Date; payload: Record<string, unknown> } | null;
}

/** Places a cart in one statement; false when it is no longer a cart of that version, or its session is gone. */
export async function placeCart(tx: Database, place: PlaceCart): Promise<boolean> {
  const { billing: b, order, payment, job } = place;
  const [row] = await namedRows<{ placed: number }>(tx, PLACE_CART, [
    b.userId,
    b.customerType,
    b.firstName,
    b.lastName,
    b.companyName,
    b.countryCode,
    b.postCode,
    b.houseNumber,
    b.suffix,
    b.street,
    b.city,
    b.administrativeArea,
    b.addressLine1,
    b.addressLine2,
    b.email,
    b.invoiceEmail,
    b.phoneNumber,
    b.referenceNumber,
    b.kvkNumber,
    b.vatNumber,
    place.billingAddressId,
    order.referenceNumber,
    order.placedAt,
    order.paymentMethod,
    order.languageCode,
    order.userId,
    order.gclid,
    place.orderId,
    place.sessionIdHash,
    payment.id,
    payment.provider,
    payment.providerReference ?? null,
    payment.redirectUrl,
    payment.status ?? 'OPEN',
    payment.issuer ?? null,
    payment.amount,
    payment.currency,
    payment.attempt ?? 1,
    job?.kind ?? null,
    job?.uniqueKey ?? null,
    job?.runAt ?? null,
    JSON.stringify(job?.payload ?? {}),
    place.version,
  ]);
  return row.placed === 1;
}
