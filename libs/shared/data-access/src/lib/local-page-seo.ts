import { withTrailingSlash } from '@giftshop/util-i18n';
import type { PageArgs, Seo } from './page-loader';

export interface LocalPage {
  title: string;
  description: string;
  pageType: string;
  /** Pages of one shopper (basket, checkout) are never indexed; public ones (the balance check) are. */
  noindex: boolean;
}

/**
 * <head> of a page the gateway keeps no metadata for (basket, checkout, balance check): built from the page's own
 * messages, canonical on the request path, `siteName` ending the title, without language alternates.
 */
export function localPageSeo(args: Pick<PageArgs, 'services' | 'url'>, siteName: string, page: LocalPage): { seo: Seo } {
  return {
    seo: {
      metadata: {
        title: `${page.title} | ${siteName}`,
        description: page.description,
        keywords: [],
        noindex: page.noindex,
        nofollow: false,
        canonical: `${args.services.settings.origin}${withTrailingSlash(args.url.pathname)}`,
        pageType: page.pageType,
        hreflangTags_v1: [],
      },
    },
  };
}
