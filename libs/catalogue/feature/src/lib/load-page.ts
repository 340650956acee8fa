import { data } from 'react-router';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { loadQuery, requireMetadata, type GatewayServices, type PageArgs, type PageLoad, type PageMetadata, type Seo } from '@giftshop/shared-data-access';
import type { PageMetadataPayloadFragment } from '@giftshop/shared-graphql';
import { pickMessages } from '@giftshop/util-i18n';
import { catalogueMessages, type CatalogueMessages } from './messages';
import { pageInputFromArgs, type PageInput } from './page-input';

export interface LoadedPage<TData> {
  input: PageInput;
  data: TData;
  metadata: PageMetadata;
  messages: CatalogueMessages;
}

/** A catalogue page's loader: its SEO data and its query's answer, which the page reads (`usePageQuery`). */
export type CataloguePageLoad<TData = unknown> = PageLoad<{ seo: Seo; data: TData }, GatewayServices>;

/** A catalogue loader's arguments: the gateway, no Apollo client. */
export type CataloguePageArgs = PageArgs<GatewayServices>;

/**
 * Runs a route's one query with the variables its page component builds too, and requires the page's metadata
 * (an unknown path is a 404).
 */
export async function loadPage<TData extends { metadata: PageMetadataPayloadFragment }, TVariables extends Record<string, unknown>>(
  args: CataloguePageArgs,
  query: TypedDocumentNode<TData, TVariables>,
  variables: (input: PageInput) => TVariables,
): Promise<LoadedPage<TData>> {
  const input = pageInputFromArgs(args);
  const result = await loadQuery(args.services, query, variables(input));
  return { input, data: result, metadata: requireMetadata(result.metadata), messages: pickMessages(catalogueMessages, input.userData.language) };
}

/** A list the gateway could not answer: the page fails as a whole rather than rendering an empty list. */
export const unavailable = () => data(null, { status: 502 });
