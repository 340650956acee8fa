/**
 * The UK store (spec §1: store 48, GB, English, pounds) as a page's tests see it (shared-data-access StoreSettings),
 * and the userData it sends with every call.
 */
export const ukStore = {
  storeId: 48,
  buildKey: 'GCUK',
  language: 'en',
  locale: 'en-GB',
  countryCode: 'GB',
  currency: 'GBP',
  brandHost: 'gcuk.giftshop.example',
  origin: 'https://gcuk.giftshop.example',
  prefixed: false,
};

export const ukUserData = { language: 'en', storeID: 48, countryCode: 'GB', redeemToken: null };
