import { graphql, type PromoBlock_BlockFragment, type UspList_BlockFragment } from '@giftshop/shared-graphql';
import type { PromoCardProps, UspItem } from '@giftshop/catalogue-ui';
import { prefixPath, type PathContext } from '@giftshop/util-i18n';

export const PromoBlockFragment = graphql(`
  fragment PromoBlock_block on Block {
    id
    title
    description
    path
    showHand
    showShadow
    backgroundColor { color }
    cardImage { url { href } alt }
  }
`);

export const UspListFragment = graphql(`
  fragment UspList_block on Block {
    id
    title
    description
    path
  }
`);

/** An editorial block as a promo card; its card art (when it features a product) is decoration next to the title. */
export function promoCard(block: PromoBlock_BlockFragment, paths: PathContext): Omit<PromoCardProps, 'headingLevel'> {
  return {
    title: block.title,
    description: block.description,
    href: prefixPath(block.path, paths),
    backgroundColor: block.backgroundColor.color,
    image: block.cardImage ? { src: block.cardImage.url.href, alt: '', width: 340, height: 214 } : undefined,
    showShadow: block.showShadow,
  };
}

export const uspItem = (block: UspList_BlockFragment, paths: PathContext): UspItem => ({
  id: String(block.id),
  title: block.title,
  description: block.description,
  href: prefixPath(block.path, paths),
});
