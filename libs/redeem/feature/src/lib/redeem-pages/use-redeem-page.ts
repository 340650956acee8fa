import { skipToken, useQuery } from '@apollo/client/react';
import { RedeemPageQuery } from '@giftshop/redeem-data-access';
import { useUserData } from '@giftshop/shared-data-access';

/** The redeem page `pageId` from the cache the loader warmed (asked again in the browser if it is not there). */
export function useRedeemPage(pageId: string | null) {
  const userData = useUserData();
  const { data } = useQuery(RedeemPageQuery, pageId ? { variables: { userData, pageId } } : skipToken);
  return data?.redeemPage.page ?? null;
}
