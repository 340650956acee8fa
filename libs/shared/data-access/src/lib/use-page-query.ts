import { useLoaderData, useMatches } from 'react-router';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** What a page's loader returns next to its SEO data: the answer to the route's one query. */
export interface QueryLoaderData<TData> {
  data: TData;
}

/**
 * The route's query answer from its loader (`loadQuery`), typed by the query's document: on the server, in
 * hydration (React Router puts loader data in the HTML) and after a client navigation alike, with no client cache.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the document types the answer
export function usePageQuery<TData>(query: TypedDocumentNode<TData, never>): TData {
  return (useLoaderData() as QueryLoaderData<TData>).data;
}

/**
 * A layout route's query answer (the shell's), found among the matched routes by `is`: undefined when that loader
 * failed or did not run (an error boundary above it).
 */
export function useRouteQuery<TData, TLoaderData>(
  is: (data: unknown) => data is TLoaderData,
  read: (data: TLoaderData) => TData | null | undefined,
): TData | undefined {
  const match = useMatches().find((candidate) => is(candidate.data));
  return match ? (read(match.data as TLoaderData) ?? undefined) : undefined;
}
