import { useEffect, useRef } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { PaymentStatusQuery } from '@giftshop/checkout-data-access';
import { PAID_LATER } from '@giftshop/checkout-ui';
import { useHydrated, useUserData } from '@giftshop/shared-data-access';
import type { CheckoutCartQuery, OrderConfirmation_OrderFragment, PaymentStatus } from '@giftshop/shared-graphql';
import { beginCheckoutEvent, claimTransaction, pushEvent, purchaseEvent, type EcommerceLine } from '@giftshop/util-analytics';

type Cart = NonNullable<CheckoutCartQuery['cartV2']['order']>;
type Order = OrderConfirmation_OrderFragment;

/** Lines of the same variation, value and delivery as one item (two receivers of a £25 card: quantity 2, as add_to_cart). */
export function mergeLines(lines: readonly EcommerceLine[]): EcommerceLine[] {
  const merged = new Map<string, EcommerceLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.id, line.unitPriceMinor, line.variant ?? null]);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** The cart's cards, donations and blank packs as GA4 items (the variation id, as add_to_cart names it). */
export function cartLines(cart: Cart): EcommerceLine[] {
  return mergeLines(
    cart.shipments.flatMap((shipment) =>
      shipment.packages.flatMap((pkg) => {
        const item = pkg.giftCardItem ?? pkg.emptyGiftCardItem;
        if (!item) return [];
        return [
          {
            id: item.variation.id,
            name: item.product.title,
            unitPriceMinor: item.price.minorUnits,
            quantity: item.qty,
            variant: shipment.deliveryType,
          },
        ];
      }),
    ),
  );
}

/** The placed order's lines as GA4 items. */
export function orderLines(order: Order): EcommerceLine[] {
  return mergeLines(
    order.items.map((item) => ({
      id: item.variationId ?? item.productTitle,
      name: item.productTitle,
      unitPriceMinor: item.price.minorUnits,
      quantity: item.count,
      variant: item.deliveryType,
    })),
  );
}

/** Order types that are a sale: a Choice card activation or an order paid with a gift card balance is not new revenue. */
const SALES = new Set(['REGULAR', 'REORDER']);

/**
 * Whether the order counts as a GA4 purchase: completed, or placed with bank transfer or invoice (the shopper's one
 * moment in the browser; the money follows days later), or paid by card or PayPal (its payment PAID while the
 * order waits for fulfilment). A cancelled order, or one whose payment has not come in, does not count.
 */
export function countsAsPurchase(order: Pick<Order, 'orderType' | 'status' | 'paymentMethod'>, paymentStatus: PaymentStatus | null): boolean {
  if (!SALES.has(order.orderType) || order.status === 'CANCELED') return false;
  if (order.status === 'COMPLETED') return true;
  if (order.paymentMethod && PAID_LATER.has(order.paymentMethod)) return true;
  return paymentStatus === 'PAID';
}

/** Pushes `begin_checkout` once per checkout visit, when the shopper's cart is first shown (not on refetches). */
export function useBeginCheckoutEvent(cart: Cart | null | undefined): void {
  const sent = useRef(false);
  const ready = !!cart && cart.packagesGroups.length > 0;
  useEffect(() => {
    if (!ready || !cart || sent.current) return;
    sent.current = true;
    pushEvent(beginCheckoutEvent(cart.totals.grandTotal.currency, cartLines(cart), cart.totals.grandTotal.minorUnits));
  }, [ready, cart]);
}

/**
 * Pushes `purchase` once per order (its reference number is the transaction id; the uuid, which opens the order,
 * never goes to analytics), remembered in sessionStorage so a reload does not count it again. For a PENDING card
 * order the payment's status is asked first.
 */
export function usePurchaseEvent(order: Order | null | undefined, uuid: string): void {
  const userData = useUserData();
  const hydrated = useHydrated();
  const reference = order?.referenceNumber ?? null;
  const settled = !order || order.status !== 'PENDING' || (!!order.paymentMethod && PAID_LATER.has(order.paymentMethod));
  const ask = hydrated && !!reference && !settled && SALES.has(order?.orderType ?? '');
  const { data } = useQuery(
    PaymentStatusQuery,
    ask
      ? {
          variables: { userData, orderUuid: uuid },
          fetchPolicy: 'network-only',
        }
      : skipToken,
  );
  const paymentStatus = data?.paymentStatus.payment?.status ?? null;
  useEffect(() => {
    if (!order || !reference || !countsAsPurchase(order, paymentStatus)) return;
    if (!claimTransaction(reference)) return;
    pushEvent(purchaseEvent(reference, order.totals.grandTotal.currency, orderLines(order), order.totals.grandTotal.minorUnits));
  }, [order, reference, paymentStatus]);
}
