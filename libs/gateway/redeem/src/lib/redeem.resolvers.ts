import { DomainError, run, type Resolvers } from '@giftshop/gateway-core';
import type { RedeemRuntime } from '../index';
import { addRedeemCard } from './add-redeem-card.service';
import { addRedeemPackage } from './add-redeem-package.service';
import { removeRedeemPackage, updateRedeemPackage } from './change-redeem-package.service';
import { placeRedeemOrder } from './place-redeem-order.service';
import { loadRedeemOrder } from './redeem-order-view';
import { findRedeemOrder, requireRedeemSession } from './redeem-orders.repository';
import { redeemPage, redeemProducts, redeemSession } from './redeem-session.service';

export const createRedeemResolvers = (runtime: RedeemRuntime): Resolvers => ({
  Query: {
    redeemSession: (_, { userData }, ctx) => run(ctx, userData, (scope) => redeemSession(ctx, scope)),
    redeemProducts: (_, { userData, productType, pageId, limit, offset }, ctx) =>
      run(ctx, userData, (scope) => redeemProducts(ctx, scope, { productType, pageId, limit: limit ?? 100, offset: offset ?? 0 })),
    redeemPage: (_, { userData, pageId }, ctx) => run(ctx, userData, (scope) => redeemPage(ctx, scope, pageId)),
    order: (_, { userData, uuid }, ctx) =>
      run(ctx, userData, async (scope) => {
        const session = await requireRedeemSession(ctx.db, scope, new Date());
        const order = await findRedeemOrder(ctx.db, scope, session, uuid);
        if (!order) throw new DomainError('NOT_FOUND', {}, 'uuid');
        return { order: await loadRedeemOrder(ctx.db, order.id, scope) };
      }),
  },
  Mutation: {
    addRedeemPackage: (_, { userData, input }, ctx) => run(ctx, userData, (scope) => addRedeemPackage(ctx, scope, input)),
    updateRedeemPackage: (_, { userData, orderUuid, packageId, input }, ctx) => run(ctx, userData, (scope) => updateRedeemPackage(ctx, scope, orderUuid, packageId, input)),
    removeRedeemPackage: (_, { userData, orderUuid, packageId }, ctx) => run(ctx, userData, (scope) => removeRedeemPackage(ctx, scope, orderUuid, packageId)),
    addRedeemCard: (_, { userData, orderUuid, cardNumber, pin, captchaToken }, ctx) =>
      run(ctx, userData, (scope) => addRedeemCard(ctx, scope, orderUuid, { cardNumber, pin, captchaToken }, runtime.cardAccess)),
    placeRedeemOrder: (_, { userData, input }, ctx) => run(ctx, userData, (scope) => placeRedeemOrder(ctx, scope, input, runtime.payments)),
  },
});
