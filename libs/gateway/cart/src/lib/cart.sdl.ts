import { cartAddressTypeDefs } from './cart-address.sdl';
import { cartOrderTypeDefs } from './cart-order.sdl';

const cartOperationTypeDefs = /* GraphQL */ `
  """
  One basket line. variationId picks the product and delivery type; its product decides the line kind: a gift card,
  a donation, or a blank gift card pack (fixed price, amount ignored). Refusals name the field at fault in
  referencedRequestParameter by its path in this input, e.g. amount, quantity, receivers.1.email,
  receivers.0.address.postCode, deliveryDate, wrapperId, personalMessage.
  """
  input AddToCartInput {
    "The cart to add to; without it, the session's cart (created when there is none)."
    orderUuid: String
    variationId: ID!
    "Value of one card in minor units: one of the fixed values or within the custom range. Not for blank packs."
    amount: Int
    "Cards per package, at least 1."
    quantity: Int = 1
    "Must match the variation's type."
    deliveryType: VariationType!
    "DEFAULT and SPLIT: one package per receiver; SINGLE: one package, to the first receiver."
    deliveryMode: DeliveryMode = DEFAULT
    """
    One per package; SINGLE delivery sends all packages to the first. Each package holds quantity cards. Without
    receivers a digital line is one package whose receiver is added later; physical lines need an address.
    """
    receivers: [ReceiverInput!]
    "ISO date, e.g. 2026-03-14; omitted means as soon as possible."
    deliveryDate: String
    "Local time HH:mm, digital delivery only; without a deliveryDate it is today."
    deliveryTime: String
    "An ExtraVariation of kind WRAPPER or DIGITAL_WRAPPER."
    wrapperId: ID
    "An ExtraVariation of kind GIFT_PACKING."
    giftPackingId: ID
    "1 to 150 characters, no emoji."
    personalMessage: String
  }

  """
  Changes to one package. Omitted fields stay as they are; an explicit null removes a wrapper, packing or message,
  or the receiver of a digital package. A new delivery moment or address moves the package to the matching shipment.
  Refusals name fields as in AddToCartInput, the receiver's as receiver.email, receiver.address.postCode.
  """
  input UpdateCartPackageInput {
    orderUuid: String
    packageId: ID!
    "Value of one card in minor units."
    amount: Int
    quantity: Int
    receiver: ReceiverInput
    deliveryDate: String
    deliveryTime: String
    wrapperId: ID
    giftPackingId: ID
    personalMessage: String
  }

  type ExtraVariationsPayload {
    extraVariations: [ExtraVariation!]
    errors: [Error!]!
  }

  type CartPayload {
    order: GiftCardOrder
    errors: [Error!]!
  }

  extend type Query {
    "The full cart: the session's, or the one of orderUuid (payment retry). Never cached."
    cartV2(userData: UserDataInput!, orderUuid: String): CartPayload!

    "The same cart for the header badge: clients select only ids and quantities."
    cartQuantity(userData: UserDataInput!, orderUuid: String): CartPayload!

    "Wrappers, gift packing and the personal-message option on sale in the store, by position; only those fitting deliveryType when given."
    extraVariations(userData: UserDataInput!, deliveryType: VariationType): ExtraVariationsPayload!
  }

  extend type Mutation {
    "Adds a gift card, donation or blank pack, with its receivers and extras, to the cart."
    addToCart(userData: UserDataInput!, input: AddToCartInput!): CartPayload!

    "Changes amount, quantity, receiver, delivery moment or extras of one package."
    updateCartPackage(userData: UserDataInput!, input: UpdateCartPackageInput!): CartPayload!

    "Removes one package of a shipment, or the whole shipment when packageId is omitted. Clients refetch cartV2."
    deleteGiftCardPackageGroup(userData: UserDataInput!, shipmentTag: String!, packageId: ID): CartPayload!

    "Clears the receivers of a shipment's packages, e.g. after switching between one and several receivers."
    resetReceivers(userData: UserDataInput!, shipmentTag: String!, orderUuid: String): CartPayload!
  }
`;

export const cartTypeDefs = [cartAddressTypeDefs, cartOrderTypeDefs, cartOperationTypeDefs].join('\n');
