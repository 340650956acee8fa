import { CancelOrderMutation, CheckoutCartQuery, OrderConfirmationQuery, PaymentMethodsQuery, PaymentStatusQuery, PlaceOrderMutation, StartPaymentMutation } from '@giftshop/checkout-data-access';
import type { PaymentStatus, PlaceOrderInput } from '@giftshop/shared-graphql';

/** Gateway answers as the checkout documents receive them (with __typename), shaped like the GCUK seed. */
export const userData = { language: 'en', storeID: 48, countryCode: 'GB', redeemToken: null };
export const ORDER_UUID = '9a3c2f1e-4b5d-4e6f-8a7b-1c2d3e4f5a6b';
export const CART_VERSION = 3;

const money = (minorUnits: number) => ({ __typename: 'Money' as const, minorUnits, currency: 'GBP' });
const error = (code: number, message: string, referencedRequestParameter: string | null = null) => ({ __typename: 'Error' as const, code, message, referencedRequestParameter });
type ErrorAnswer = ReturnType<typeof error>;
export { error };

const preview = (label: string, slug: string) => ({
  __typename: 'CardPreview' as const,
  productLabel: label,
  image: { __typename: 'Image' as const, alt: label, url: { __typename: 'ImageUrl' as const, href: `/card-art/48/${slug}.svg` } },
  color: { __typename: 'Color' as const, color: '#1f4e5f' },
});

const product = (id: string, title: string) => ({ __typename: 'GiftCardProduct' as const, id, title });

function cart() {
  return {
    __typename: 'GiftCardOrder' as const,
    id: ORDER_UUID,
    version: CART_VERSION,
    packagesGroups: [
      { __typename: 'PackagesGroup' as const, packageId: 'p1', tag: 'digital', receiverTitle: 'Ada Lovelace', receiverDescription: 'ada@example.com', totalPrice: money(2500), cardsPreviews: [preview('Harbour & Pine £25', 'harbour-and-pine-gift-card')] },
    ],
    groupedTotals: {
      __typename: 'GroupedTotals' as const,
      digitalTotal: { __typename: 'GroupTotal' as const, qty: 1, price: money(2500) },
      physicalTotal: { __typename: 'GroupTotal' as const, qty: 0, price: money(0) },
      extra: money(0),
    },
    totals: { __typename: 'OrderTotals' as const, subTotal: money(2500), grandTotal: money(2500), adjustments: [] },
    shipments: [
      {
        __typename: 'GiftCardShipment' as const,
        id: 's1',
        tag: 'digital',
        deliveryType: 'DIGITAL' as const,
        deliveryDate: null,
        deliveryTime: null,
        registeredPost: false,
        dispatchDate: '2026-03-13',
        expectedDeliveryDate: null,
        cutOffNear: false,
        deliveryAddress: null,
        packages: [
          {
            __typename: 'GiftCardPackage' as const,
            id: 'p1',
            receiver: { __typename: 'Receiver' as const, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
            giftCardItem: { __typename: 'GiftCardItem' as const, qty: 1, price: money(2500), variation: { __typename: 'Variation' as const, id: '7' }, product: product('harbour', 'Harbour & Pine Gift Card') },
            emptyGiftCardItem: null,
          },
        ],
      },
    ],
  };
}

export const cartAnswer = (empty = false, version = CART_VERSION) => ({
  request: { query: CheckoutCartQuery, variables: { userData } },
  result: { data: { cartV2: { __typename: 'CartPayload' as const, order: empty ? null : { ...cart(), version }, errors: [] } } },
});

const method = (id: string, title: string, banks: [string, string][] = []) => ({
  __typename: 'PaymentMethod' as const,
  id,
  title,
  banks: banks.map(([bankId, issuer]) => ({ __typename: 'Bank' as const, id: bankId, issuer })),
});

export const methodsAnswer = (customerType: 'PRIVATE' | 'BUSINESS' = 'PRIVATE') => ({
  request: { query: PaymentMethodsQuery, variables: { userData, customerType } },
  result: {
    data: {
      paymentMethods: {
        __typename: 'PaymentMethodsPayload' as const,
        paymentMethods: [
          method('ideal', 'iDEAL', [['ING', 'ING']]),
          method('visa', 'Visa'),
          method('banktransfer', 'Bank transfer'),
          ...(customerType === 'BUSINESS' ? [method('invoice', 'Invoice')] : []),
        ],
        errors: [],
      },
    },
  },
});

export const placeOrderAnswer = (input: PlaceOrderInput, answer: { redirectUrl?: string | null; errors?: ErrorAnswer[] }) => ({
  request: { query: PlaceOrderMutation, variables: { userData, input } },
  result: {
    data: {
      placeOrder: {
        __typename: 'PlaceOrderPayload' as const,
        orderUuid: answer.errors?.length ? null : ORDER_UUID,
        redirectUrl: answer.redirectUrl ?? null,
        errors: answer.errors ?? [],
      },
    },
  },
});

export const startPaymentAnswer = (method: string, answer: { redirectUrl?: string | null; errors?: ErrorAnswer[] }) => ({
  request: { query: StartPaymentMutation, variables: { userData, orderUuid: ORDER_UUID, method, issuer: null } },
  result: { data: { startPayment: { __typename: 'StartPaymentPayload' as const, redirectUrl: answer.redirectUrl ?? null, errors: answer.errors ?? [] } } },
});

/** The cancelled order; with `restoredBalance`, an order bought with a card balance that went back on the card. */
export const cancelOrderAnswer = (restoredBalance?: number) => ({
  request: { query: CancelOrderMutation, variables: { userData, orderUuid: ORDER_UUID } },
  result: {
    data: {
      cancelOrder: {
        __typename: 'CustomerOrderPayload' as const,
        order: {
          __typename: 'CustomerOrder' as const,
          id: '101',
          status: 'CANCELED' as const,
          orderType: restoredBalance === undefined ? ('REGULAR' as const) : ('REDEEM' as const),
          giftCardPayments:
            restoredBalance === undefined
              ? []
              : [{ __typename: 'OrderGiftCardPayment' as const, maskedNumber: '···· ···· ···· ···· 0128', balance: money(restoredBalance) }],
        },
        errors: [],
      },
    },
  },
});

export const statusAnswer = (status: PaymentStatus) => ({
  request: { query: PaymentStatusQuery, variables: { userData, orderUuid: ORDER_UUID } },
  result: {
    data: {
      paymentStatus: {
        __typename: 'PaymentStatusPayload' as const,
        payment: { __typename: 'OrderPayment' as const, method: 'ideal' as const, status, attempt: 1 },
        errors: [],
      },
    },
  },
});

export function customerOrder(status: 'PENDING' | 'COMPLETED' | 'CANCELED' = 'COMPLETED', paymentMethod = 'visa', paymentMethodTitle = 'Visa') {
  return {
    __typename: 'CustomerOrder' as const,
    id: '101',
    uuid: ORDER_UUID,
    referenceNumber: 'GCUK-101',
    orderType: 'REGULAR' as 'REGULAR' | 'REDEEM',
    status,
    paymentMethod: paymentMethod as 'visa',
    paymentMethodTitle,
    orderDate: '2026-03-13T10:15:00Z',
    items: [
      {
        __typename: 'CustomerOrderItem' as const,
        kind: 'GIFT_CARD' as const,
        variationId: '7',
        productTitle: 'Harbour & Pine Gift Card',
        price: money(2500),
        count: 1,
        receivers: [{ __typename: 'Receiver' as const, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }],
        personalNote: 'Happy birthday!',
        wrapper: null,
        extraPacking: null,
        deliveryType: 'DIGITAL' as const,
        deliveryDate: null,
        deliveryTime: null,
        dispatchDate: null,
        expectedDeliveryDate: null,
      },
    ],
    totals: { __typename: 'OrderTotals' as const, subTotal: money(2500), grandTotal: money(2500), adjustments: [] },
    serviceFee: money(0),
    shippingCosts: money(0),
    extras: money(0),
    billingAddress: { __typename: 'Address' as const, id: 'b1', email: 'buyer@example.com', customerType: 'PRIVATE' as const },
    giftCardPayments: [] as { __typename: 'OrderGiftCardPayment'; maskedNumber: string; amount: ReturnType<typeof money>; refunded: boolean }[],
  };
}

export const confirmationAnswer = (order: ReturnType<typeof customerOrder> | null, uuid = ORDER_UUID) => ({
  request: { query: OrderConfirmationQuery, variables: { userData, uuid } },
  result: {
    data: { orderConfirmation: { __typename: 'CustomerOrderPayload' as const, order, errors: order ? [] : [error(1005, 'We could not find what you are looking for.', 'uuid')] } },
  },
});
