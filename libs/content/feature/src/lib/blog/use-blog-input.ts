import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useStore } from '@giftshop/shared-data-access';
import { blogPaths, type BlogInput } from './blog.data';

/** What the blog pages build their variables and links from, stable while the URL stays the same. */
export function useBlogInput() {
  const store = useStore();
  const { pathname, search } = useLocation();
  const { path } = useParams();
  return useMemo(() => {
    const input: BlogInput = { store, pathname, params: { path }, search: new URLSearchParams(search) };
    return { input, paths: blogPaths(store.language, pathname) };
  }, [store, pathname, path, search]);
}
