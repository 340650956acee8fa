import { localPageSeo, type PageLoad } from '@giftshop/shared-data-access';
import { pickMessages } from '@giftshop/util-i18n';
import { redeemMessages } from './messages';

/**
 * Load functions of the redeem routes. The balance check calls the gateway only when the holder submits, so its load
 * is the page's <head>; `siteName` ends the title. The page is public (holders search for it) and is indexed.
 */
export function redeemLoads(siteName: string): { checkBalance: PageLoad } {
  return {
    checkBalance: async (args) => {
      const m = pickMessages(redeemMessages, args.services.settings.language).checkBalance;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'REDEEM_CHECK', noindex: false });
    },
  };
}
