import { graphql } from '@giftshop/shared-graphql';

/** A placed order as the account's order list and the "account order details" modal show it (spec §3). */
export const AccountOrderFragment = graphql(`
  fragment AccountOrder_order on CustomerOrder {
    id
    uuid
    referenceNumber
    orderType
    status
    deliveryType
    paymentMethod
    paymentMethodTitle
    orderDate
    items {
      kind
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
      promotionAmount { minorUnits currency }
    }
    totals {
      subTotal { minorUnits currency }
      grandTotalWithoutTax { minorUnits currency }
      grandTotal { minorUnits currency }
    }
    serviceFee { minorUnits currency }
    shippingCosts { minorUnits currency }
    extras { minorUnits currency }
  }
`);
