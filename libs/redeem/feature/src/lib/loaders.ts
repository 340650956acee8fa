import type { PageLoad } from '@giftshop/shared-data-access';
import { pickMessages, withTrailingSlash } from '@giftshop/util-i18n';
import { redeemMessages } from './messages';

/**
 * Load functions of the redeem routes. The balance check calls the gateway only when the holder submits, so its load
 * is the page's <head>; `siteName` ends the title. The page is public (holders search for it) and is indexed.
 */
export function redeemLoads(siteName: string): { checkBalance: PageLoad } {
  return {
    checkBalance: async ({ services, url }) => {
      const m = pickMessages(redeemMessages, services.settings.language).checkBalance;
      return {
        seo: {
          metadata: {
            title: `${m.title} | ${siteName}`,
            description: m.description,
            keywords: [],
            noindex: false,
            nofollow: false,
            canonical: `${services.settings.origin}${withTrailingSlash(url.pathname)}`,
            pageType: 'REDEEM_CHECK',
            hreflangTags_v1: [],
          },
        },
      };
    },
  };
}
