import { useLoaderData, useMatches } from 'react-router';

/** What a page's loader returns next to its SEO data: the answer to the route's one query. */
export interface QueryLoaderData<TData> {
  data: TData;
}

/**
 * The route's query answer from its loader (`loadQuery`), typed by the query's data type: on the server, in
 * hydration (React Router puts loader data in the HTML) and after a client navigation alike, with no client cache.
 * It takes no document, so a page's module does not bring its query into the page's first script: the document is
 * needed only by the loader, which the browser loads for client navigations.
 */
export function usePageQuery<TData>(): TData {
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
