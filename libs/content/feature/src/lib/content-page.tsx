import { useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useStore } from '@giftshop/shared-data-access';
import { AppLink } from '@giftshop/shared-ui';
import { prefixPath, useMessages, type PathContext } from '@giftshop/util-i18n';
import { ContentPageQuery } from './content-page.query';
import { contentCrumbs, contentPageVariables, pathContext, prepareBodyHtml } from './content-page.data';
import { contentMessages } from './messages';
import styles from './content-page.module.css';

/** Follows site-relative links in the body with the router instead of reloading the document. */
function useBodyLinks(paths: PathContext) {
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

/** An information or landing page: title, breadcrumbs and the body from the content backend. */
export function ContentPage() {
  const store = useStore();
  const { pathname } = useLocation();
  const variables = useMemo(() => contentPageVariables(store, pathname), [store, pathname]);
  const { data } = useQuery(ContentPageQuery, { variables });
  const messages = useMessages(contentMessages);
  const paths = useMemo(() => pathContext(store.language, pathname), [store.language, pathname]);
  const onBodyClick = useBodyLinks(paths);
  const page = data?.page.page;
  const body = useMemo(() => (page ? prepareBodyHtml(page.bodyHtml) : ''), [page]);
  if (!page) return null;
  const crumbs = contentCrumbs(messages, paths, page.title, pathname);
  return (
    <div className={styles.page}>
      <nav aria-label={messages.breadcrumbs} className={styles.breadcrumbs}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={crumb.path}>{index < crumbs.length - 1 ? <AppLink href={crumb.path}>{crumb.name}</AppLink> : <span aria-current="page">{crumb.name}</span>}</li>
          ))}
        </ol>
      </nav>
      <article className={styles.article}>
        <h1 className={styles.title}>{page.heroTitle ?? page.title}</h1>
        {/* bodyHtml is rendered by the gateway from Markdown with raw HTML off and unsafe links refused. */}
        <div className={styles.body} onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: body }} />
      </article>
    </div>
  );
}
