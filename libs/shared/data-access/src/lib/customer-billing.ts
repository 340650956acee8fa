import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '@giftshop/shared-graphql';
import { useUserData } from './store-context';
import { useHydrated } from './use-hydrated';

/** The logged-in customer's details and default billing address, to prefill a checkout; user is null for visitors. */
export const CustomerBillingQuery = graphql(`
  query CustomerBilling($userData: UserDataInput!) {
    getUserInfo(userData: $userData) {
      user {
        mainProfile {
          firstName
          lastName
          email
          invoiceEmail
          phoneNumber
          vatNumber
          address { postCode houseNumber suffix street city companyName }
        }
        addresses { id firstName lastName customerType companyName countryCode postCode houseNumber suffix street city email invoiceEmail phoneNumber }
        defaultBillingAddressId
      }
    }
  }
`);

/**
 * The customer a checkout prefills from, asked in the browser: `user` (null for visitors) and `answered`, so the
 * form waits for the answer and starts with the details (it does not take later changes).
 */
export function useCustomerBilling() {
  const hydrated = useHydrated();
  const userData = useUserData();
  const customer = useQuery(CustomerBillingQuery, hydrated ? { variables: { userData } } : skipToken);
  return { user: customer.data?.getUserInfo.user ?? null, answered: Boolean(customer.data || customer.error) };
}
