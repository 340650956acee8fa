import { useParams, useSearchParams } from 'react-router';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A redeem page id: a slug that is not all digits (`/check-balance/redeem/2/` is page 2 of the redeem shop). */
export const isRedeemPageId = (value: string | null | undefined): value is string => Boolean(value && SLUG.test(value) && !/^\d+$/.test(value));

/**
 * The redeem page of a redeem shop route: `:pageId` of the business shop's pattern, or the shop's `:page` segment
 * when it is a slug (both patterns share one route module). Null for the main redeem shop.
 */
export function redeemPageIdOf(params: Readonly<Record<string, string | undefined>>): string | null {
  const candidate = params['pageId'] ?? params['page'];
  return isRedeemPageId(candidate) ? candidate : null;
}

export const useRedeemPageId = () => redeemPageIdOf(useParams());

/** The balance check's `?shop=<pageId>`: the business redeem shop the holder came from, to go back to after the check. */
export function useShopAfterCheck(): string | null {
  const [search] = useSearchParams();
  const shop = search.get('shop');
  return isRedeemPageId(shop) ? shop : null;
}
