import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { UNREACHABLE, useUserData, type ServiceError } from '@giftshop/shared-data-access';
import { CreateAccountOnOrderMutation } from './account-on-order.documents';

export interface AccountOnOrderOutcome {
  ok: boolean;
  errors: ServiceError[];
}

/**
 * The queries of the customer that a page may be watching, by name: `LoggedIn` (shared-data-access) and the header's
 * `AccountUser` (account-data-access, which the checkout does not import).
 */
const USER_QUERIES = new Set(['LoggedIn', 'AccountUser']);

/**
 * `createAccountOnOrder` (docs/accounts.md): a guest's placed order becomes an account, logged in. On success the
 * active queries of the customer are asked again and the cached orders of the guest session are dropped.
 */
export function useCreateAccountOnOrder() {
  const client = useApolloClient();
  const userData = useUserData();
  return useCallback(
    async (orderUuid: string, password: string, confirmPassword: string): Promise<AccountOnOrderOutcome> => {
      try {
        const { data } = await client.mutate({ mutation: CreateAccountOnOrderMutation, variables: { userData, orderUuid, password, confirmPassword } });
        const payload = data?.createAccountOnOrder;
        if (!payload) return { ok: false, errors: [UNREACHABLE] };
        const ok = payload.status && payload.errors.length === 0;
        if (ok) {
          client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'customerOrders' });
          client.cache.gc();
          await client.refetchQueries({ include: 'active', onQueryUpdated: (query) => USER_QUERIES.has(query.queryName ?? '') }).catch(() => undefined);
        }
        return { ok, errors: [...payload.errors] };
      } catch {
        return { ok: false, errors: [UNREACHABLE] };
      }
    },
    [client, userData],
  );
}
