type BrandOf<P> = P extends { giftCardBrand: infer B } ? B : never;

/** The brand of a gift card product; donations have none. */
export const brandOf = <P extends object>(product: P): BrandOf<P> | null =>
  'giftCardBrand' in product && product.giftCardBrand ? (product.giftCardBrand as BrandOf<P>) : null;
