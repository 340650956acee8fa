import { graphql } from '@giftshop/shared-graphql';

/** The customer's own details (spec §3 CustomerProfile), shown and edited on the details page. */
export const ProfileDetailsFragment = graphql(`
  fragment ProfileDetails_profile on CustomerProfile {
    firstName
    lastName
    email
    invoiceEmail
    phoneNumber
    vatNumber
    address { postCode houseNumber suffix street city administrativeArea companyName postalLines }
  }
`);
