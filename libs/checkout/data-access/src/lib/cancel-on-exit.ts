import { print } from 'graphql';
import { CancelOrderMutation } from './checkout.documents';

interface ExitUserData {
  language: string;
  storeID: number;
  countryCode: string;
  redeemToken?: string | null;
}

/**
 * Cancels an unpaid order while the page unloads (tab closed, another site typed in). A keepalive request outlives
 * the page, which Apollo's own requests do not; the session cookie goes with it (same origin).
 */
export function cancelOrderOnExit(userData: ExitUserData, orderUuid: string, endpoint = '/graphql'): void {
  void fetch(endpoint, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      'x-store-id': String(userData.storeID),
      'x-language': userData.language,
      'x-country': userData.countryCode,
      'x-bypass-mutations': '1',
    },
    body: JSON.stringify({ operationName: 'CancelOrder', query: print(CancelOrderMutation), variables: { userData, orderUuid } }),
  }).catch(() => undefined);
}
