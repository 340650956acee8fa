import { graphql } from '@giftshop/shared-graphql';

export const AddToBasketMutation = graphql(`
  mutation AddToBasket($userData: UserDataInput!, $input: AddToCartInput!) {
    addToCart(userData: $userData, input: $input) {
      order { id }
      errors { ...ServiceError_error }
    }
  }
`);

/** Answers the whole basket, so the page shows the change without asking again. */
export const UpdateBasketPackageMutation = graphql(`
  mutation UpdateBasketPackage($userData: UserDataInput!, $input: UpdateCartPackageInput!) {
    updateCartPackage(userData: $userData, input: $input) {
      order { ...Basket_order }
      errors { ...ServiceError_error }
    }
  }
`);

export const DeleteBasketPackageGroupMutation = graphql(`
  mutation DeleteBasketPackageGroup($userData: UserDataInput!, $shipmentTag: String!, $packageId: ID) {
    deleteGiftCardPackageGroup(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId) {
      order { id }
      errors { ...ServiceError_error }
    }
  }
`);

export const ResetBasketReceiversMutation = graphql(`
  mutation ResetBasketReceivers($userData: UserDataInput!, $shipmentTag: String!) {
    resetReceivers(userData: $userData, shipmentTag: $shipmentTag) {
      order { ...Basket_order }
      errors { ...ServiceError_error }
    }
  }
`);
