import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { prefixPath, type PathContext } from '@giftshop/util-i18n';

/** Follows site-relative links in a rendered body with the router instead of reloading the document. */
export function useBodyLinks(paths: PathContext) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(prefixPath(href, paths));
  };
}
