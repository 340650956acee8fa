import { Breadcrumbs } from '@giftshop/shared-ui';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useStore } from '@giftshop/shared-data-access';
import { useMessages } from '@giftshop/util-i18n';
import { useBodyLinks } from './body-links';
import { ContentPageQuery } from './content-page.query';
import { contentCrumbs, contentPageVariables, pathContext, prepareBodyHtml } from './content-page.data';
import { contentMessages } from './messages';
import styles from './content-page.module.css';

/**
 * An information or landing page: title, breadcrumbs and the body from the content backend; `lead` comes between the
 * title and the body, `children` follow the body.
 */
export function ContentPage({ children, lead }: { children?: ReactNode; lead?: ReactNode } = {}) {
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
      <Breadcrumbs items={crumbs} label={messages.breadcrumbs} />
      <article className={styles.article}>
        <h1 className={styles.title}>{page.heroTitle ?? page.title}</h1>
        {lead}
        {/* bodyHtml is rendered by the gateway from Markdown with raw HTML off and unsafe links refused. */}
        <div className={styles.body} onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: body }} />
        {children}
      </article>
    </div>
  );
}
