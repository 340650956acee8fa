import { graphql } from '@giftshop/shared-graphql';

/** An address book entry as the address book lists and edits it. */
export const AddressEntryFragment = graphql(`
  fragment AddressEntry_address on Address {
    id
    firstName
    lastName
    customerType
    companyName
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
    email
    phoneNumber
    postalLines
  }
`);
