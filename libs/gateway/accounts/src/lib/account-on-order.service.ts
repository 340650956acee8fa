import { and, eq, isNull } from 'drizzle-orm';
import { DomainError, DomainErrors, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { cartRepository } from '@giftshop/gateway-cart-data';
import { addresses, orders } from '@giftshop/gateway-db';
import type { AccountsRuntime } from './accounts.runtime';
import { requireLoggedOut, spendClient } from './guards';
import { hashPassword, newPasswordErrors } from './password';
import { insertUser } from './users.repository';

export interface AccountOnOrderInput {
  orderUuid: string;
  password: string;
  confirmPassword: string;
}

/**
 * A guest turns their placed order into an account (spec §6 "may opt to create one"): the name and e-mail of the
 * order's billing address, the password rules of registration, then logged in. Only the browser session that
 * placed the order may; "already exists" tells whether the e-mail has an account, so it spends the same client
 * budget as identify. The order and its billing address (into the address book) move to the account in the same
 * transaction as the account is created.
 */
export async function createAccountOnOrder(ctx: GatewayContext, scope: StoreScope, input: AccountOnOrderInput, runtime: AccountsRuntime) {
  await requireLoggedOut(ctx);
  await spendClient(ctx, runtime, 'lookupClient');
  const session = await ctx.session.get();
  const rows = await cartRepository.loadCartRows(ctx.db, input.orderUuid);
  const order = rows?.order;
  if (!order || order.storeId !== scope.store.id || !session || !(session.data.orderIds ?? []).includes(order.id)) throw new DomainError('NOT_FOUND', {}, 'orderUuid');
  if (order.status === 'CART' || !order.placedAt || !rows.billingAddress?.email) throw new DomainError('ORDER_NOT_PLACED', {}, 'orderUuid');
  if (order.userId) throw new DomainError('ORDER_HAS_ACCOUNT', {}, 'orderUuid');
  const errors = newPasswordErrors(input.password, input.confirmPassword, { password: 'password', confirmation: 'confirmPassword' }, [scope.store.name]);
  if (errors.length) throw new DomainErrors(errors);

  const billing = rows.billingAddress;
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      storeId: scope.store.id,
      email: billing.email ?? '',
      passwordHash,
      newsletterConsent: false,
      firstName: billing.firstName,
      lastName: billing.lastName,
    });
    if (!user) throw new DomainError('ACCOUNT_EXISTS', {}, 'orderUuid');
    const moved = await tx.update(orders).set({ userId: user.id }).where(and(eq(orders.id, order.id), isNull(orders.userId))).returning({ id: orders.id });
    if (!moved.length) throw new DomainError('ORDER_HAS_ACCOUNT', {}, 'orderUuid');
    await tx.update(addresses).set({ userId: user.id }).where(and(eq(addresses.id, billing.id), isNull(addresses.userId)));
    return user.id;
  });
  await ctx.session.logIn(scope.store.id, userId);
  return { status: true };
}
