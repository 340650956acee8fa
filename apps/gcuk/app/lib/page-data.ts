import { data } from 'react-router';
import type { TypedDocumentNode } from '@apollo/client';
import { toUserData } from '@giftshop/shared-data-access';
import { PageMetadataDocument, type PageMetadataQuery } from '@giftshop/shared-graphql';
import type { AppServices } from '../providers';

export type Metadata = NonNullable<PageMetadataQuery['pageMetadata']['metadata']>;

/** Runs a page's query through the request's (or browser's) Apollo client so the page renders from the cache. */
export async function preload<TData, TVariables extends Record<string, unknown>>(
  services: AppServices,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const result = await services.apollo.query({ query, variables } as never);
  if (!result.data) throw data(null, { status: 502 });
  return result.data as TData;
}

/** The page's metadata for <head>; an unknown path is a real 404. */
export async function loadMetadata(services: AppServices, pathname: string): Promise<Metadata> {
  const result = await preload(services, PageMetadataDocument, { userData: toUserData(services.settings), path: pathname });
  const metadata = result.pageMetadata.metadata;
  if (!metadata) throw data(null, { status: 404 });
  return metadata;
}
