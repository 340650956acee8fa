import type { AddToCartInput } from '@giftshop/shared-graphql';
import { deliveryMoment, toReceiverInput, type DeliveryType, type DeliveryValues } from '@giftshop/basket-ui';

/** What the product page's purchase form chose: the variation, delivery type, amount (minor units) and quantity. */
export interface PurchaseChoice {
  variationId: string;
  deliveryType: DeliveryType;
  amount: number;
  quantity: number;
}

/**
 * The addToCart input of a purchase. One receiver: a single package holding every card (SINGLE). A receiver per
 * card: one package of one card per receiver (SPLIT; the gateway puts `quantity` cards in each package).
 * Extras left out are sent as null.
 */
export function toAddInput(choice: PurchaseChoice, values: DeliveryValues, giftPackingId: string | null): AddToCartInput {
  const split = choice.quantity > 1 && values.mode === 'SPLIT';
  return {
    variationId: choice.variationId,
    deliveryType: choice.deliveryType,
    amount: choice.amount,
    quantity: split ? 1 : choice.quantity,
    deliveryMode: split ? 'SPLIT' : 'SINGLE',
    receivers: values.receivers.slice(0, split ? choice.quantity : 1).map((receiver) => toReceiverInput(receiver, choice.deliveryType)),
    ...deliveryMoment(values, choice.deliveryType),
    wrapperId: values.wrapperId || null,
    giftPackingId: values.giftPacking ? giftPackingId : null,
    personalMessage: values.addMessage ? values.personalMessage.trim() : null,
  };
}
