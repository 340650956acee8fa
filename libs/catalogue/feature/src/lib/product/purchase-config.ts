import { graphql, type PurchaseForm_ProductFragment } from '@giftshop/shared-graphql';
import type { PurchaseOption } from '@giftshop/catalogue-ui';

export const PurchaseFormFragment = graphql(`
  fragment PurchaseForm_product on Product {
    __typename
    id
    variationsToShow
    variations {
      id
      sku
      variationType
      price { minorUnits currency }
      config {
        hasFixedPrices
        pricesToShow { minorUnits currency }
        minPrice { minorUnits currency }
        maxPrice { minorUnits currency }
      }
    }
    ... on GiftCardProduct { inStock }
  }
`);

export interface PurchaseConfig {
  options: PurchaseOption[];
  currency: string;
  inStock: boolean;
}

/** What the purchase form offers: one option per delivery type the product shows (digital first), with its prices. */
export function purchaseConfig(product: PurchaseForm_ProductFragment): PurchaseConfig {
  const options = product.variationsToShow.flatMap((type): PurchaseOption[] => {
    const variation = product.variations.find((v) => v.variationType === type);
    if (!variation) return [];
    const { hasFixedPrices, pricesToShow, minPrice, maxPrice } = variation.config;
    return [
      {
        deliveryType: type,
        variationId: String(variation.id),
        fixedValues: hasFixedPrices ? pricesToShow.map((price) => price.minorUnits) : [],
        custom: minPrice && maxPrice ? { min: minPrice.minorUnits, max: maxPrice.minorUnits } : null,
      },
    ];
  });
  const currency = product.variations[0]?.price.currency ?? '';
  const inStock = product.__typename === 'GiftCardProduct' ? product.inStock : true;
  return { options, currency, inStock };
}

/** The lowest and highest amount any option sells for, in minor units; null when nothing is on offer. */
export function priceRange(options: PurchaseOption[]): { low: number; high: number } | null {
  const amounts = options.flatMap((o) => [...o.fixedValues, ...(o.custom ? [o.custom.min, o.custom.max] : [])]);
  return amounts.length ? { low: Math.min(...amounts), high: Math.max(...amounts) } : null;
}
