import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { cardBrands, extras, products, terms, variations } from './schema/catalogue';
import { cardBrandTexts, extraTexts, productTexts, termTexts, variationTexts } from './schema/catalogue-texts';

/*
 * Catalogue rows in a language of the store: a query left-joins the language's text rows (`…TextsIn`) and selects
 * the `localized…` columns, which take the language's text and fall back to the base row (the store's first
 * language) where it has none.
 */

export const productTextsIn = (language: string) =>
  and(eq(productTexts.productId, products.id), eq(productTexts.languageCode, language));

export const localizedProduct = {
  ...getTableColumns(products),
  title: sql<string>`coalesce(${productTexts.title}, ${products.title})`,
  description: sql<string>`coalesce(${productTexts.description}, ${products.description})`,
  keywords: sql<string[]>`coalesce(${productTexts.keywords}, ${products.keywords})`,
  redeemTitle: sql<string | null>`coalesce(${productTexts.redeemTitle}, ${products.redeemTitle})`,
  redeemDescription: sql<string | null>`coalesce(${productTexts.redeemDescription}, ${products.redeemDescription})`,
};

export const variationTextsIn = (language: string) =>
  and(eq(variationTexts.variationId, variations.id), eq(variationTexts.languageCode, language));

export const localizedVariation = {
  ...getTableColumns(variations),
  title: sql<string>`coalesce(${variationTexts.title}, ${variations.title})`,
};

export const termTextsIn = (language: string) =>
  and(eq(termTexts.termId, terms.id), eq(termTexts.languageCode, language));

export const localizedTerm = {
  ...getTableColumns(terms),
  title: sql<string>`coalesce(${termTexts.title}, ${terms.title})`,
  heroTitle: sql<string | null>`coalesce(${termTexts.heroTitle}, ${terms.heroTitle})`,
  description: sql<string>`coalesce(${termTexts.description}, ${terms.description})`,
};

export const extraTextsIn = (language: string) =>
  and(eq(extraTexts.extraId, extras.id), eq(extraTexts.languageCode, language));

export const localizedExtra = {
  ...getTableColumns(extras),
  title: sql<string>`coalesce(${extraTexts.title}, ${extras.title})`,
  description: sql<string>`coalesce(${extraTexts.description}, ${extras.description})`,
};

export const cardBrandTextsIn = (language: string) =>
  and(eq(cardBrandTexts.cardBrandId, cardBrands.id), eq(cardBrandTexts.languageCode, language));

export const localizedCardBrand = {
  ...getTableColumns(cardBrands),
  name: sql<string>`coalesce(${cardBrandTexts.name}, ${cardBrands.name})`,
  externalLinkTitle: sql<string | null>`coalesce(${cardBrandTexts.externalLinkTitle}, ${cardBrands.externalLinkTitle})`,
};
