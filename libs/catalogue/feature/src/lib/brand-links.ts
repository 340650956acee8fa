import { prefixPath, type PathContext } from '@giftshop/util-i18n';
import type { FeaturedBlock } from '@giftshop/util-brand';

/**
 * Where a brand block links on a page: its link in the page's language (`links`, where that language's route has
 * other words than the first language's), site-relative ones with the page's language prefix; absolute URLs stay.
 */
export function brandLink(block: Pick<FeaturedBlock, 'link' | 'links'>, paths: PathContext): string {
  const link = block.links?.[paths.language] ?? block.link;
  return link.startsWith('/') ? prefixPath(link, paths) : link;
}
