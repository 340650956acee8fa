import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MoneyPattern } from '@giftshop/util-money';

/** The store a page belongs to: what every gateway call sends as `userData`, plus formatting settings. */
export interface StoreSettings {
  storeId: number;
  buildKey: string;
  language: string;
  locale: string;
  countryCode: string;
  currency: string;
  /** The brand's own host: links elsewhere open in a new tab. */
  brandHost: string;
  /** The brand's public origin, for canonical URLs and structured data, e.g. https://gcuk.giftshop.example. */
  origin: string;
  /** True when the page was reached with a language prefix (e.g. /en/…); links keep it. */
  prefixed: boolean;
  /** How the store's locale writes its currency, read by the server (`moneyPatterns`): the browser writes prices with it. */
  moneyPatterns?: [string, MoneyPattern | null][];
}

const StoreContext = createContext<StoreSettings | null>(null);

export function StoreProvider({ store, children }: { store: StoreSettings; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStore(): StoreSettings {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore needs a StoreProvider');
  return store;
}

/** `userData` of spec §7 for the current store. */
export function toUserData(store: StoreSettings, redeemToken: string | null = null) {
  return { language: store.language, storeID: store.storeId, countryCode: store.countryCode, redeemToken };
}

export function useUserData(redeemToken: string | null = null) {
  const store = useStore();
  return useMemo(() => toUserData(store, redeemToken), [store, redeemToken]);
}
