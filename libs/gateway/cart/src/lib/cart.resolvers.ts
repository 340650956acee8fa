import { extraVariations } from '@giftshop/gateway-cart-data';
import { run, type Resolvers } from '@giftshop/gateway-core';
import { addToCart } from './add-to-cart.service';
import { deletePackageGroup, getCart, resetReceivers } from './cart.service';
import { updateCartPackage } from './update-package.service';

export const cartResolvers: Resolvers = {
  GiftCardOrder: {
    id: (order) => order.id,
    version: async (order) => order.version ?? (await order.view()).version,
    shipments: async (order) => (await order.view()).shipments,
    groupedTotals: async (order) => (await order.view()).groupedTotals,
    totals: async (order) => (await order.view()).totals,
    billingAddress: async (order) => (await order.view()).billingAddress ?? null,
    packagesGroups: async (order) => (await order.view()).packagesGroups,
  },
  Query: {
    cartV2: (_, { userData, orderUuid }, ctx) => run(ctx, userData, (scope) => getCart(ctx, scope, orderUuid)),
    cartQuantity: (_, { userData, orderUuid }, ctx) => run(ctx, userData, (scope) => getCart(ctx, scope, orderUuid)),
    extraVariations: (_, { userData, deliveryType }, ctx) => run(ctx, userData, (scope) => extraVariations(ctx.db, scope, deliveryType)),
  },
  Mutation: {
    addToCart: (_, { userData, input }, ctx) => run(ctx, userData, (scope) => addToCart(ctx, scope, input)),
    updateCartPackage: (_, { userData, input }, ctx) => run(ctx, userData, (scope) => updateCartPackage(ctx, scope, input)),
    deleteGiftCardPackageGroup: (_, { userData, shipmentTag, packageId }, ctx) => run(ctx, userData, (scope) => deletePackageGroup(ctx, scope, shipmentTag, packageId)),
    resetReceivers: (_, { userData, shipmentTag, orderUuid }, ctx) => run(ctx, userData, (scope) => resetReceivers(ctx, scope, shipmentTag, orderUuid)),
  },
};
