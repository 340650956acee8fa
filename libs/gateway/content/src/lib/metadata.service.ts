import { DomainError, messagesIn, routeWords, type StoreInfo, type StoreRegistry, type StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { format } from '@giftshop/util-i18n/core';
import { classifyPath, normalizePath } from './classify-path';
import { metaMessages } from './content.messages';
import * as repo from './content.repository';

interface Meta {
  title: string;
  description: string;
  keywords: string[];
  noindex?: boolean;
  nofollow?: boolean;
  pageType: string;
  translationKey?: string | null;
}


/** Page 2 and later of a list name their page in title and description: no two pages of a list read alike. */
function paged(text: ReturnType<typeof metaMessages>, page: number, meta: Meta): Meta {
  if (page <= 1) return meta;
  const number = String(page);
  return {
    ...meta,
    title: format(text.pageTitle, { title: meta.title, page: number }),
    description: format(text.pageDescription, { description: meta.description, page: number }),
  };
}

async function describe(db: Database, scope: StoreScope, path: string): Promise<Meta | undefined> {
  const storeId = scope.store.id;
  const language = scope.language.languageCode;
  const text = metaMessages(messagesIn(scope));
  const target = classifyPath(path, language);
  switch (target.kind) {
    case 'HOME': {
      const page = await repo.findPage(db, storeId, language, '/');
      return page
        ? { title: page.title, description: page.metaDescription, keywords: page.keywords, pageType: 'HOME' }
        : { title: text.home, description: text.home, keywords: [], pageType: 'HOME' };
    }
    case 'PRODUCT_LIST':
      return paged(text, target.page, { title: text.productList, description: text.productListDescription, keywords: [], pageType: 'PRODUCT_LIST' });
    case 'PRODUCT':
    case 'LOCATIONS': {
      const product = await repo.findProductMeta(db, storeId, language, target.slug);
      if (!product) return undefined;
      const title = target.kind === 'PRODUCT' ? product.title : format(text.locations, { title: product.title });
      return { title, description: format(text.productDescription, { title: product.title }), keywords: product.keywords, pageType: target.kind };
    }
    case 'LOCATION': {
      const [product, location] = await Promise.all([
        repo.findProductMeta(db, storeId, language, target.slug),
        repo.findLocationMeta(db, storeId, target.slug, target.location),
      ]);
      if (!product || !location) return undefined;
      const place = { name: location.name, city: location.city, title: product.title };
      return { title: format(text.location, place), description: format(text.locationDescription, place), keywords: product.keywords, pageType: 'LOCATIONS' };
    }
    case 'CATEGORY': {
      if (target.slug === routeWords(language).allCategories) {
        return paged(text, target.page, { title: text.allGiftCards, description: text.allGiftCardsDescription, keywords: [], pageType: 'CATEGORY' });
      }
      const term = await repo.findTermMeta(db, storeId, language, 'CATEGORY', target.slug);
      return term && paged(text, target.page, { title: term.title, description: term.description, keywords: [], pageType: 'CATEGORY' });
    }
    case 'OCCASIONS':
      return { title: text.occasions, description: text.occasionsDescription, keywords: [], pageType: 'OCCASIONS' };
    case 'OCCASION': {
      const term = await repo.findTermMeta(db, storeId, language, 'OCCASION', target.slug);
      return term && { title: term.heroTitle ?? term.title, description: term.description, keywords: [], pageType: 'OCCASION' };
    }
    case 'BLOG':
      return paged(text, target.page, { title: text.blog, description: text.blogDescription, keywords: [], pageType: 'BLOG' });
    case 'BLOG_ARTICLE': {
      const post = await repo.findBlogPost(db, storeId, language, target.slug);
      return post && { title: post.title, description: post.excerpt, keywords: post.tags, pageType: 'BLOG_ARTICLE' };
    }
    case 'PAGE': {
      const page = await repo.findPage(db, storeId, language, path);
      return (
        page && {
          title: page.title,
          description: page.metaDescription,
          keywords: page.keywords,
          noindex: page.noindex,
          nofollow: page.nofollow,
          pageType: page.pageType,
          translationKey: page.translationKey,
        }
      );
    }
  }
}

function tagsFor(store: StoreInfo, path: string, languages = store.languages) {
  return languages.map((l) => ({
    langCode: l.languageCode,
    countryCode: store.countryCode,
    origin: store.origin,
    path: l.isDefault ? path : `/${l.languageCode}${path}`,
    isDefault: l.isDefault,
  }));
}

async function hreflang(db: Database, stores: StoreRegistry, scope: StoreScope, path: string, meta: Meta) {
  if (meta.translationKey) {
    const translations = await repo.findTranslations(db, meta.translationKey);
    return translations.flatMap((page) => {
      const store = stores.get(page.storeId);
      const language = store?.languages.find((l) => l.languageCode === page.languageCode);
      return store && language ? tagsFor(store, page.path, [language]) : [];
    });
  }
  // The home page's alternates are the stores of the store switcher: one store per country, so no duplicate locale.
  if (meta.pageType === 'HOME')
    return stores
      .siblings(scope.store)
      .filter((s) => s.hasCatalogue)
      .flatMap((s) => tagsFor(s, '/'));
  return tagsFor(scope.store, path);
}

export async function pageMetadata(db: Database, stores: StoreRegistry, scope: StoreScope, rawPath: string) {
  const path = normalizePath(rawPath, scope.store.languages.map((l) => l.languageCode));
  const meta = await describe(db, scope, path);
  if (!meta) throw new DomainError('NOT_FOUND', {}, 'path');
  const prefix = scope.language.isDefault ? '' : `/${scope.language.languageCode}`;
  return {
    metadata: {
      title: meta.pageType === 'HOME' ? `${scope.store.name} | ${meta.title}` : `${meta.title} | ${scope.store.name}`,
      description: meta.description,
      keywords: meta.keywords,
      noindex: meta.noindex ?? false,
      nofollow: meta.nofollow ?? false,
      canonical: `${scope.store.origin}${prefix}${path}`,
      pageType: meta.pageType,
      hreflangTags_v1: await hreflang(db, stores, scope, path, meta),
    },
  };
}
