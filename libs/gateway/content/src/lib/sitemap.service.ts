import { paths, routeWords, type StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import * as repo from './content.repository';

interface Entry {
  path: string;
  lastModified: string | null;
}

/** Every indexable page of a store language, each path once, for sitemap.xml. */
export async function sitemap(db: Database, scope: StoreScope) {
  const language = scope.language.languageCode;
  const { pageRows, productRows, termRows, postRows, finderRows } = await repo.findSitemapRows(db, scope.store.id, language);
  const entries: Entry[] = [
    { path: '/', lastModified: null },
    { path: paths.productList(language), lastModified: null },
    { path: paths.category(language, routeWords(language).allCategories), lastModified: null },
    { path: paths.occasions(language), lastModified: null },
    ...productRows.map((row) => ({ path: paths.product(language, row.slug), lastModified: null })),
    // A finder lists its locations (and links each), so location pages are found by following it.
    ...finderRows.map((row) => ({ path: paths.locations(language, row.slug), lastModified: null })),
    ...termRows.map((row) => ({
      path: row.vocabulary === 'CATEGORY' ? paths.category(language, row.slug) : paths.occasion(language, row.slug),
      lastModified: null,
    })),
    ...(postRows.length ? [{ path: paths.blog(language), lastModified: postRows[0].publishedAt }] : []),
    ...postRows.map((row) => ({ path: paths.blogPost(language, row.slug), lastModified: row.publishedAt })),
    ...pageRows.map((row) => ({ path: row.path, lastModified: null })),
  ];
  const seen = new Set<string>();
  return { entries: entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path)) };
}
