import { skipToken, useQuery } from '@apollo/client/react';
import { useUserData } from '@giftshop/shared-data-access';
import { RedeemOrderQuery, RedeemSessionQuery } from './redeem.documents';

/** The gateway's answer when the redeem token is missing, unknown or has ended (spec §8). */
export const REDEEM_SESSION_ENDED = 2211;
/** The order changed after the holder confirmed it (placeRedeemOrder's orderVersion): nothing was placed. */
export const REDEEM_ORDER_CHANGED = 2042;

/**
 * The holder's card and the order being put together (the session's open order, or `orderUuid` once placed), asked
 * for in the browser with the token of this tab. `ended` tells the page to send the holder back to the balance check.
 */
export function useRedeemOrder(token: string | null, orderUuid: string | null = null) {
  const userData = useUserData(token);
  const sessionQuery = useQuery(RedeemSessionQuery, token ? { variables: { userData }, fetchPolicy: 'network-only' } : skipToken);
  const payload = sessionQuery.data?.redeemSession;
  const session = payload?.session ?? null;
  const uuid = orderUuid ?? session?.openOrderUuid ?? null;
  const orderQuery = useQuery(RedeemOrderQuery, token && uuid ? { variables: { userData, uuid }, fetchPolicy: 'network-only' } : skipToken);
  const ended = Boolean(payload?.errors.some((e) => e.code === REDEEM_SESSION_ENDED) || orderQuery.data?.order.errors.some((e) => e.code === REDEEM_SESSION_ENDED));
  const failed = Boolean(sessionQuery.error || orderQuery.error || (payload && !session && !ended));
  return {
    session,
    order: orderQuery.data?.order.order ?? null,
    /** True until the session (and its open order, if any) has answered. */
    loading: Boolean(token) && (!payload || (uuid !== null && !orderQuery.data)) && !failed,
    ended,
    failed,
    /** Asks the session and the order again, e.g. once the order is placed. */
    refetch: () => {
      void sessionQuery.refetch();
      if (token && uuid) void orderQuery.refetch();
    },
  };
}
