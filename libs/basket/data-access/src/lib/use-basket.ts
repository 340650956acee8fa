import { skipToken, useQuery } from '@apollo/client/react';
import { useHydrated, useUserData } from '@giftshop/shared-data-access';
import { BasketPageQuery, BasketProductPricesQuery, ExtraVariationsQuery } from './basket.queries';

/**
 * The visitor's cart, asked for in the browser after hydration (the gateway knows the cart by the session cookie)
 * and always from the network (spec §7: cartV2 is never cached), showing what the cache holds meanwhile.
 */
export function useBasket() {
  const hydrated = useHydrated();
  const userData = useUserData();
  const result = useQuery(BasketPageQuery, hydrated ? { variables: { userData }, fetchPolicy: 'cache-and-network' } : skipToken);
  const payload = result.data?.cartV2;
  return {
    /** True until the first answer: the server render and the first request. */
    loading: !payload && !result.error,
    order: payload?.order ?? null,
    errors: payload?.errors ?? [],
    failed: Boolean(result.error) && !payload,
    refetch: () => result.refetch(),
  };
}

/** Wrappers, gift packing and message options for a delivery type, once a form needs them. */
export function useExtraVariations(deliveryType: 'DIGITAL' | 'PHYSICAL' | null) {
  const userData = useUserData();
  const result = useQuery(ExtraVariationsQuery, deliveryType ? { variables: { userData, deliveryType } } : skipToken);
  return { extras: result.data?.extraVariations.extraVariations ?? [], loading: result.loading };
}

/** The slug of a product page path: its last segment ("/gift-cards/harbour-and-pine/" → "harbour-and-pine"). */
export const productSlug = (path: string) => path.split('/').filter(Boolean).pop() ?? '';

/** The variations and prices of a product, by its page path; null until they are known. */
export function useProductPrices(path: string | null) {
  const userData = useUserData();
  const result = useQuery(BasketProductPricesQuery, path ? { variables: { userData, slug: productSlug(path) } } : skipToken);
  return { variations: result.data?.product.product?.variations ?? null, failed: Boolean(result.error) };
}
