import { graphql } from '@giftshop/shared-graphql';

export const ShipmentListShipmentFragment = graphql(`
  fragment ShipmentList_shipment on GiftCardShipment {
    id
    tag
    deliveryType
    deliveryDate
    deliveryTime
    registeredPost
    dispatchDate
    expectedDeliveryDate
    cutOffNear
    deliveryAddress { id firstName lastName street houseNumber suffix postCode city countryCode addressLine1 addressLine2 postalLines }
    packages {
      id
      receiver { firstName lastName email }
      giftCardItem { qty product { id title } }
      emptyGiftCardItem { qty product { id title } }
    }
  }
`);
