import { graphql } from '@giftshop/shared-graphql';

/** What the modal needs of a product: its redeem range and the variations it can be sent as. */
export const RedeemPackageModalProductFragment = graphql(`
  fragment RedeemPackageModal_product on Product {
    id
    title
    productType
    redeemData {
      title
      description
      minimumAvailableCustomAmount { minorUnits currency }
      maximumAvailableCustomAmount { minorUnits currency }
    }
    variations { id variationType price { minorUnits currency } }
  }
`);

/** A shipment of the redeem order as the modal prefills a package of it for a change. */
export const RedeemPackageModalShipmentFragment = graphql(`
  fragment RedeemPackageModal_shipment on RedeemShipment {
    id
    deliveryType
    deliveryAddress { firstName lastName countryCode postCode houseNumber suffix street city }
    packages {
      id
      mainProduct { id ...RedeemPackageModal_product }
      mainProductType
      receiver { firstName lastName email }
      items { kind qty }
      packageTotals { mainItemAmount { minorUnits currency } mainItemEditable }
    }
  }
`);
