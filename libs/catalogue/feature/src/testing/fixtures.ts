/** Gateway answers as the catalogue queries receive them (with __typename), built like the GCUK seed. */
export const money = (minorUnits: number) => ({ __typename: 'Money' as const, minorUnits, currency: 'GBP' });
const image = (slug: string, alt: string) => ({ __typename: 'Image' as const, alt, url: { __typename: 'ImageUrl' as const, href: `/card-art/48/${slug}.svg` } });
const color = (value: string) => ({ __typename: 'Color' as const, color: value });

export function metadataPayload(title: string | null, pageType = 'PRODUCT_LIST') {
  return {
    __typename: 'PageMetadataPayload' as const,
    metadata: title
      ? {
          __typename: 'PageMetadata' as const,
          title: `${title} | GiftCards UK`,
          description: title,
          keywords: [],
          noindex: false,
          nofollow: false,
          canonical: 'https://gcuk.giftshop.example/',
          pageType,
          hreflangTags_v1: [],
        }
      : null,
    errors: title ? [] : [{ __typename: 'Error' as const, code: 1005, message: 'Not found', referencedRequestParameter: 'path' }],
  };
}

function variation(id: string, type: 'DIGITAL' | 'PHYSICAL', fixed: number[], range: [number, number] | null) {
  return {
    __typename: 'Variation' as const,
    id,
    sku: `SKU-${id}`,
    variationType: type,
    price: money(Math.min(...fixed, ...(range ? [range[0]] : []))),
    config: {
      __typename: 'VariationConfig' as const,
      hasFixedPrices: fixed.length > 0,
      pricesToShow: fixed.map(money),
      minPrice: range ? money(range[0]) : null,
      maxPrice: range ? money(range[1]) : null,
    },
  };
}

/** A gift card with every field any catalogue document asks for. */
export function giftCard(n: number, overrides: { inStock?: boolean; slug?: string; title?: string; isChoice?: boolean } = {}) {
  const slug = overrides.slug ?? `card-${n}-gift-card`;
  const title = overrides.title ?? `Card ${n} Gift Card`;
  return {
    __typename: 'GiftCardProduct' as const,
    id: String(n),
    title,
    description: `What card ${n} is good for.`,
    path: `/gift-cards/${slug}/`,
    showHand: false,
    showShadow: true,
    isChoice: overrides.isChoice ?? false,
    productType: 'GIFT_CARD' as const,
    inStock: overrides.inStock ?? true,
    image: image(slug, title),
    backgroundColor: color('#1f4e5f'),
    variationsToShow: ['DIGITAL', 'PHYSICAL'],
    variations: [variation(`${n}-d`, 'DIGITAL', [1000, 2500, 5000], [500, 15000]), variation(`${n}-p`, 'PHYSICAL', [2500, 5000], [1000, 10000])],
    giftCardBrand: { __typename: 'GiftCardBrand' as const, id: `b${n}`, name: `Brand ${n}` },
    categories: [{ __typename: 'TaxonomyTerm' as const, id: 'c1', slug: 'restaurants', title: 'Restaurants' }],
  };
}

export const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => giftCard(from + i));

export function productList(items: ReturnType<typeof giftCard>[], total: number, pageNumber: number) {
  return {
    __typename: 'ProductsPayload' as const,
    products: {
      __typename: 'ProductList' as const,
      items,
      pageInfo: { __typename: 'PageInfo' as const, total, pageNumber, itemsPerPage: 16, hasNextPage: pageNumber * 16 < total },
    },
  };
}

export function block(id: string, title: string, path: string, withImage = false) {
  return {
    __typename: 'Block' as const,
    id,
    title,
    description: `About ${title}.`,
    path,
    showHand: false,
    showShadow: true,
    backgroundColor: color('#5b2a86'),
    cardImage: withImage ? image('choice-gift-card', 'Choice Gift Card') : null,
  };
}

export const blocks = (list: unknown[]) => ({ __typename: 'BlocksPayload' as const, blocks: list });

export function topListItem(n: number) {
  return { __typename: 'TopListItem' as const, id: String(n), title: `Top ${n} Gift Card`, path: `/gift-cards/top-${n}-gift-card/`, showShadow: true, image: image(`top-${n}`, `Top ${n}`), backgroundColor: color('#6b8f71') };
}

export function occasion(slug: string, title: string) {
  return {
    __typename: 'TaxonomyTerm' as const,
    id: `o-${slug}`,
    slug,
    title,
    heroTitle: `${title} gift cards they will love`,
    description: `Gift cards for ${title.toLowerCase()}.`,
    path: `/occasions/${slug}/`,
    backgroundColor: color('#f4b942'),
  };
}

/** A mocked gateway answer for one request. */
export const mock = (query: unknown, variables: Record<string, unknown>, data: Record<string, unknown>) => ({
  request: { query: query as never, variables },
  result: { data },
});

/** The categories the list filter offers (`filterCategories` of the list queries). */
export function filterCategories(slugs: [slug: string, title: string][] = [['restaurants', 'Restaurants'], ['spa-and-wellness', 'Spa & wellness']]) {
  return {
    __typename: 'TaxonomyTermsPayload' as const,
    terms: slugs.map(([slug, title]) => ({ __typename: 'TaxonomyTerm' as const, id: `t-${slug}`, slug, title })),
  };
}
