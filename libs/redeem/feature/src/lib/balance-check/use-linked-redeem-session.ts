import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepRedeemToken, useLinkedCard, useRedeemDispatch } from '@giftshop/redeem-data-access';

/**
 * The redeem session of the card e-mail's link (`/check-balance/?redeemToken=…`, spec §2.1). After hydration the
 * token is kept for this tab and taken out of the address bar (and so out of the history and later Referer
 * headers); the card is then shown as a balance check's result. A token the gateway does not know is forgotten.
 */
export function useLinkedRedeemSession() {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useRedeemDispatch();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const linked = new URLSearchParams(search).get('redeemToken');
    if (!linked) return;
    dispatch(keepRedeemToken(linked));
    setToken(linked);
    void navigate({ pathname, hash }, { replace: true });
  }, [search, pathname, hash, navigate, dispatch]);
  const { card, ended } = useLinkedCard(token);
  useEffect(() => {
    if (ended) dispatch(keepRedeemToken(null));
  }, [ended, dispatch]);
  return { card, ended };
}
