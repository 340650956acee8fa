import { skipToken, useQuery } from '@apollo/client/react';
import { useUserData } from '@giftshop/shared-data-access';
import { LinkedCardQuery } from './balance-check.documents';

/**
 * The card of the redeem session a card e-mail's link opened, asked for in the browser with that link's token:
 * `card` once the gateway knows the session, `ended` when it does not (unknown, ended or revoked token).
 */
export function useLinkedCard(token: string | null) {
  const userData = useUserData(token);
  const query = useQuery(LinkedCardQuery, token ? { variables: { userData }, fetchPolicy: 'network-only' } : skipToken);
  const payload = query.data?.redeemSession;
  return { card: payload?.session ?? null, ended: Boolean(payload && !payload.session) || Boolean(query.error) };
}
