import { graphql } from '@giftshop/shared-graphql';

export const OrderConfirmationOrderFragment = graphql(`
  fragment OrderConfirmation_order on CustomerOrder {
    id
    uuid
    referenceNumber
    orderType
    status
    paymentMethod
    paymentMethodTitle
    orderDate
    items {
      kind
      variationId
      productTitle
      price { minorUnits currency }
      count
      receivers { firstName lastName email }
      personalNote
      wrapper
      extraPacking
      deliveryType
      deliveryDate
      deliveryTime
      dispatchDate
      expectedDeliveryDate
    }
    totals {
      subTotal { minorUnits currency }
      grandTotal { minorUnits currency }
      adjustments { title adjustmentType price { minorUnits currency } }
    }
    serviceFee { minorUnits currency }
    shippingCosts { minorUnits currency }
    extras { minorUnits currency }
    billingAddress { id email customerType }
    giftCardPayments { maskedNumber amount { minorUnits currency } refunded }
  }
`);
