import type { StoreInfo, StoreRegistry, StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { methodPaysIn } from '@giftshop/gateway-order-payments';
import * as repo from './store.repository';

type MenuRow = Awaited<ReturnType<typeof repo.findMenus>>[number];

const link = (row: MenuRow['item']) => ({ title: row.title, path: row.path, hrefType: row.hrefType });

function footerSections(rows: MenuRow[]) {
  const sections = rows.filter((r) => r.item.parentId === null);
  return sections.map((section) => ({
    title: section.item.title,
    menuItems: rows.filter((r) => r.item.parentId === section.item.id).map((r) => link(r.item)),
  }));
}

/**
 * The stores a visitor can switch to (`StoreRegistry.siblings`): the asking store's family, and for every country
 * that family does not serve, the store marked `switcherFallback` there (the CB stores in the seed). GCUK is a
 * family of one, so its switcher offers GB plus those countries.
 */
export function countriesCombinations(stores: StoreRegistry, store: StoreInfo) {
  return stores
    .siblings(store)
    .sort((a, b) => (a.id === store.id ? -1 : b.id === store.id ? 1 : a.countryCode.localeCompare(b.countryCode)))
    .map((s) => ({
      country: s.countryCode,
      storeID: s.id,
      buildKey: s.buildKey,
      url: s.origin,
      languagesCombinations: s.languages.map((l) => ({ languageCode: l.languageCode, locale: l.locale, isDefault: l.isDefault, currency: s.currency })),
    }));
}

export async function storeData(db: Database, stores: StoreRegistry, scope: StoreScope) {
  const { store, language } = scope;
  const [menuRows, methods] = await Promise.all([repo.findMenus(db, store.id, language.languageCode), repo.findPaymentMethods(db, store.id)]);
  const footer = menuRows.filter((r) => r.menuKey === 'footer');
  const business = menuRows.filter((r) => r.menuKey === 'business');
  const logo = { url: `/store-assets/${store.id}/logo.svg`, alt: store.name };
  return {
    storeData: {
      storeID: store.id,
      buildKey: store.buildKey,
      name: store.name,
      countryCode: store.countryCode,
      currency: store.currency,
      locale: language.locale,
      origin: store.origin,
      menus: {
        footerMenu: { menuItems: footerSections(footer) },
        businessMenu: business.length ? { title: business[0].menuTitle, menuItems: business.filter((r) => r.item.parentId === null).map((r) => link(r.item)) } : null,
      },
      // The methods checkout offers: a country's own method only in a currency it pays in.
      paymentIcons: methods.filter((m) => methodPaysIn(m.method, store.currency)).map((m) => ({
        id: m.method,
        title: m.title,
        image: { url: { type: 'RELATIVE' as const, href: `/store-assets/payment/${m.method}.svg` }, alt: m.title },
      })),
      mainLogo: logo,
      footerLogo: logo,
      countriesCombinations: countriesCombinations(stores, store),
    },
  };
}
