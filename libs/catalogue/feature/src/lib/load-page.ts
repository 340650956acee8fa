import { data } from 'react-router';
import type { TypedDocumentNode } from '@apollo/client';
import { requireMetadata, runQuery, type PageArgs, type PageMetadata } from '@giftshop/shared-data-access';
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

/**
 * Runs a route's one query with the variables its page component builds too, and requires the page's metadata
 * (an unknown path is a 404).
 */
export async function loadPage<TData extends { metadata: PageMetadataPayloadFragment }, TVariables extends Record<string, unknown>>(
  args: PageArgs,
  query: TypedDocumentNode<TData, TVariables>,
  variables: (input: PageInput) => TVariables,
): Promise<LoadedPage<TData>> {
  const input = pageInputFromArgs(args);
  const result = await runQuery(args.services, query, variables(input));
  return { input, data: result, metadata: requireMetadata(result.metadata), messages: pickMessages(catalogueMessages, input.userData.language) };
}

/** A list the gateway could not answer: the page fails as a whole rather than rendering an empty list. */
export const unavailable = () => data(null, { status: 502 });
