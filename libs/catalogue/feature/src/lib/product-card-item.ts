import { graphql, type ProductCard_ProductFragment, type ProductCard_TopListItemFragment } from '@giftshop/shared-graphql';
import type { ProductTileData } from '@giftshop/catalogue-ui';
import { prefixPath, type PathContext } from '@giftshop/util-i18n';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    title
    path
    showHand
    showShadow
    image { url { href } }
    backgroundColor { color }
    variations { id price { minorUnits currency } }
  }
`);

/** A category's top product as the category menu lists it (no prices there). */
export const TopListItemCardFragment = graphql(`
  fragment ProductCard_topListItem on TopListItem {
    id
    title
    path
    showShadow
    image { url { href } }
    backgroundColor { color }
  }
`);

/** The lowest price a product sells for: what its card shows as "From …". */
function fromPrice(product: ProductCard_ProductFragment) {
  const prices = product.variations.map((variation) => variation.price);
  return prices.reduce<(typeof prices)[number] | undefined>((low, price) => (!low || price.minorUnits < low.minorUnits ? price : low), undefined);
}

/** `withHands` is the brand's handVariants toggle: without it no card draws the hand its product asks for. */
export function productTile(product: ProductCard_ProductFragment, paths: PathContext, withPrice = true, withHands = true): ProductTileData {
  const price = withPrice ? fromPrice(product) : undefined;
  return {
    id: String(product.id),
    title: product.title,
    href: prefixPath(product.path, paths),
    imageUrl: product.image.url.href,
    // Card art shows the brand name the card's title already says.
    imageAlt: '',
    backgroundColor: product.backgroundColor.color,
    showShadow: product.showShadow,
    showHand: withHands && product.showHand,
    fromPrice: price ? { minorUnits: price.minorUnits, currency: price.currency } : undefined,
  };
}

export function topListTile(item: ProductCard_TopListItemFragment, paths: PathContext): ProductTileData {
  return {
    id: String(item.id),
    title: item.title,
    href: prefixPath(item.path, paths),
    imageUrl: item.image.url.href,
    imageAlt: '',
    backgroundColor: item.backgroundColor.color,
    showShadow: item.showShadow,
    showHand: false,
  };
}
