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
  if (values.userId) {
    const same: SQL[] = [];
    for (const [key, value] of Object.entries(values) as [keyof BillingValues, string | null][]) {
      if (key === 'kind') continue;
      same.push(value === null ? isNull(addresses[key]) : eq(addresses[key], value));
    }
    const [found] = await tx.select({ id: addresses.id }).from(addresses).where(and(...same)).limit(1);
    if (found) return found.id;
  }
  const [address] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
  return address.id;
}
