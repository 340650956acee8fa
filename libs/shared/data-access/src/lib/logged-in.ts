import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '@giftshop/shared-graphql';
import { useUserData } from './store-context';
import { useHydrated } from './use-hydrated';

export const LoggedInQuery = graphql(`
  query LoggedIn($userData: UserDataInput!) {
    getUserInfo(userData: $userData) {
      user { subscribed }
      errors { code message }
    }
  }
`);

/** Whether a customer is logged in, asked in the browser; visitors and guests are not (nor anyone while it loads). */
export function useLoggedIn(): boolean {
  const hydrated = useHydrated();
  const userData = useUserData();
  const result = useQuery(LoggedInQuery, hydrated ? { variables: { userData } } : skipToken);
  return Boolean(result.data?.getUserInfo.user);
}

/**
 * What a checkout needs of the account identify modal (spec §4), which the app hands to the basket and the redeem
 * shop: it reports a login, or a visitor who goes on as a guest.
 */
export interface CheckoutIdentifyProps {
  open: boolean;
  onClose: () => void;
  onLoggedIn: () => void;
  onGuest: () => void;
}
