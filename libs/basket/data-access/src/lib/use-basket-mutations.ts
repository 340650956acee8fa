import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useUserData, type ServiceError } from '@giftshop/shared-data-access';
import type { AddToCartInput, UpdateCartPackageInput } from '@giftshop/shared-graphql';
import { AddToBasketMutation, DeleteBasketPackageGroupMutation, ResetBasketReceiversMutation, UpdateBasketPackageMutation } from './basket.mutations';
import { UNREACHABLE } from '@giftshop/shared-data-access';

/** The header badge's query and the basket page's: asked again wherever they are shown after a change. */
const CART_QUERIES = ['CartQuantity', 'BasketPage'];

/** What a basket change answers: the refusals of the gateway, empty when it went through. */
export interface BasketChange {
  ok: boolean;
  errors: ServiceError[];
}

async function change(run: () => Promise<{ errors: readonly ServiceError[] } | undefined>): Promise<BasketChange> {
  try {
    const payload = await run();
    const errors = payload ? [...payload.errors] : [UNREACHABLE];
    return { ok: errors.length === 0, errors };
  } catch {
    return { ok: false, errors: [UNREACHABLE] };
  }
}

/** Adds a basket line (addToCart); the badge and an open basket refresh before the promise settles. */
export function useAddToBasket() {
  const userData = useUserData();
  const [mutate, { loading }] = useMutation(AddToBasketMutation, { refetchQueries: CART_QUERIES, awaitRefetchQueries: true });
  const add = useCallback((input: AddToCartInput) => change(async () => (await mutate({ variables: { userData, input } })).data?.addToCart), [mutate, userData]);
  return { add, loading };
}

/** Changes a package (updateCartPackage); the answer carries the whole basket, the badge is asked again. */
export function useUpdatePackage() {
  const userData = useUserData();
  const [mutate, { loading }] = useMutation(UpdateBasketPackageMutation, { refetchQueries: ['CartQuantity'] });
  const update = useCallback((input: UpdateCartPackageInput) => change(async () => (await mutate({ variables: { userData, input } })).data?.updateCartPackage), [mutate, userData]);
  return { update, loading };
}

/** Removes a package, or a whole shipment without packageId; then cartV2 and cartQuantity are asked again (spec §7). */
export function useDeletePackageGroup() {
  const userData = useUserData();
  const [mutate, { loading }] = useMutation(DeleteBasketPackageGroupMutation, { refetchQueries: CART_QUERIES, awaitRefetchQueries: true });
  const remove = useCallback(
    (shipmentTag: string, packageId?: string) =>
      change(async () => (await mutate({ variables: { userData, shipmentTag, packageId: packageId ?? null } })).data?.deleteGiftCardPackageGroup),
    [mutate, userData],
  );
  return { remove, loading };
}

/** Clears the receivers of a shipment's packages (resetReceivers); the answer carries the whole basket. */
export function useResetReceivers() {
  const userData = useUserData();
  const [mutate, { loading }] = useMutation(ResetBasketReceiversMutation);
  const reset = useCallback((shipmentTag: string) => change(async () => (await mutate({ variables: { userData, shipmentTag } })).data?.resetReceivers), [mutate, userData]);
  return { reset, loading };
}
