import { localPageSeo, type PageLoad } from '@giftshop/shared-data-access';
import { pickMessages } from '@giftshop/util-i18n';
import { redeemMessages } from './messages';
import { loadRedeemPage } from './redeem-pages/load-redeem-page';
import { redeemPageIdOf } from './redeem-pages/redeem-page-id';

/**
 * Load functions of the redeem routes; `siteName` ends the title. The balance check calls the gateway only when the
 * holder submits, and the redeem shop and checkout belong to the redeem token of the browser tab (session storage),
 * so each load is the page's <head>. The balance check is public and indexed; the holder's pages are not. The
 * redeem information pages and the business shops load their page from the gateway (404 when there is none).
 */
export function redeemLoads(siteName: string): { checkBalance: PageLoad; redeemInfo: PageLoad; redeemShop: PageLoad; redeemCheckout: PageLoad } {
  return {
    checkBalance: async (args) => {
      const m = pickMessages(redeemMessages, args.services.settings.language).checkBalance;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'REDEEM_CHECK', noindex: false });
    },
    redeemInfo: (args) => loadRedeemPage(args, siteName, { shop: false }),
    // The main redeem shop and the business redeem shops of /check-balance/redeem/{pageId}/ share the route module.
    redeemShop: async (args) => {
      if (redeemPageIdOf(args.params)) return loadRedeemPage(args, siteName, { shop: true });
      const m = pickMessages(redeemMessages, args.services.settings.language).redeemShop;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'REDEEM_SHOP', noindex: true });
    },
    redeemCheckout: async (args) => {
      const m = pickMessages(redeemMessages, args.services.settings.language).redeemCheckout;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'REDEEM_CHECKOUT', noindex: true });
    },
  };
}
