import { and, eq, isNull } from 'drizzle-orm';
import type { GatewayContext, StoreScope } from '@giftshop/gateway-core';
import { addressPostalLines } from '@giftshop/gateway-cart-data';
import { addresses, users } from '@giftshop/gateway-db';
import { addressBook } from './address-book.service';
import { requireUserId } from './guards';
import { anonymiseUser } from './delete-account.repository';
import { findUserById, mainProfile } from './users.repository';
import { unsubscribeEmail } from './newsletter/newsletter.repository';

/**
 * The logged-in customer (spec §7 getUserInfo); user is null for visitors, guests and ended logins. Checkout
 * prefills its billing details from it: the default billing address of the book, else the profile.
 */
export async function getUserInfo(ctx: GatewayContext, scope: StoreScope) {
  const session = await ctx.session.get();
  if (!session?.userId || session.storeId !== scope.store.id) return { user: null };
  const user = await findUserById(ctx.db, session.userId);
  if (!user) return { user: null };
  const [profile, book] = await Promise.all([mainProfile(ctx.db, user.id), addressBook(ctx.db, user.id)]);
  const [address] = profile?.addressId ? await ctx.db.select().from(addresses).where(eq(addresses.id, profile.addressId)) : [];
  return {
    user: {
      mainProfile: {
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        email: user.email,
        invoiceEmail: profile?.invoiceEmail ?? null,
        phoneNumber: profile?.phoneNumber ?? null,
        vatNumber: profile?.vatNumber ?? null,
        address: address ? { ...address, companyName: profile?.companyName ?? address.companyName, postalLines: addressPostalLines(address) } : null,
      },
      subscribed: user.newsletterConsent,
      ...book,
    },
  };
}

/** Newsletter consent of the logged-in customer; turning it off also takes the address off the newsletter list. */
export async function updateNotifications(ctx: GatewayContext, scope: StoreScope, subscribed: boolean) {
  const userId = await requireUserId(ctx, scope);
  const [user] = await ctx.db
    .update(users)
    .set({ newsletterConsent: subscribed })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ email: users.email });
  if (user && !subscribed) await unsubscribeEmail(ctx.db, scope.store.id, user.email, new Date());
  return getUserInfo(ctx, scope);
}

/**
 * Deletes the account (cannot be undone): personal data goes, placed orders stay for accounting without it
 * (see anonymiseUser), every session of the account ends.
 */
export async function deleteAccount(ctx: GatewayContext, scope: StoreScope, now = new Date()) {
  const userId = await requireUserId(ctx, scope);
  await ctx.db.transaction((tx) => anonymiseUser(tx, userId, now));
  await ctx.session.destroy();
  return { status: true };
}

