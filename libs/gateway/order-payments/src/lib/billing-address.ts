import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { addresses, type Database } from '@giftshop/gateway-db';
import type { billingAddressValues } from './checkout-input';

type BillingValues = ReturnType<typeof billingAddressValues>;

/**
 * The address row an order's billing points at. A logged-in customer's address goes into their address book, unless
 * the book already holds the same address: then the order points at that entry, so ordering again adds no copies.
 * Whether the entry was saved as billing or delivery does not matter.
 */
export async function storeBillingAddress(tx: Database, values: BillingValues): Promise<number> {
  const found = await savedBillingAddress(tx, values);
  if (found !== null) return found;
  const [address] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
  return address.id;
}

/** The logged-in customer's address book entry equal to `values`; null for a guest or a new address. */
export async function savedBillingAddress(tx: Database, values: BillingValues): Promise<number | null> {
  if (!values.userId) return null;
  const same: SQL[] = [];
  for (const [key, value] of Object.entries(values) as [keyof BillingValues, string | null][]) {
    if (key === 'kind') continue;
    same.push(value === null ? isNull(addresses[key]) : eq(addresses[key], value));
  }
  const [found] = await tx.select({ id: addresses.id }).from(addresses).where(and(...same)).limit(1);
  return found?.id ?? null;
}
