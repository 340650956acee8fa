import { localPageSeo, type PageLoad } from '@giftshop/shared-data-access';
import { pickMessages } from '@giftshop/util-i18n';
import { basketMessages } from './messages';

/**
 * The basket route's load: no gateway call on the server (the cart is read in the browser, by cookie), only the
 * page's <head>. The basket is never indexed (robots.txt keeps crawlers out too).
 */
export const basketLoader =
  (siteName: string): PageLoad =>
  async (args) => {
    const m = pickMessages(basketMessages, args.services.settings.language).page;
    return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'BASKET', noindex: true });
  };
