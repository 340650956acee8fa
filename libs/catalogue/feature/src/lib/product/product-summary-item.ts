import { graphql, type ProductSummary_ProductFragment } from '@giftshop/shared-graphql';
import type { ProductSummaryProps } from '@giftshop/catalogue-ui';
import { routePath, type PathContext } from '@giftshop/util-i18n';

export const ProductSummaryFragment = graphql(`
  fragment ProductSummary_product on Product {
    __typename
    id
    title
    description
    showShadow
    image { url { href } alt }
    backgroundColor { color }
    ... on GiftCardProduct {
      giftCardBrand { id name }
      categories { id slug title }
    }
  }
`);

export function productSummary(product: ProductSummary_ProductFragment, paths: PathContext): ProductSummaryProps {
  const giftCard = product.__typename === 'GiftCardProduct' ? product : null;
  return {
    title: product.title,
    description: product.description,
    imageUrl: product.image.url.href,
    imageAlt: product.image.alt,
    backgroundColor: product.backgroundColor.color,
    brand: giftCard?.giftCardBrand.name,
    categories: (giftCard?.categories ?? []).map((c) => ({ id: String(c.id), title: c.title, href: routePath('category', { url: c.slug }, paths) })),
  };
}
