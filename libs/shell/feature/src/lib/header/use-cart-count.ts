import { skipToken, useQuery } from '@apollo/client/react';
import { useHydrated, useUserData } from '@giftshop/shared-data-access';
import { cartCount, CartQuantityQuery } from '../cart-count';

/**
 * Items in the visitor's cart for the basket badge. The cart belongs to the visitor's cookie, so it is asked for in
 * the browser only, after hydration; the server renders no badge and the badge sits out of the flow.
 */
export function useCartCount(): number {
  const hydrated = useHydrated();
  const userData = useUserData();
  const { data } = useQuery(CartQuantityQuery, hydrated ? { variables: { userData }, fetchPolicy: 'cache-and-network' } : skipToken);
  return cartCount(data);
}
