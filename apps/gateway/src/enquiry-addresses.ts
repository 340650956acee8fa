import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { StoreInfo } from '@giftshop/gateway-core';
import type { EnquiryAddresses } from '@giftshop/gateway-content';
import { storeMailbox } from '@giftshop/gateway-mail';

interface BrandContact {
  businessEmail?: string;
  organizationStructuredData?: { contactPoint?: { email?: string } };
}

/**
 * Where a store's quote requests and contact messages go: the brand data's `businessEmail` and the support address
 * of its organisation data (the one the contact page and its JSON-LD show), read once per build key from
 * `brands/<build key>/brand.json`. A store without a brand file writes to business@ and support@ its own domain.
 */
export function brandEnquiryAddresses(brandsDir = resolve(process.cwd(), 'brands')): (store: StoreInfo) => EnquiryAddresses {
  const cache = new Map<string, EnquiryAddresses>();
  return (store) => {
    const known = cache.get(store.buildKey);
    if (known) return known;
    const file = join(brandsDir, store.buildKey, 'brand.json');
    const brand: BrandContact = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const addresses = {
      business: brand.businessEmail ?? storeMailbox(store, 'business'),
      support: brand.organizationStructuredData?.contactPoint?.email ?? storeMailbox(store, 'support'),
    };
    cache.set(store.buildKey, addresses);
    return addresses;
  };
}
