import { DomainError, messagesIn, type AddressInput, type ReceiverInput, type StoreScope } from '@giftshop/gateway-core';
import { checkAmount, checkReceivers, formatMoney, kindOf, type CartProductRow, type CartRows, type CartVariationRow, type CheckedReceiver } from '@giftshop/gateway-cart-data';
import { leavesTooLittle } from './redeem-allocation';
import { isAmountEditable } from './redeem-order-view';
import { redeemMessages } from './redeem.messages';

type DeliveryType = 'DIGITAL' | 'PHYSICAL';

/** A product of the redeem shop: on sale in the store with redeem data; gift cards and donations, no blank packs. */
export function checkRedeemProduct(found: { variation: CartVariationRow; product: CartProductRow } | null) {
  const product = found?.product;
  if (!found || !product || !found.variation.active || !product.active || product.isTest || product.redeemTitle === null || product.productType === 'GIFT_CARD_BLANK') {
    throw new DomainError('NOT_FOUND', {}, 'variationId');
  }
  if (product.stock !== null && product.stock <= 0) throw new DomainError('OUT_OF_STOCK', {}, 'variationId');
  return { ...found, kind: kindOf(product), deliveryType: found.variation.variationType as DeliveryType };
}

/**
 * The value of the main item: within the product's redeem range when the holder may choose it (mainItemEditable),
 * else the variation's own value (a fixed value, or the range it is sold in).
 */
export function checkRedeemAmount(amount: number | null | undefined, line: ReturnType<typeof checkRedeemProduct>, scope: StoreScope): number {
  const { product, variation, kind } = line;
  if (isAmountEditable(product)) {
    return checkAmount(amount, { ...variation, fixedValues: [], minPrice: product.redeemMinCustom, maxPrice: product.redeemMaxCustom }, kind, scope);
  }
  return checkAmount(amount ?? variation.fixedValues[0] ?? variation.minPrice, variation, kind, scope);
}

/**
 * Who receives a package: name and e-mail for digital delivery; for physical delivery the address (from
 * `deliveryAddress`, or the receiver's own address), the receiver named after it.
 */
export function checkRedeemReceiver(receiver: ReceiverInput | null | undefined, deliveryAddress: AddressInput | null | undefined, type: DeliveryType, scope: StoreScope): CheckedReceiver | null {
  const given = type === 'PHYSICAL' && deliveryAddress ? { firstName: deliveryAddress.firstName, lastName: deliveryAddress.lastName, ...receiver, address: deliveryAddress } : receiver;
  if (!given) return null;
  return checkReceivers([given], type, scope, () => 'receiver')[0];
}

/**
 * The cards must be spent completely or keep at least the largest minimum remaining balance of the order's
 * products (error 2212 on `field`). `remaining`: what the cards keep after the order (see allocate).
 */
export function checkBalanceLeft(rows: CartRows, remaining: number, scope: StoreScope, field: string) {
  const minimum = Math.max(0, ...rows.items.map((i) => i.product?.redeemMinRemainingBalance ?? 0));
  if (leavesTooLittle(remaining, minimum)) {
    const min = formatMoney(minimum, rows.order.currency.trim(), scope.language.locale);
    throw new DomainError('REDEEM_BALANCE_LEFT_TOO_LOW', { min }, field);
  }
}

/** A reference printed on a delivery by post (business redeem): up to 35 characters; empty is none. */
export function checkDeliveryReference(reference: string | null | undefined, scope: StoreScope): string | null {
  const value = reference?.trim() ?? '';
  if (value.length > 35) throw new DomainError('INVALID_INPUT', { reason: redeemMessages(messagesIn(scope)).referenceTooLong }, 'referenceNumber');
  return value || null;
}
