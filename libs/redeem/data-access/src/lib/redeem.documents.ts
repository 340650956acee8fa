import { graphql } from '@giftshop/shared-graphql';

/**
 * The redeem shop's and redeem checkout's calls. Every one but the products carries the holder's redeem token in
 * userData, which lives in the tab's session storage, so they are sent from the browser only. Every answer of the
 * order also selects its shipments as the package modal prefills them, so that no package in the cache is half known.
 */

export const RedeemSessionQuery = graphql(`
  query RedeemSession($userData: UserDataInput!) {
    redeemSession(userData: $userData) {
      session { ...HolderCard_session openOrderUuid }
      errors { ...ServiceError_error }
    }
  }
`);

export const RedeemProductsQuery = graphql(`
  query RedeemProducts($userData: UserDataInput!, $productType: ProductType, $pageId: String) {
    redeemProducts(userData: $userData, productType: $productType, pageId: $pageId) {
      products {
        id
        ...RedeemProducts_product
        ...RedeemPackageModal_product
        ...MoreInfoModal_product
        ...ShopIframeModal_product
        ...RedirectModal_product
        ...NiceToKnowModal_product
      }
      errors { ...ServiceError_error }
    }
  }
`);

export const RedeemOrderQuery = graphql(`
  query RedeemOrder($userData: UserDataInput!, $uuid: String!) {
    order(userData: $userData, uuid: $uuid) {
      order { id version pageId business ...RedeemOrderSummary_order shipments { id ...RedeemPackageModal_shipment } }
      errors { ...ServiceError_error }
    }
  }
`);

export const AddRedeemPackageMutation = graphql(`
  mutation AddRedeemPackage($userData: UserDataInput!, $input: RedeemPackageInput!) {
    addRedeemPackage(userData: $userData, input: $input) {
      order { id version ...RedeemOrderSummary_order shipments { id ...RedeemPackageModal_shipment } }
      errors { ...ServiceError_error }
    }
  }
`);

export const UpdateRedeemPackageMutation = graphql(`
  mutation UpdateRedeemPackage($userData: UserDataInput!, $orderUuid: String!, $packageId: ID!, $input: UpdateRedeemPackageInput!) {
    updateRedeemPackage(userData: $userData, orderUuid: $orderUuid, packageId: $packageId, input: $input) {
      order { id version ...RedeemOrderSummary_order shipments { id ...RedeemPackageModal_shipment } }
      errors { ...ServiceError_error }
    }
  }
`);

export const RemoveRedeemPackageMutation = graphql(`
  mutation RemoveRedeemPackage($userData: UserDataInput!, $orderUuid: String!, $packageId: ID!) {
    removeRedeemPackage(userData: $userData, orderUuid: $orderUuid, packageId: $packageId) {
      order { id version ...RedeemOrderSummary_order shipments { id ...RedeemPackageModal_shipment } }
      errors { ...ServiceError_error }
    }
  }
`);

/** Another card's balance: the PIN only ever travels in this mutation, with a solved captcha. */
export const AddRedeemCardMutation = graphql(`
  mutation AddRedeemCard($userData: UserDataInput!, $orderUuid: String, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
    addRedeemCard(userData: $userData, orderUuid: $orderUuid, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
      order { id version ...RedeemOrderSummary_order shipments { id ...RedeemPackageModal_shipment } }
      errors { ...ServiceError_error }
    }
  }
`);

export const RedeemPaymentMethodsQuery = graphql(`
  query RedeemPaymentMethods($userData: UserDataInput!) {
    paymentMethods(userData: $userData, customerType: PRIVATE) {
      paymentMethods { id ...RedeemBillingForm_method }
      errors { ...ServiceError_error }
    }
  }
`);

export const PlaceRedeemOrderMutation = graphql(`
  mutation PlaceRedeemOrder($userData: UserDataInput!, $input: PlaceRedeemOrderInput!) {
    placeRedeemOrder(userData: $userData, input: $input) {
      orderUuid
      redirectUrl
      errors { ...ServiceError_error }
    }
  }
`);

/** The session's card enters the doubler draw: no card number is sent, the gateway takes the redeem token's card. */
export const EnterRedeemDoublerMutation = graphql(`
  mutation EnterRedeemDoubler($userData: UserDataInput!, $name: String!, $email: String!) {
    enterDoubler(userData: $userData, name: $name, email: $email) {
      entry { month drawDate }
      errors { ...ServiceError_error }
    }
  }
`);
