import { DomainError, paths, type StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { normalizePath } from './classify-path';
import * as repo from './content.repository';
import { renderMarkdown } from './markdown';
import { relatedProducts } from './related-products';

export const BLOG_PAGE_SIZE = 12;

/** The prefix of the store's own links on a page of its further language (`/fr`); none in its first. */
const linkPrefix = (scope: StoreScope) => (scope.language.isDefault ? '' : `/${scope.language.languageCode}`);

export async function getPage(db: Database, scope: StoreScope, rawPath: string) {
  const path = normalizePath(rawPath, scope.store.languages.map((l) => l.languageCode));
  const page = await repo.findPage(db, scope.store.id, scope.language.languageCode, path);
  if (!page) throw new DomainError('NOT_FOUND', {}, 'path');
  return { page: { id: page.id, path: page.path, pageType: page.pageType, title: page.title, heroTitle: page.heroTitle, body: page.body, bodyHtml: renderMarkdown(page.body, linkPrefix(scope)) } };
}

function toPost(language: string, row: repo.BlogPostRow, prefix = '') {
  return {
    id: row.id,
    slug: row.slug,
    path: paths.blogPost(language, row.slug),
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    bodyHtml: renderMarkdown(row.body, prefix),
    author: row.author,
    tags: row.tags,
    publishedAt: row.publishedAt,
  };
}

export async function listBlogPosts(db: Database, scope: StoreScope, paging: { itemsPerPage?: number | null; pageNumber?: number | null } | null | undefined) {
  const itemsPerPage = Math.min(Math.max(paging?.itemsPerPage ?? BLOG_PAGE_SIZE, 1), 100);
  const pageNumber = Math.max(paging?.pageNumber ?? 1, 1);
  const language = scope.language.languageCode;
  const { rows, total } = await repo.findBlogPosts(db, scope.store.id, language, itemsPerPage, (pageNumber - 1) * itemsPerPage);
  return {
    posts: {
      items: rows.map((row) => toPost(language, row, linkPrefix(scope))),
      pageInfo: { total, pageNumber, itemsPerPage, hasNextPage: pageNumber * itemsPerPage < total },
    },
  };
}

export async function getBlogPost(db: Database, scope: StoreScope, slug: string) {
  const row = await repo.findBlogPost(db, scope.store.id, scope.language.languageCode, slug);
  if (!row) throw new DomainError('NOT_FOUND', {}, 'slug');
  return { post: toPost(scope.language.languageCode, row, linkPrefix(scope)), relatedProducts: await relatedProducts(db, scope, row.tags) };
}

export async function listTestimonials(db: Database, scope: StoreScope) {
  const { rows, total, mean } = await repo.findTestimonials(db, scope.store.id, scope.language.languageCode);
  return {
    testimonials: {
      items: rows.map((row) => ({ id: String(row.id), author: row.author, rating: row.rating, quote: row.quote, publishedAt: row.publishedAt })),
      count: total,
      averageRating: Math.round(mean * 10) / 10,
    },
  };
}
