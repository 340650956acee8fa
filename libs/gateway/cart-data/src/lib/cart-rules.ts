import { DomainError } from '@giftshop/gateway-core';
import { CARD_LIMIT, type CartLimits } from './cart-constants';
import { formatMoney } from './cart.messages';
import { cardsPerItem, isCardItem, lineTotal } from './cart-pricing';
import type { CartItemRow, CartRows } from './cart.repository';

export interface CartRuleOptions {
  /** Lines the operation added or changed; per-line rules (test card, stock, zero value) apply to these. All when omitted. */
  touchedItemIds?: ReadonlySet<number>;
  /** Formats the third-party limit in the message, e.g. en-gb. */
  locale: string;
}

const sellable = (item: CartItemRow) => item.product?.active === true && item.variation?.active === true;

/**
 * The order rules of spec §8/§9 on a cart's lines, in this order: test card (2032), no longer sold or out of stock
 * (2031), zero value (2033), card limit (2030), third-party platform sum (2015). Throws the first one broken.
 */
export function checkCartRules(rows: CartRows, limits: CartLimits, options: CartRuleOptions): void {
  const cards = rows.items.filter(isCardItem);
  const touched = options.touchedItemIds ? cards.filter((item) => options.touchedItemIds?.has(item.id)) : cards;
  if (touched.some((item) => item.product?.isTest)) throw new DomainError('TEST_CARD', {}, 'variationId');
  for (const item of touched) {
    if (!sellable(item)) throw new DomainError('OUT_OF_STOCK', {}, 'variationId');
    const stock = item.product?.stock ?? null;
    if (stock === null) continue;
    const wanted = cards.filter((other) => other.productId === item.productId).reduce((sum, other) => sum + other.quantity, 0);
    if (wanted > stock) throw new DomainError('OUT_OF_STOCK', {}, 'quantity');
  }
  if (touched.some((item) => item.unitPrice <= 0) || (cards.length > 0 && cards.every((item) => lineTotal(item) === 0))) {
    throw new DomainError('ZERO_VALUE_CART', {}, 'amount');
  }
  const issued = cards.reduce((sum, item) => sum + item.quantity * cardsPerItem(item.kind, item.unitPrice, limits), 0);
  if (issued > CARD_LIMIT) throw new DomainError('CARD_LIMIT', {}, 'quantity');
  const thirdParty = cards.filter((item) => item.product?.thirdPartyPlatform).reduce((sum, item) => sum + lineTotal(item), 0);
  if (thirdParty > limits.thirdPartySumLimit) {
    throw new DomainError('THIRD_PARTY_SUM_LIMIT', { limit: formatMoney(limits.thirdPartySumLimit, rows.order.currency, options.locale) }, 'amount');
  }
}
