import { graphql } from '@giftshop/shared-graphql';

export const OrderSummaryCartFragment = graphql(`
  fragment OrderSummary_cart on GiftCardOrder {
    id
    packagesGroups {
      packageId
      tag
      receiverTitle
      receiverDescription
      totalPrice { minorUnits currency }
      cardsPreviews { productLabel image { url { href } alt } color { color } }
    }
    groupedTotals {
      digitalTotal { qty price { minorUnits currency } }
      physicalTotal { qty price { minorUnits currency } }
      extra { minorUnits currency }
    }
    totals {
      subTotal { minorUnits currency }
      grandTotal { minorUnits currency }
      adjustments { title adjustmentType price { minorUnits currency } }
    }
  }
`);
