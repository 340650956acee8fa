import type { PageLoad } from '@giftshop/shared-data-access';
import { pickMessages, withTrailingSlash } from '@giftshop/util-i18n';
import { basketMessages } from './messages';

/**
 * The basket route's load: no gateway call on the server (the cart is read in the browser, by cookie), only the
 * page's <head>. The basket is never indexed (robots.txt keeps crawlers out too).
 */
export const basketLoader =
  (siteName: string): PageLoad =>
  async ({ services, url }) => {
    const m = pickMessages(basketMessages, services.settings.language).page;
    return {
      seo: {
        metadata: {
          title: `${m.title} | ${siteName}`,
          description: m.description,
          keywords: [],
          noindex: true,
          nofollow: false,
          canonical: `${services.settings.origin}${withTrailingSlash(url.pathname)}`,
          pageType: 'BASKET',
          hreflangTags_v1: [],
        },
      },
    };
  };
