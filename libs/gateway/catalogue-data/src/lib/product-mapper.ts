import { money, paths, type MoneyValue, type StoreScope } from '@giftshop/gateway-core';
import type { ProductRow, TermRow, VariationRow } from './catalogue.repository';

type DeliveryType = 'DIGITAL' | 'PHYSICAL';

/** The columns the mapping reads: loaded-products.repository.ts selects these and no others. */
export type BrandFields = Pick<
  NonNullable<ProductRow['brand']>,
  'id' | 'name' | 'iframeUrl' | 'redirectUrl' | 'redirectSeconds' | 'externalLinkTitle' | 'externalLinkUrl'
>;
export type ProductFields = Pick<
  ProductRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'productType'
  | 'backgroundColor'
  | 'showHand'
  | 'showShadow'
  | 'thirdPartyPlatform'
  | 'isChoice'
  | 'stock'
  | 'redeemTitle'
  | 'redeemDescription'
  | 'redeemMinCustom'
  | 'redeemMaxCustom'
  | 'redeemMinRemainingBalance'
> & { brand: BrandFields | null };
export type VariationFields = Pick<
  VariationRow,
  'id' | 'sku' | 'title' | 'variationType' | 'currency' | 'fixedValues' | 'minPrice' | 'maxPrice'
>;
export type TermFields = Pick<
  TermRow,
  'id' | 'vocabulary' | 'slug' | 'title' | 'heroTitle' | 'description' | 'icon' | 'backgroundColor'
>;

export interface VariationConfigDto {
  pricesToShow: MoneyValue[];
  hasFixedPrices: boolean;
  minPrice: MoneyValue | null;
  maxPrice: MoneyValue | null;
}

const deliveryOrder: DeliveryType[] = ['DIGITAL', 'PHYSICAL'];

function config(v: VariationFields): VariationConfigDto {
  const currency = v.currency.trim();
  return {
    pricesToShow: moneyOf(v.fixedValues, currency),
    hasFixedPrices: v.fixedValues.length > 0,
    minPrice: v.minPrice === null ? null : money(v.minPrice, currency),
    maxPrice: v.maxPrice === null ? null : money(v.maxPrice, currency),
  };
}

export function termPath(language: string, term: TermFields): string {
  return term.vocabulary === 'CATEGORY' ? paths.category(language, term.slug) : paths.occasion(language, term.slug);
}

export function toTerm(language: string, term: TermFields, productCount = 0) {
  return {
    id: term.id,
    vocabularyID: term.vocabulary,
    slug: term.slug,
    title: term.title,
    heroTitle: term.heroTitle,
    description: term.description,
    icon: term.icon,
    path: termPath(language, term),
    backgroundColor: term.backgroundColor ? { color: term.backgroundColor, opacity: 1 } : null,
    productCount,
  };
}

export function productImage(scope: StoreScope, row: { slug: string; title: string }) {
  const language = scope.language.isDefault ? undefined : scope.language.languageCode;
  return { url: { type: 'RELATIVE' as const, href: paths.cardArt(scope.store.id, row.slug, language) }, alt: row.title };
}

/**
 * The parts of a Product beyond its card (id, texts, path, image, colours, fixed values, delivery types, stock) that a
 * read builds: a read that loads less (loaded-products.repository.ts) builds less. A part left out is absent from the
 * object, so a resolver that reads it anyway fails instead of answering made-up values.
 */
export interface ProductParts {
  /** `variations`, `digitalVariationConfig`, `physicalVariationConfig`: each variation's prices and money. */
  variations: boolean;
  redeemData: boolean;
  giftCardBrand: boolean;
}

const ALL_PARTS: ProductParts = { variations: true, redeemData: true, giftCardBrand: true };

function redeemDataOf(row: ProductFields, currency: string) {
  if (row.redeemTitle === null) return null;
  return {
    title: row.redeemTitle,
    description: row.redeemDescription ?? '',
    minimumAvailableCustomAmount: row.redeemMinCustom === null ? null : money(row.redeemMinCustom, currency),
    maximumAvailableCustomAmount: row.redeemMaxCustom === null ? null : money(row.redeemMaxCustom, currency),
    minimumRemainingBalance: row.redeemMinRemainingBalance === null ? null : money(row.redeemMinRemainingBalance, currency),
  };
}

function giftCardBrandOf(row: ProductFields) {
  const brand = row.brand;
  return {
    id: brand?.id ?? 0,
    name: brand?.name ?? row.title,
    iframeUrl: brand?.iframeUrl ?? null,
    redirectLink: brand?.redirectUrl ? { url: brand.redirectUrl, redirectTime: brand.redirectSeconds ?? 5 } : null,
    productExternalLink: brand?.externalLinkUrl ? { title: brand.externalLinkTitle ?? brand.name, url: brand.externalLinkUrl } : null,
  };
}

const variationOf = (v: VariationFields) => ({
  id: v.id,
  title: v.title,
  sku: v.sku,
  variationType: v.variationType,
  price: money(v.fixedValues[0] ?? v.minPrice ?? 0, v.currency.trim()),
  config: config(v),
});

/** Ascending distinct fixed values of all variations. */
const byDeliveryOrder = (a: VariationFields, b: VariationFields) =>
  deliveryOrder.indexOf(a.variationType) - deliveryOrder.indexOf(b.variationType);

function moneyOf(values: number[], currency: string): MoneyValue[] {
  const amounts: MoneyValue[] = [];
  for (const value of values) amounts.push(money(value, currency));
  return amounts;
}

function configOf(sorted: VariationFields[], type: DeliveryType) {
  const variation = sorted.find((v) => v.variationType === type);
  return variation ? config(variation) : null;
}

const ascending = (a: number, b: number) => a - b;

function fixedValuesOf(variations: VariationFields[]): number[] {
  const values = new Set<number>();
  for (const variation of variations) for (const value of variation.fixedValues) values.add(value);
  return [...values].sort(ascending);
}

/**
 * Maps a product row and its variations to the API's Product (GiftCardProduct or DonationProduct); `parts`: what to
 * build besides the card, everything when unsaid.
 */
export function toProduct(
  scope: StoreScope,
  row: ProductFields,
  productVariations: VariationFields[],
  categories: TermFields[] = [],
  parts: ProductParts = ALL_PARTS,
) {
  const language = scope.language.languageCode;
  const currency = scope.store.currency;
  const sorted = [...productVariations].sort(byDeliveryOrder);
  const common = {
    id: row.id,
    title: row.title,
    description: row.description,
    path: paths.product(language, row.slug),
    image: productImage(scope, row),
    backgroundColor: { color: row.backgroundColor, opacity: 1 },
    showHand: row.showHand,
    showShadow: row.showShadow,
    fixedValues: moneyOf(fixedValuesOf(sorted), currency),
    variationsToShow: sorted.map((v) => v.variationType),
    productType: row.productType,
    redeemData: (parts.redeemData ? redeemDataOf(row, currency) : undefined) as ReturnType<typeof redeemDataOf>,
    variations: (parts.variations ? sorted.map(variationOf) : undefined) as ReturnType<typeof variationOf>[],
  };
  if (row.productType === 'DONATION') return { __typename: 'DonationProduct' as const, ...common };
  return {
    __typename: 'GiftCardProduct' as const,
    ...common,
    digitalVariationConfig: (parts.variations ? configOf(sorted, 'DIGITAL') : undefined) as VariationConfigDto | null,
    physicalVariationConfig: (parts.variations ? configOf(sorted, 'PHYSICAL') : undefined) as VariationConfigDto | null,
    giftCardBrand: (parts.giftCardBrand ? giftCardBrandOf(row) : undefined) as ReturnType<typeof giftCardBrandOf>,
    thirdPartyPlatform: row.thirdPartyPlatform,
    isChoice: row.isChoice,
    inStock: row.stock === null || row.stock > 0,
    categories: categories.map((term) => toTerm(language, term)),
  };
}

export type ProductDto = ReturnType<typeof toProduct>;
