import { useId, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { BlogPostQuery as BlogPostData } from '@giftshop/shared-graphql';
import { AppLink, Breadcrumbs, ProductCard, ProductGrid } from '@giftshop/shared-ui';
import { format, prefixPath, routePath, useMessages, type PathContext } from '@giftshop/util-i18n';
import { useBodyLinks } from '../body-links';
import { prepareBodyHtml } from '../content-page.data';
import { contentMessages } from '../messages';
import { blogCrumbs, blogPostVariables, postDate } from './blog.data';
import { BlogPostQuery } from './blog.queries';
import { useBlogInput } from './use-blog-input';
import content from '../content-page.module.css';
import styles from './blog.module.css';

type RelatedProduct = NonNullable<BlogPostData['blogPost']['relatedProducts']>[number];

/** The lowest price a card sells for: what its tile shows as "From …". */
const fromPrice = (product: RelatedProduct) =>
  product.variations.map((v) => v.price).reduce<RelatedProduct['variations'][number]['price'] | undefined>((low, p) => (!low || p.minorUnits < low.minorUnits ? p : low), undefined);

function RelatedCards({ products, heading, paths }: { products: RelatedProduct[]; heading: string; paths: PathContext }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.related}>
      <h2 id={headingId}>{heading}</h2>
      <ProductGrid aria-labelledby={headingId}>
        {products.map((product) => {
          const price = fromPrice(product);
          return (
            <ProductCard
              key={product.id}
              title={product.title}
              href={prefixPath(product.path, paths)}
              imageUrl={product.image.url.href}
              imageAlt=""
              backgroundColor={product.backgroundColor.color}
              fromPrice={price ? { minorUnits: price.minorUnits, currency: price.currency } : undefined}
              showShadow={product.showShadow}
              showHand={product.showHand}
            />
          );
        })}
      </ProductGrid>
    </section>
  );
}

/** `/blog/{path}/`: the post with its author and date, then gift cards to give and the way back to the list. */
export function BlogPostPage() {
  const { input, paths } = useBlogInput();
  const variables = useMemo(() => blogPostVariables(input), [input]);
  const { data } = useQuery(BlogPostQuery, { variables });
  const messages = useMessages(contentMessages);
  const onBodyClick = useBodyLinks(paths);
  const post = data?.blogPost.post;
  const body = useMemo(() => (post ? prepareBodyHtml(post.bodyHtml) : ''), [post]);
  if (!post) return null;
  const m = messages.blog;
  const crumbs = blogCrumbs(messages, paths, { title: post.title, path: prefixPath(post.path, paths) });
  return (
    <div className={content.page}>
      <Breadcrumbs items={crumbs} label={messages.breadcrumbs} />
      <article className={content.article}>
        <h1 className={content.title}>{post.title}</h1>
        <p className={`${styles.meta} ${styles.postMeta}`}>
          <time dateTime={post.publishedAt}>{postDate(post.publishedAt, input.store.locale)}</time>
          <span aria-hidden="true"> · </span>
          <span>{format(m.byAuthor, { author: post.author })}</span>
        </p>
        {/* bodyHtml is rendered by the gateway from Markdown with raw HTML off and unsafe links refused. */}
        <div className={content.body} onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: body }} />
      </article>
      <RelatedCards products={data.blogPost.relatedProducts ?? []} heading={m.related} paths={paths} />
      <p>
        <AppLink href={routePath('blog', {}, paths)} className={styles.back}>
          {m.allPosts}
        </AppLink>
      </p>
    </div>
  );
}
