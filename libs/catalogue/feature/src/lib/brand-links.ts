import { prefixPath, type PathContext } from '@giftshop/util-i18n';

/** A link from brand data: site-relative ones keep the page's language prefix, absolute ones stay as they are. */
export const brandLink = (link: string, paths: PathContext) => (link.startsWith('/') ? prefixPath(link, paths) : link);
