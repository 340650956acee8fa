import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { toUserData, useStore, type GatewayServices, type PageArgs } from '@giftshop/shared-data-access';
import type { UserDataInput } from '@giftshop/shared-graphql';
import { withTrailingSlash, type PathContext } from '@giftshop/util-i18n';

/**
 * What a page's query variables are built from. The loader and the page component both build it and pass it to the
 * same variables function, so the component asks the cache for exactly what the loader put there.
 */
export interface PageInput {
  userData: UserDataInput;
  /**
   * The URL path with its trailing slash, language prefix included: the `path` of `pageMetadata`. React Router's
   * server location drops the trailing slash the request URL has, so both sides normalize it.
   */
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** Language and prefix, for links the loader returns (breadcrumbs). */
  paths: PathContext;
}

/** Links keep the language prefix the page was reached with (`/en/…`); read from the path, not the first request. */
const pathContext = (language: string, pathname: string): PathContext => ({
  language,
  prefixed: pathname === `/${language}` || pathname.startsWith(`/${language}/`),
});

export function pageInputFromArgs({ services, params, url }: PageArgs<Pick<GatewayServices, 'settings'>>): PageInput {
  const { settings } = services;
  return {
    userData: toUserData(settings),
    pathname: withTrailingSlash(url.pathname),
    params,
    search: url.searchParams,
    paths: pathContext(settings.language, url.pathname),
  };
}

export function usePageInput(): PageInput {
  const store = useStore();
  const params = useParams();
  const location = useLocation();
  const pathname = withTrailingSlash(location.pathname);
  const { search } = location;
  return useMemo(
    () => ({
      userData: toUserData(store),
      pathname,
      params,
      search: new URLSearchParams(search),
      paths: pathContext(store.language, pathname),
    }),
    [store, pathname, params, search],
  );
}

/** The page's input and its query variables, stable between renders while the URL stays the same. */
export function usePageVariables<T>(build: (input: PageInput) => T): { input: PageInput; variables: T } {
  const input = usePageInput();
  const variables = useMemo(() => build(input), [build, input]);
  return { input, variables };
}
