import { and, eq } from 'drizzle-orm';
import { DomainError, type StoreScope } from '@giftshop/gateway-core';
import { redeemPages, type Database } from '@giftshop/gateway-db';

export type RedeemPageRow = typeof redeemPages.$inferSelect;

/** A redeem page of the store in the request's language, or null. */
export async function findRedeemPage(db: Database, scope: StoreScope, pageId: string): Promise<RedeemPageRow | null> {
  const [row] = await db
    .select()
    .from(redeemPages)
    .where(and(eq(redeemPages.storeId, scope.store.id), eq(redeemPages.languageCode, scope.language.languageCode), eq(redeemPages.pageId, pageId)));
  return row ?? null;
}

/** The redeem page named by the request, or NOT_FOUND on `field`. */
export async function requireRedeemPage(db: Database, scope: StoreScope, pageId: string, field = 'pageId'): Promise<RedeemPageRow> {
  const page = await findRedeemPage(db, scope, pageId);
  if (!page) throw new DomainError('NOT_FOUND', {}, field);
  return page;
}

/** The page a redeem order was started from, if any. */
export async function orderRedeemPage(db: Database, redeemPageId: number | null): Promise<RedeemPageRow | null> {
  if (redeemPageId === null) return null;
  const [row] = await db.select().from(redeemPages).where(eq(redeemPages.id, redeemPageId));
  return row ?? null;
}

/** Whether a page's shop offers the product: every redeemable product when the page names none (or there is no page). */
export const pageOffers = (page: RedeemPageRow | null, productId: number) => !page || page.productIds.length === 0 || page.productIds.includes(productId);

/** The RedeemPage of the API: the body as paragraphs; a shop of its own when it is a business page or names products. */
export const redeemPageView = (page: RedeemPageRow) => ({
  pageId: page.pageId,
  title: page.title,
  intro: page.intro,
  paragraphs: page.body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
  business: page.business,
  hasShop: page.business || page.productIds.length > 0,
});
