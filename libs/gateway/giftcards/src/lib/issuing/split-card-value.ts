/** The split is shared with the storefront, which shows the shopper the same cards before paying. */
export { splitCardValue } from '@giftshop/util-money';
