import { graphql } from '@giftshop/shared-graphql';

export const RedeemOrderSummaryOrderFragment = graphql(`
  fragment RedeemOrderSummary_order on RedeemOrder {
    id
    status
    referenceNumber
    shipments {
      id
      deliveryType
      packages {
        id
        mainProductType
        mainProduct { id title redeemData { title } }
        receiver { firstName lastName email }
        items { kind qty }
        packageTotals { mainItemAmount { minorUnits currency } mainItemEditable }
      }
    }
    totals { grandTotal { minorUnits currency } }
    remainingBalance { minorUnits currency }
    amountToPay { minorUnits currency }
    cards { maskedNumber balance { minorUnits currency } amountUsed { minorUnits currency } }
  }
`);
