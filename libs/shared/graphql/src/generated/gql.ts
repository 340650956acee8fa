/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ProductCard_product on Product {\n    id\n    title\n    path\n    showHand\n    showShadow\n    productType\n    image { url { href } alt }\n    backgroundColor { color }\n    fixedValues { minorUnits currency }\n    variations { variationType price { minorUnits currency } }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query HomePage($userData: UserDataInput!) {\n    hero: blocks(userData: $userData, queueID: \"home-hero\") { blocks { id title description path backgroundColor { color } } errors { code } }\n    featured: blocks(userData: $userData, queueID: \"home-featured\") { blocks { id title description path backgroundColor { color } } errors { code } }\n    mostChosen: blocks(userData: $userData, queueID: \"most-chosen\") { blocks { id product { ...ProductCard_product } } errors { code } }\n    occasions: taxonomyTerms(userData: $userData, vocabularyID: \"OCCASION\") { terms { id title path backgroundColor { color } } errors { code } }\n  }\n": typeof types.HomePageDocument,
    "\n  query ProductList($userData: UserDataInput!, $filters: ProductFiltersInput, $paging: PagingInput) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      products { items { ...ProductCard_product } pageInfo { total pageNumber itemsPerPage hasNextPage } }\n      errors { code message }\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  query ProductDetail($userData: UserDataInput!, $slug: String!) {\n    product(userData: $userData, slug: $slug) {\n      product {\n        ...ProductCard_product\n        description\n        variationsToShow\n        variations {\n          id\n          sku\n          variationType\n          config { hasFixedPrices pricesToShow { minorUnits currency } minPrice { minorUnits currency } maxPrice { minorUnits currency } }\n        }\n        ... on GiftCardProduct { inStock isChoice giftCardBrand { name } categories { title path } }\n      }\n      errors { code message }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  fragment PageMetadataPayload on PageMetadataPayload {\n    metadata {\n      title\n      description\n      keywords\n      noindex\n      nofollow\n      canonical\n      pageType\n      hreflangTags_v1 { langCode countryCode origin path isDefault }\n    }\n    errors { code message referencedRequestParameter }\n  }\n": typeof types.PageMetadataPayloadFragmentDoc,
    "\n  query Shell($userData: UserDataInput!) {\n    storeData(userData: $userData) {\n      storeData {\n        name\n        menus {\n          footerMenu { menuItems { title menuItems { title path hrefType } } }\n          businessMenu { title menuItems { title path hrefType } }\n        }\n        paymentIcons { id title image { url { href } alt } }\n        countriesCombinations { country url buildKey languagesCombinations { languageCode locale isDefault currency } }\n      }\n      errors { code message }\n    }\n    categoryMenu(userData: $userData) {\n      items { id title icon path topList { id title path image { url { href } alt } backgroundColor { color } } }\n      errors { code message }\n    }\n  }\n": typeof types.ShellDocument,
};
const documents: Documents = {
    "\n  fragment ProductCard_product on Product {\n    id\n    title\n    path\n    showHand\n    showShadow\n    productType\n    image { url { href } alt }\n    backgroundColor { color }\n    fixedValues { minorUnits currency }\n    variations { variationType price { minorUnits currency } }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query HomePage($userData: UserDataInput!) {\n    hero: blocks(userData: $userData, queueID: \"home-hero\") { blocks { id title description path backgroundColor { color } } errors { code } }\n    featured: blocks(userData: $userData, queueID: \"home-featured\") { blocks { id title description path backgroundColor { color } } errors { code } }\n    mostChosen: blocks(userData: $userData, queueID: \"most-chosen\") { blocks { id product { ...ProductCard_product } } errors { code } }\n    occasions: taxonomyTerms(userData: $userData, vocabularyID: \"OCCASION\") { terms { id title path backgroundColor { color } } errors { code } }\n  }\n": types.HomePageDocument,
    "\n  query ProductList($userData: UserDataInput!, $filters: ProductFiltersInput, $paging: PagingInput) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      products { items { ...ProductCard_product } pageInfo { total pageNumber itemsPerPage hasNextPage } }\n      errors { code message }\n    }\n  }\n": types.ProductListDocument,
    "\n  query ProductDetail($userData: UserDataInput!, $slug: String!) {\n    product(userData: $userData, slug: $slug) {\n      product {\n        ...ProductCard_product\n        description\n        variationsToShow\n        variations {\n          id\n          sku\n          variationType\n          config { hasFixedPrices pricesToShow { minorUnits currency } minPrice { minorUnits currency } maxPrice { minorUnits currency } }\n        }\n        ... on GiftCardProduct { inStock isChoice giftCardBrand { name } categories { title path } }\n      }\n      errors { code message }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  fragment PageMetadataPayload on PageMetadataPayload {\n    metadata {\n      title\n      description\n      keywords\n      noindex\n      nofollow\n      canonical\n      pageType\n      hreflangTags_v1 { langCode countryCode origin path isDefault }\n    }\n    errors { code message referencedRequestParameter }\n  }\n": types.PageMetadataPayloadFragmentDoc,
    "\n  query Shell($userData: UserDataInput!) {\n    storeData(userData: $userData) {\n      storeData {\n        name\n        menus {\n          footerMenu { menuItems { title menuItems { title path hrefType } } }\n          businessMenu { title menuItems { title path hrefType } }\n        }\n        paymentIcons { id title image { url { href } alt } }\n        countriesCombinations { country url buildKey languagesCombinations { languageCode locale isDefault currency } }\n      }\n      errors { code message }\n    }\n    categoryMenu(userData: $userData) {\n      items { id title icon path topList { id title path image { url { href } alt } backgroundColor { color } } }\n      errors { code message }\n    }\n  }\n": types.ShellDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    title\n    path\n    showHand\n    showShadow\n    productType\n    image { url { href } alt }\n    backgroundColor { color }\n    fixedValues { minorUnits currency }\n    variations { variationType price { minorUnits currency } }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    title\n    path\n    showHand\n    showShadow\n    productType\n    image { url { href } alt }\n    backgroundColor { color }\n    fixedValues { minorUnits currency }\n    variations { variationType price { minorUnits currency } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($userData: UserDataInput!) {\n    hero: blocks(userData: $userData, queueID: \"home-hero\") { blocks { id title description path backgroundColor { color } } errors { code } }\n    featured: blocks(userData: $userData, queueID: \"home-featured\") { blocks { id title description path backgroundColor { color } } errors { code } }\n    mostChosen: blocks(userData: $userData, queueID: \"most-chosen\") { blocks { id product { ...ProductCard_product } } errors { code } }\n    occasions: taxonomyTerms(userData: $userData, vocabularyID: \"OCCASION\") { terms { id title path backgroundColor { color } } errors { code } }\n  }\n"): (typeof documents)["\n  query HomePage($userData: UserDataInput!) {\n    hero: blocks(userData: $userData, queueID: \"home-hero\") { blocks { id title description path backgroundColor { color } } errors { code } }\n    featured: blocks(userData: $userData, queueID: \"home-featured\") { blocks { id title description path backgroundColor { color } } errors { code } }\n    mostChosen: blocks(userData: $userData, queueID: \"most-chosen\") { blocks { id product { ...ProductCard_product } } errors { code } }\n    occasions: taxonomyTerms(userData: $userData, vocabularyID: \"OCCASION\") { terms { id title path backgroundColor { color } } errors { code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList($userData: UserDataInput!, $filters: ProductFiltersInput, $paging: PagingInput) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      products { items { ...ProductCard_product } pageInfo { total pageNumber itemsPerPage hasNextPage } }\n      errors { code message }\n    }\n  }\n"): (typeof documents)["\n  query ProductList($userData: UserDataInput!, $filters: ProductFiltersInput, $paging: PagingInput) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      products { items { ...ProductCard_product } pageInfo { total pageNumber itemsPerPage hasNextPage } }\n      errors { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($userData: UserDataInput!, $slug: String!) {\n    product(userData: $userData, slug: $slug) {\n      product {\n        ...ProductCard_product\n        description\n        variationsToShow\n        variations {\n          id\n          sku\n          variationType\n          config { hasFixedPrices pricesToShow { minorUnits currency } minPrice { minorUnits currency } maxPrice { minorUnits currency } }\n        }\n        ... on GiftCardProduct { inStock isChoice giftCardBrand { name } categories { title path } }\n      }\n      errors { code message }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($userData: UserDataInput!, $slug: String!) {\n    product(userData: $userData, slug: $slug) {\n      product {\n        ...ProductCard_product\n        description\n        variationsToShow\n        variations {\n          id\n          sku\n          variationType\n          config { hasFixedPrices pricesToShow { minorUnits currency } minPrice { minorUnits currency } maxPrice { minorUnits currency } }\n        }\n        ... on GiftCardProduct { inStock isChoice giftCardBrand { name } categories { title path } }\n      }\n      errors { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageMetadataPayload on PageMetadataPayload {\n    metadata {\n      title\n      description\n      keywords\n      noindex\n      nofollow\n      canonical\n      pageType\n      hreflangTags_v1 { langCode countryCode origin path isDefault }\n    }\n    errors { code message referencedRequestParameter }\n  }\n"): (typeof documents)["\n  fragment PageMetadataPayload on PageMetadataPayload {\n    metadata {\n      title\n      description\n      keywords\n      noindex\n      nofollow\n      canonical\n      pageType\n      hreflangTags_v1 { langCode countryCode origin path isDefault }\n    }\n    errors { code message referencedRequestParameter }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell($userData: UserDataInput!) {\n    storeData(userData: $userData) {\n      storeData {\n        name\n        menus {\n          footerMenu { menuItems { title menuItems { title path hrefType } } }\n          businessMenu { title menuItems { title path hrefType } }\n        }\n        paymentIcons { id title image { url { href } alt } }\n        countriesCombinations { country url buildKey languagesCombinations { languageCode locale isDefault currency } }\n      }\n      errors { code message }\n    }\n    categoryMenu(userData: $userData) {\n      items { id title icon path topList { id title path image { url { href } alt } backgroundColor { color } } }\n      errors { code message }\n    }\n  }\n"): (typeof documents)["\n  query Shell($userData: UserDataInput!) {\n    storeData(userData: $userData) {\n      storeData {\n        name\n        menus {\n          footerMenu { menuItems { title menuItems { title path hrefType } } }\n          businessMenu { title menuItems { title path hrefType } }\n        }\n        paymentIcons { id title image { url { href } alt } }\n        countriesCombinations { country url buildKey languagesCombinations { languageCode locale isDefault currency } }\n      }\n      errors { code message }\n    }\n    categoryMenu(userData: $userData) {\n      items { id title icon path topList { id title path image { url { href } alt } backgroundColor { color } } }\n      errors { code message }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;