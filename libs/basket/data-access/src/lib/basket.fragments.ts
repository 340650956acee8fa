import { graphql } from '@giftshop/shared-graphql';

/**
 * A card, donation or blank pack line. The product's prices are asked for only when a package is edited
 * (BasketProductPricesQuery): with them the basket query costs more than the gateway's cost limit allows.
 */
export const BasketItemFragment = graphql(`
  fragment BasketItem_item on GiftCardItem {
    kind
    qty
    price { minorUnits currency }
    cardsPerItem
    variation { id title variationType }
    product {
      id
      title
      productType
      path
      image { url { href } alt }
      backgroundColor { color }
    }
  }
`);

/** One receiver's package: its item, receiver and extras. */
export const BasketPackageFragment = graphql(`
  fragment BasketPackage_package on GiftCardPackage {
    id
    receiver { firstName lastName email }
    giftCardItem { ...BasketItem_item }
    emptyGiftCardItem { ...BasketItem_item }
    wrapperItem { qty variation { id kind title price { minorUnits currency } } }
    giftPacking { qty variation { id kind title price { minorUnits currency } } }
    message { text }
  }
`);

/** The whole basket as the basket page shows it (spec §3 GiftCardOrder). */
export const BasketOrderFragment = graphql(`
  fragment Basket_order on GiftCardOrder {
    id
    shipments {
      id
      tag
      deliveryType
      deliveryMode
      deliveryDate
      deliveryTime
      deliveryAddress { id firstName lastName companyName street houseNumber suffix postCode city countryCode addressLine1 addressLine2 postalLines }
      registeredPost
      shippingCost { minorUnits currency }
      dispatchDate
      expectedDeliveryDate
      cutOffNear
      packages { ...BasketPackage_package }
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
    packagesGroups {
      tag
      packageId
      receiverTitle
      receiverDescription
      totalPrice { minorUnits currency }
      cardsPreviews { productLabel image { url { href } alt } color { color opacity } }
    }
  }
`);
