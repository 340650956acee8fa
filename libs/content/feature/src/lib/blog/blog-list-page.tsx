import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { AppLink, Breadcrumbs } from '@giftshop/shared-ui';
import { format, prefixPath, useMessages } from '@giftshop/util-i18n';
import { contentMessages } from '../messages';
import { blogCrumbs, blogListVariables, blogPageHref, postDate } from './blog.data';
import { BlogListQuery } from './blog.queries';
import { useBlogInput } from './use-blog-input';
import content from '../content-page.module.css';
import styles from './blog.module.css';

/** `/blog/` and `/blog/{n}/`: twelve posts a page, newest first, with links to the newer and older pages. */
export function BlogListPage() {
  const { input, paths } = useBlogInput();
  const variables = useMemo(() => blogListVariables(input), [input]);
  const { data } = useQuery(BlogListQuery, { variables });
  const messages = useMessages(contentMessages);
  const m = messages.blog;
  const posts = data?.blogPosts.posts;
  if (!posts) return null;
  const page = posts.pageInfo.pageNumber;
  return (
    <div className={styles.list}>
      <Breadcrumbs items={blogCrumbs(messages, paths)} label={messages.breadcrumbs} />
      <header>
        <h1 className={content.title}>{page > 1 ? format(m.pageHeading, { page }) : m.heading}</h1>
        <p className={styles.intro}>{m.intro}</p>
      </header>
      <ul className={styles.posts}>
        {posts.items.map((post) => (
          <li key={post.id}>
            <article className={styles.card}>
              <h2 className={styles.cardTitle}>
                <AppLink href={prefixPath(post.path, paths)}>{post.title}</AppLink>
              </h2>
              <p className={styles.meta}>
                <time dateTime={post.publishedAt}>{postDate(post.publishedAt, input.store.locale)}</time>
                <span aria-hidden="true"> · </span>
                <span>{format(m.byAuthor, { author: post.author })}</span>
              </p>
              <p className={styles.excerpt}>{post.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
      {(page > 1 || posts.pageInfo.hasNextPage) && (
        <nav aria-label={m.pages} className={styles.pages}>
          {page > 1 && (
            <AppLink href={blogPageHref(page - 1, paths)} rel="prev">
              {m.previousPage}
            </AppLink>
          )}
          {posts.pageInfo.hasNextPage && (
            <AppLink href={blogPageHref(page + 1, paths)} rel="next">
              {m.nextPage}
            </AppLink>
          )}
        </nav>
      )}
    </div>
  );
}
