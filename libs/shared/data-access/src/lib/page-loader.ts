import { data } from 'react-router';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { PageMetadataPayloadFragment } from '@giftshop/shared-graphql';
import type { GiftshopApolloClient } from './apollo-client';
import { fetchQuery } from './fetch-query';
import type { GatewayOptions } from './gateway-request';
import type { StoreSettings } from './store-context';

export type PageMetadata = NonNullable<PageMetadataPayloadFragment['metadata']>;

export interface Crumb {
  name: string;
  /** Site-relative path. */
  path: string;
}

/** What a product page tells search engines (schema.org Product with an AggregateOffer). */
export interface ProductSeo {
  name: string;
  description: string;
  image: string;
  sku: string;
  brand: string;
  lowPrice: string;
  highPrice: string;
  currency: string;
  inStock: boolean;
}

/** What a blog post tells search engines (schema.org BlogPosting). */
export interface ArticleSeo {
  headline: string;
  description: string;
  author: string;
  /** ISO date. */
  datePublished: string;
  keywords: string[];
}

/** Everything <head> needs for a page, returned by its loader. */
export interface Seo {
  metadata: PageMetadata;
  breadcrumbs?: Crumb[];
  product?: ProductSeo;
  article?: ArticleSeo;
}

/** What a page that reads through the Apollo cache loads with: the request's (server) or the browser's client. */
export interface PageServices {
  apollo: GiftshopApolloClient;
  settings: StoreSettings;
}

/** What a page that reads its loader's answer loads with: the gateway alone, no client library. */
export interface GatewayServices {
  gateway: GatewayOptions;
  settings: StoreSettings;
}

export interface PageArgs<S = PageServices> {
  services: S;
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
}

/**
 * A page's loader: returns its SEO data and either the route's one query's answer (`data`, read by `usePageQuery`)
 * or, for pages still read through Apollo, warms the Apollo cache with it.
 */
export type PageLoad<T extends { seo: Seo } = { seo: Seo }, S = PageServices> = (args: PageArgs<S>) => Promise<T>;

/** Answers the loader throws: React Router renders the nearest error boundary with this status. */
export const notFound = () => data(null, { status: 404 });

/**
 * Runs a route's query through the request's (server) or the browser's Apollo client, so the page component reads
 * the same answer from the cache. A gateway that cannot be reached is a 502, never a half-rendered page.
 */
export async function runQuery<TData, TVariables extends OperationVariables>(
  services: PageServices,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  let result;
  try {
    result = await services.apollo.query({ query, variables } as Parameters<GiftshopApolloClient['query']>[0]);
  } catch {
    throw data(null, { status: 502 });
  }
  if (!result.data) throw data(null, { status: 502 });
  return result.data as TData;
}

/**
 * Runs a route's query against the gateway itself (`fetchQuery`: a POST on the server, the persisted-query GET in
 * the browser); the loader returns the answer and React Router hands it to the page, on the server and, in the HTML,
 * to hydration. A gateway that cannot be reached or fails is a 502, never a half-rendered page.
 */
export async function loadQuery<TData, TVariables>(services: GatewayServices, query: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
  try {
    return await fetchQuery(services.gateway, query, variables);
  } catch {
    throw data(null, { status: 502 });
  }
}

/** The page's metadata, or a 404 when the gateway does not know the path. */
export function requireMetadata(payload: PageMetadataPayloadFragment): PageMetadata {
  if (!payload.metadata) throw notFound();
  return payload.metadata;
}
