import { graphql } from '@giftshop/shared-graphql';

/**
 * The logged-in customer's data of the account pages: details, orders, invoices, reorder and the address book
 * (docs/accounts.md). Each page asks in the browser, where the session cookie is.
 */

export const CustomerDetailsQuery = graphql(`
  query CustomerDetails($userData: UserDataInput!) {
    getUserInfo(userData: $userData) {
      user {
        mainProfile { ...ProfileDetails_profile }
      }
      errors { ...ServiceError_error }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($userData: UserDataInput!, $input: ProfileInput!) {
    updateProfile(userData: $userData, input: $input) {
      user {
        mainProfile { ...ProfileDetails_profile }
      }
      errors { ...ServiceError_error }
    }
  }
`);

export const CustomerOrdersQuery = graphql(`
  query CustomerOrders($userData: UserDataInput!, $paging: PagingInput) {
    customerOrders(userData: $userData, paging: $paging) {
      orders {
        items { ...AccountOrder_order }
        pageInfo { total pageNumber itemsPerPage hasNextPage }
      }
      errors { ...ServiceError_error }
    }
  }
`);

/** One of the customer's orders by uuid (the reorder link). */
export const CustomerOrderQuery = graphql(`
  query CustomerOrder($userData: UserDataInput!, $orderUuid: String!) {
    customerOrder(userData: $userData, orderUuid: $orderUuid) {
      order { ...AccountOrder_order }
      errors { ...ServiceError_error }
    }
  }
`);

export const InvoiceQuery = graphql(`
  query Invoice($userData: UserDataInput!, $orderUuid: String!) {
    invoice(userData: $userData, orderUuid: $orderUuid) {
      url
      errors { ...ServiceError_error }
    }
  }
`);

export const ReorderMutation = graphql(`
  mutation Reorder($userData: UserDataInput!, $orderUuid: String!) {
    reorder(userData: $userData, orderUuid: $orderUuid) {
      order { id }
      errors { ...ServiceError_error }
    }
  }
`);

export const AddressBookQuery = graphql(`
  query AddressBook($userData: UserDataInput!) {
    getUserInfo(userData: $userData) {
      user {
        addresses { ...AddressEntry_address }
        defaultBillingAddressId
        defaultDeliveryAddressId
      }
      errors { ...ServiceError_error }
    }
  }
`);

export const AddAddressMutation = graphql(`
  mutation AddAddress($userData: UserDataInput!, $address: AddressInput!, $defaultFor: [AddressKind!]) {
    addAddress(userData: $userData, address: $address, defaultFor: $defaultFor) {
      ...AddressBookChange_payload
    }
  }
`);

export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($userData: UserDataInput!, $id: ID!, $address: AddressInput!) {
    updateAddress(userData: $userData, id: $id, address: $address) {
      ...AddressBookChange_payload
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($userData: UserDataInput!, $id: ID!) {
    deleteAddress(userData: $userData, id: $id) {
      ...AddressBookChange_payload
    }
  }
`);

export const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($userData: UserDataInput!, $id: ID!, $kind: AddressKind!) {
    setDefaultAddress(userData: $userData, id: $id, kind: $kind) {
      ...AddressBookChange_payload
    }
  }
`);

export const AddressBookChangeFragment = graphql(`
  fragment AddressBookChange_payload on AddressBookPayload {
    addresses { ...AddressEntry_address }
    defaultBillingAddressId
    defaultDeliveryAddressId
    errors { ...ServiceError_error }
  }
`);
