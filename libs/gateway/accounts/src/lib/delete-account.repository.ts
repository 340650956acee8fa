import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '@giftshop/gateway-db';

/**
 * Removes a user's personal data in the caller's transaction. Kept for accounting: the user row as a tombstone
 * (placed orders point at it) and the addresses of its orders, reduced to country, customer type and a business's
 * company name and tax numbers. Removed: the profile, the address book, receivers' names and e-mails and personal
 * messages in its orders, its sessions, reset tokens and newsletter subscription. The profile's own address
 * (outside the book) goes with the profile.
 */
export async function anonymiseUser(tx: Database, userId: string, now: Date) {
  const [{ email, store_id }] = await selectRows<{ email: string; store_id: number }>(tx, sql`select email, store_id from users where id = ${userId}`);
  const orderIds = sql`select id from orders where user_id = ${userId}`;
  const own = await selectRows<{ address_id: number }>(tx, sql`select address_id from profiles where user_id = ${userId} and address_id is not null`);
  await tx.execute(sql`delete from profiles where user_id = ${userId}`);
  for (const { address_id } of own) await tx.execute(sql`delete from addresses where id = ${address_id} and user_id is null`);
  await tx.execute(sql`
    delete from addresses where user_id = ${userId}
      and id not in (select billing_address_id from orders where billing_address_id is not null)
      and id not in (select delivery_address_id from shipments where delivery_address_id is not null)`);
  await tx.execute(sql`
    update addresses set user_id = null, first_name = '', last_name = '', post_code = null, house_number = null,
      suffix = null, street = null, city = null, administrative_area = null, address_line1 = null, address_line2 = null,
      email = null, invoice_email = null, phone_number = null, reference_number = null
    where user_id = ${userId}
      or id in (select billing_address_id from orders where user_id = ${userId})
      or id in (select delivery_address_id from shipments where order_id in (${orderIds}))`);
  await tx.execute(sql`
    update packages set receiver_first_name = null, receiver_last_name = null, receiver_email = null
    where shipment_id in (select id from shipments where order_id in (${orderIds}))`);
  await tx.execute(sql`update order_items set message_text = null where order_id in (${orderIds})`);
  await tx.execute(sql`delete from sessions where user_id = ${userId}`);
  await tx.execute(sql`delete from password_resets where user_id = ${userId}`);
  await tx.execute(sql`delete from newsletter_subscriptions where store_id = ${store_id} and lower(email) = lower(${email})`);
  await tx.execute(sql`
    update users set email = ${`deleted-${userId}@deleted.invalid`}, password_hash = '!', newsletter_consent = false,
      deleted_at = ${now.toISOString()}
    where id = ${userId}`);
}
