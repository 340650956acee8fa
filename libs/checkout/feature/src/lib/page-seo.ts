import type { PageArgs, Seo } from '@giftshop/shared-data-access';
import { withTrailingSlash } from '@giftshop/util-i18n';

/**
 * <head> of a checkout page. These pages belong to one shopper and their order, so the gateway keeps no metadata
 * for them: they are built here, never indexed, and without language alternates.
 */
export function checkoutSeo(args: PageArgs, siteName: string, page: { title: string; description: string; pageType: string }): { seo: Seo } {
  const path = withTrailingSlash(args.url.pathname);
  return {
    seo: {
      metadata: {
        title: `${page.title} | ${siteName}`,
        description: page.description,
        keywords: [],
        noindex: true,
        nofollow: false,
        canonical: `${args.services.settings.origin}${path}`,
        pageType: page.pageType,
        hreflangTags_v1: [],
      },
    },
  };
}
