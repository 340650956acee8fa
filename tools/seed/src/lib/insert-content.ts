import { blocks, blogPosts, locations, menuItems, menus, pages, popularSearchTerms, testimonials, type Database } from '@giftshop/gateway-db';
import { marketTexts, storeLocale } from '../data/markets/texts';
import type { SeedLanguageContent, SeedMenuItem, SeedStoreContent } from '../data/types';
import type { SeedStore } from '../data/stores';
import type { CatalogueIds } from './insert-catalogue';
import { bulkInsert } from './bulk-insert';
import { chunks } from './chunks';
import { slugify } from './slugify';

const hrefType = (path: string) => (/^https?:\/\//.test(path) ? ('ABSOLUTE' as const) : ('RELATIVE' as const));

/** The names of the footer and business menus: Dutch, or the words of the market texts of the store's locale. */
const menuTitles = (store: SeedStore, language: string) =>
  language === 'nl'
    ? { footerTitle: 'Footer', businessTitle: 'Zakelijk' }
    : marketTexts(storeLocale(store, language)).menus;

/** The store's locations and the content of its default language. */
export async function insertContent(db: Database, store: SeedStore, content: SeedStoreContent, ids: CatalogueIds): Promise<void> {
  const storeId = store.id;
  const usedSlugs = new Set<string>();
  const locationRows = content.locations.map((l) => {
    const brandId = ids.brandIds.get(l.brandSlug);
    if (!brandId) throw new Error(`seed: location '${l.name}' has unknown brand '${l.brandSlug}'`);
    let slug = slugify(`${l.name} ${l.city}`);
    for (let n = 2; usedSlugs.has(slug); n++) slug = slugify(`${l.name} ${l.city} ${n}`);
    usedSlugs.add(slug);
    return { storeId, brandId, slug, name: l.name, street: l.street, houseNumber: l.houseNumber, postCode: l.postCode, city: l.city,
      administrativeArea: l.administrativeArea, countryCode: store.countryCode, lat: l.lat, lon: l.lon, website: l.website,
      openingHours: l.openingHours };
  });
  for (const batch of chunks(locationRows, 1000)) await bulkInsert(db, locations, batch);
  await insertLanguageContent(db, store, content, ids);
}

/** The pages, blog posts, testimonials, menus, home blocks and popular searches of one language of the store. */
export async function insertLanguageContent(db: Database, store: SeedStore, content: SeedLanguageContent, ids: CatalogueIds): Promise<void> {
  const storeId = store.id;
  const languageCode = content.language;
  if (content.pages.length) {
    await db.insert(pages).values(
      content.pages.map((p) => ({
        storeId, languageCode, path: p.path, pageType: p.pageType, title: p.title, metaDescription: p.metaDescription,
        keywords: p.keywords, body: p.body, noindex: p.noindex ?? false, nofollow: p.nofollow ?? false, translationKey: p.translationKey,
      })),
    );
  }
  if (content.blogPosts.length) {
    await db.insert(blogPosts).values(
      content.blogPosts.map((b) => ({ storeId, languageCode, slug: b.slug, title: b.title, excerpt: b.excerpt, body: b.body,
        author: b.author, tags: b.tags, publishedAt: b.publishedAt.slice(0, 10) })),
    );
  }

  if (content.testimonials.length) {
    await db.insert(testimonials).values(
      content.testimonials.map((t) => ({ storeId, languageCode, author: t.author, rating: t.rating, quote: t.quote, publishedAt: t.publishedAt })),
    );
  }

  const titles = menuTitles(store, languageCode);
  await insertMenu(db, storeId, languageCode, 'footer', titles.footerTitle, content.menus.footer);
  await insertMenu(db, storeId, languageCode, 'business', titles.businessTitle, content.menus.business);

  const queuePositions = new Map<string, number>();
  if (content.homeBlocks.length) {
    await db.insert(blocks).values(
      content.homeBlocks.map((b) => {
        const position = queuePositions.get(b.queueId) ?? 0;
        queuePositions.set(b.queueId, position + 1);
        const productId = b.productSlug ? ids.productIds.get(b.productSlug) : undefined;
        if (b.productSlug && !productId) throw new Error(`seed: block '${b.title}' points at unknown product '${b.productSlug}'`);
        return { storeId, languageCode, queueId: b.queueId, position, title: b.title, description: b.description, path: b.path,
          backgroundColor: b.backgroundColor, showHand: b.showHand, showShadow: b.showShadow, productId: productId ?? null };
      }),
    );
  }
  if (content.popularSearchTerms.length) {
    await db.insert(popularSearchTerms).values(
      content.popularSearchTerms.map((t, position) => ({ storeId, languageCode, position, title: t.title, url: t.url })),
    );
  }
}

async function insertMenu(db: Database, storeId: number, languageCode: string, menuKey: string, title: string, items: SeedMenuItem[]) {
  const [menu] = await db.insert(menus).values({ storeId, languageCode, menuKey, title }).returning({ id: menus.id });
  for (const [position, item] of items.entries()) {
    const [parent] = await db
      .insert(menuItems)
      .values({ menuId: menu.id, position, title: item.title, path: item.path, hrefType: hrefType(item.path) })
      .returning({ id: menuItems.id });
    if (item.children?.length) {
      await db.insert(menuItems).values(
        item.children.map((child, childPosition) => ({
          menuId: menu.id, parentId: parent.id, position: childPosition, title: child.title, path: child.path, hrefType: hrefType(child.path),
        })),
      );
    }
  }
}
