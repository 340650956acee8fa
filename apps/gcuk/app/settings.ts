import type { StoreSettings } from '@giftshop/shared-data-access';
import { brand } from './brand';

/** The UK store (spec §1): store 48, GB, English (en-gb), pounds. The optional /en/ prefix is read per page. */
export function storeSettings(url: URL): StoreSettings {
  return {
    storeId: brand.storeId,
    buildKey: brand.buildKey,
    language: 'en',
    locale: 'en-GB',
    countryCode: 'GB',
    currency: 'GBP',
    brandHost: brand.host,
    origin: `https://${brand.host}`,
    prefixed: /^\/en(\/|$)/.test(url.pathname),
  };
}
