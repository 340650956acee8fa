import { useCallback, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectRedeemToken, selectRedeemTokenRead } from './redeem.slice';
import { loadRedeemToken, restartRedeemSession, useRedeemDispatch } from './redeem.thunks';

/**
 * The redeem token of this tab. Session storage only exists in the browser, so the server and the first client
 * render agree on "not read yet" (ready false), and the token is read into the slice after hydration.
 */
export function useRedeemToken() {
  const dispatch = useRedeemDispatch();
  const ready = useSelector(selectRedeemTokenRead);
  const token = useSelector(selectRedeemToken);
  useEffect(() => {
    if (!ready) dispatch(loadRedeemToken());
  }, [ready, dispatch]);
  const forget = useCallback(() => dispatch(restartRedeemSession()), [dispatch]);
  return { ready, token, forget };
}
