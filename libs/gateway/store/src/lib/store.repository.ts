import { and, asc, eq } from 'drizzle-orm';
import { menuItems, menus, storePaymentMethods, type Database } from '@giftshop/gateway-db';

export async function findMenus(db: Database, storeId: number, languageCode: string) {
  const rows = await db
    .select({ menuKey: menus.menuKey, menuTitle: menus.title, item: menuItems })
    .from(menus)
    .innerJoin(menuItems, eq(menuItems.menuId, menus.id))
    .where(and(eq(menus.storeId, storeId), eq(menus.languageCode, languageCode)))
    .orderBy(asc(menus.id), asc(menuItems.position), asc(menuItems.id));
  return rows;
}

export async function findPaymentMethods(db: Database, storeId: number) {
  return db
    .select()
    .from(storePaymentMethods)
    .where(and(eq(storePaymentMethods.storeId, storeId), eq(storePaymentMethods.enabled, true)))
    .orderBy(asc(storePaymentMethods.position));
}
