import { namedRows, type Database, type NamedStatement } from '@giftshop/gateway-db';
import { methodPaysIn } from './payment-method-currencies';
import { paymentMethodTitle, sandboxIdealBanks } from './payment-method-titles';
import type { PaymentMethodId, PaymentProvider } from './payment-provider';
import { PAID_LATER } from './sandbox/sandbox-provider';

export type CustomerType = 'PRIVATE' | 'BUSINESS';

export interface OfferedPaymentMethod {
  id: PaymentMethodId;
  title: string;
  banks: { id: string; issuer: string }[];
  rawProviderData: string;
}

/** Banks per method; only iDEAL asks the shopper to pick one. */
export const banksOf = (method: PaymentMethodId) => (method === 'ideal' ? [...sandboxIdealBanks] : []);

const STORE_METHODS: NamedStatement = {
  name: 'payment_store_methods',
  text: `select m.method::text as method, m.business_only, s.currency from store_payment_methods m join stores s on s.id = m.store_id
         where m.store_id = $1 and m.enabled order by m.position`,
};

type StoreMethodRow = { method: PaymentMethodId; business_only: boolean; currency: string };

/**
 * How long a store's methods are kept in memory: they are store configuration (seeded, changed by an operator), read
 * on every checkout. A change takes effect within this time, as a catalogue change does in the front cache.
 */
export const STORE_METHODS_TTL_MS = 60_000;
type KeptMethods = Map<number, { rows: Promise<StoreMethodRow[]>; until: number }>;
const storeMethodsCache = new WeakMap<Database, KeptMethods>();

/** The store's enabled methods, from memory when read less than STORE_METHODS_TTL_MS ago through the same `db`. */
function storeMethods(db: Database, storeId: number): Promise<StoreMethodRow[]> {
  const byStore = storeMethodsCache.get(db) ?? (new Map() as KeptMethods);
  storeMethodsCache.set(db, byStore);
  const now = Date.now();
  const kept = byStore.get(storeId);
  if (kept && kept.until > now) return kept.rows;
  const rows = namedRows<StoreMethodRow>(db, STORE_METHODS, [storeId]);
  byStore.set(storeId, { rows, until: now + STORE_METHODS_TTL_MS });
  // A failed read is not kept.
  rows.catch(() => byStore.get(storeId)?.rows === rows && byStore.delete(storeId));
  return rows;
}

/**
 * The store's payment methods for a customer type, in the store's order (table `store_payment_methods`):
 * methods marked business-only (invoice) are offered to BUSINESS customers only, and a country's own method only in
 * a currency it pays in (BLIK enabled on a euro store is not offered). A store without a provider
 * (`providerFor` answered null) offers none: every method, bank transfer and invoice included, goes through one.
 */
export async function paymentMethodsFor(
  db: Database,
  provider: PaymentProvider | null,
  storeId: number,
  customerType: CustomerType,
  language: string,
): Promise<OfferedPaymentMethod[]> {
  if (!provider) return [];
  const rows = await storeMethods(db, storeId);
  return rows
    .filter((row) => (customerType === 'BUSINESS' || !row.business_only) && methodPaysIn(row.method, row.currency))
    .map(({ method }) => ({
      id: method,
      title: paymentMethodTitle(language, method),
      banks: banksOf(method),
      rawProviderData: JSON.stringify({ provider: provider.name, method, flow: PAID_LATER.has(method) ? 'paid-later' : 'redirect', issuers: banksOf(method).map((b) => b.id) }),
    }));
}

export type MethodProblem = 'method' | 'issuerRequired' | 'issuerUnknown';

/** Why a method and issuer cannot pay an order of this customer type, or null when they can. */
export function methodProblem(offered: OfferedPaymentMethod[], method: string, issuer: string | null | undefined): MethodProblem | null {
  const found = offered.find((m) => m.id === method);
  if (!found) return 'method';
  if (!found.banks.length) return null;
  if (!issuer) return 'issuerRequired';
  return found.banks.some((b) => b.id === issuer) ? null : 'issuerUnknown';
}
