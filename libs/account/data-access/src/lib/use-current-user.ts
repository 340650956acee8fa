import { skipToken, useQuery } from '@apollo/client/react';
import { useHydrated, useUserData } from '@giftshop/shared-data-access';
import { AccountUserQuery } from './account.documents';

/**
 * The logged-in customer, asked for in the browser after hydration: the gateway knows the login by the session
 * cookie, which server renders do not carry. `loading` is true on the server and until the first answer.
 */
export function useCurrentUser() {
  const hydrated = useHydrated();
  const userData = useUserData();
  const result = useQuery(AccountUserQuery, hydrated ? { variables: { userData } } : skipToken);
  const payload = result.data?.getUserInfo;
  return {
    user: payload?.user ?? null,
    loading: !payload && !result.error,
    failed: Boolean(result.error) && !payload,
  };
}
