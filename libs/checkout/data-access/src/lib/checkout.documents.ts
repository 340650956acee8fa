import { graphql } from '@giftshop/shared-graphql';

/**
 * The checkout's calls. The cart belongs to the visitor's cookie, so it is asked for in the browser only; the
 * confirmation is reached by the order's uuid (the proof of access) and renders on the server.
 */

export const CheckoutCartQuery = graphql(`
  query CheckoutCart($userData: UserDataInput!) {
    cartV2(userData: $userData) {
      order {
        id
        version
        ...OrderSummary_cart
        shipments {
          id
          ...ShipmentList_shipment
          deliveryType
          packages {
            id
            giftCardItem { qty price { minorUnits currency } variation { id } product { id title } }
            emptyGiftCardItem { qty price { minorUnits currency } variation { id } product { id title } }
          }
        }
      }
      errors { ...ServiceError_error }
    }
  }
`);

export const PaymentMethodsQuery = graphql(`
  query PaymentMethods($userData: UserDataInput!, $customerType: CustomerType!) {
    paymentMethods(userData: $userData, customerType: $customerType) {
      paymentMethods { id ...PaymentForm_method }
      errors { ...ServiceError_error }
    }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($userData: UserDataInput!, $input: PlaceOrderInput!) {
    placeOrder(userData: $userData, input: $input) {
      orderUuid
      redirectUrl
      errors { ...ServiceError_error }
    }
  }
`);

export const StartPaymentMutation = graphql(`
  mutation StartPayment($userData: UserDataInput!, $orderUuid: String!, $method: PaymentMethodId!, $issuer: String) {
    startPayment(userData: $userData, orderUuid: $orderUuid, method: $method, issuer: $issuer) {
      redirectUrl
      errors { ...ServiceError_error }
    }
  }
`);

export const PaymentStatusQuery = graphql(`
  query PaymentStatus($userData: UserDataInput!, $orderUuid: String!) {
    paymentStatus(userData: $userData, orderUuid: $orderUuid) {
      payment { method status attempt }
      errors { ...ServiceError_error }
    }
  }
`);

export const OrderConfirmationQuery = graphql(`
  query OrderConfirmation($userData: UserDataInput!, $uuid: String!) {
    orderConfirmation(userData: $userData, uuid: $uuid) {
      order { id ...OrderConfirmation_order }
      errors { ...ServiceError_error }
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($userData: UserDataInput!, $orderUuid: String!) {
    cancelOrder(userData: $userData, orderUuid: $orderUuid) {
      order { id status orderType giftCardPayments { maskedNumber balance { minorUnits currency } } }
      errors { ...ServiceError_error }
    }
  }
`);
