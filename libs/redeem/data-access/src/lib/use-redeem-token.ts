import { useCallback, useEffect, useState } from 'react';
import { readRedeemToken, storeRedeemToken } from './redeem-token';

/**
 * The redeem token of this tab. Session storage only exists in the browser, so the server and the first client
 * render agree on "not read yet" (ready false), and the token is read after hydration.
 */
export function useRedeemToken() {
  const [state, setState] = useState<{ ready: boolean; token: string | null }>({ ready: false, token: null });
  useEffect(() => setState({ ready: true, token: readRedeemToken() }), []);
  const forget = useCallback(() => {
    storeRedeemToken(null);
    setState({ ready: true, token: null });
  }, []);
  /** Reads the token again, after a balance check on the page itself left one. */
  const reload = useCallback(() => setState({ ready: true, token: readRedeemToken() }), []);
  return { ...state, forget, reload };
}
