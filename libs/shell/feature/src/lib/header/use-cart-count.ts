import { useDeferredQuery, useUserData } from '@giftshop/shared-data-access';
import { cartCount, CartQuantityQuery } from '../cart-count';

/**
 * Items in the visitor's cart for the basket badge. The cart belongs to the visitor's cookie, so it is asked for in
 * the browser only, after hydration, through Apollo Client loaded then (mutations update the badge through its
 * cache); the server renders no badge and the badge sits out of the flow.
 */
export function useCartCount(): number {
  const userData = useUserData();
  return cartCount(useDeferredQuery(CartQuantityQuery, { userData }, 'cache-and-network'));
}
