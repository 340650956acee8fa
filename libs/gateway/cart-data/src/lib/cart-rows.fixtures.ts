import type { CartItemRow, CartProductRow, CartRows } from './cart.repository';

/** Hand-made cart rows for unit tests of the pure cart modules. */
export function testProduct(change: Partial<CartProductRow> = {}): CartProductRow {
  return {
    id: 1, storeId: 48, brandId: null, slug: 'harbour', title: 'Harbour', description: '', productType: 'GIFT_CARD', backgroundColor: '#123456', showHand: false,
    showShadow: true, popularity: 0, thirdPartyPlatform: false, containsWine: false, isChoice: false, isTest: false, stock: null, keywords: [], redeemTitle: null,
    redeemDescription: null, redeemMinCustom: null, redeemMaxCustom: null, redeemMinRemainingBalance: null, active: true, createdAt: new Date(0), brand: null,
    ...change,
  };
}

let nextItem = 1;

export function cardLine(packageId: number, unitPrice: number, quantity: number, product = testProduct(), kind: CartItemRow['kind'] = 'GIFT_CARD'): CartItemRow {
  return {
    id: nextItem++, orderId: 'o', packageId, kind, productId: product.id, variationId: 1, extraId: null, quantity, unitPrice, currency: 'GBP', messageText: null, promotionAmount: 0,
    product, extra: null,
    variation: { id: 1, productId: product.id, sku: 's', title: 't', variationType: 'DIGITAL', currency: 'GBP', fixedValues: [], minPrice: 500, maxPrice: 15000, active: true },
  };
}

export function extraLine(packageId: number, unitPrice: number, quantity: number): CartItemRow {
  return { ...cardLine(packageId, unitPrice, quantity), kind: 'WRAPPER', productId: null, variationId: null, product: null, variation: null };
}

/** A cart with one digital shipment (id 1, package 1) and one physical shipment (id 2, package 2). */
export function testRows(items: CartItemRow[]): CartRows {
  const shipment = (id: number, deliveryType: 'DIGITAL' | 'PHYSICAL') => ({
    id, orderId: 'o', tag: deliveryType === 'DIGITAL' ? 'digital' : 'physical-1', deliveryType, deliveryMode: 'DEFAULT' as const, deliveryDate: null, deliveryTime: null,
    deliveryAddressId: null, registeredPost: false, shippingCost: 0, dispatchDate: null, expectedDeliveryDate: null, address: null,
  });
  const pkg = (id: number, shipmentId: number) => ({ id, shipmentId, quantity: 1, receiverFirstName: null, receiverLastName: null, receiverEmail: null });
  return {
    order: { currency: 'GBP' } as CartRows['order'],
    billingAddress: null,
    shipments: [shipment(1, 'DIGITAL'), shipment(2, 'PHYSICAL')],
    packages: [pkg(1, 1), pkg(2, 2)],
    items,
  };
}
