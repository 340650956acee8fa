import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UNREACHABLE, useUserData, type ServiceError } from '@giftshop/shared-data-access';
import type { PlaceRedeemOrderInput, RedeemPackageInput, UpdateRedeemPackageInput } from '@giftshop/shared-graphql';
import { AddRedeemCardMutation, AddRedeemPackageMutation, PlaceRedeemOrderMutation, RemoveRedeemPackageMutation, UpdateRedeemPackageMutation } from './redeem.documents';

export interface RedeemCardRequest {
  cardNumber: string;
  pin: string;
  captchaToken: string;
}

export type PlaceRedeemRequest = Omit<PlaceRedeemOrderInput, 'orderUuid'>;

/** Runs a call and answers its payload's errors; a call without an answer becomes the general error. */
async function errorsOf(call: () => Promise<{ errors: readonly ServiceError[] } | null | undefined>): Promise<ServiceError[]> {
  try {
    const payload = await call();
    return payload ? [...payload.errors] : [UNREACHABLE];
  } catch {
    return [UNREACHABLE];
  }
}

/**
 * The changes a holder makes to the redeem order. Each answers the order, which updates the cache; the session is
 * asked again so that a first package or card shows the order it opened.
 */
export function useRedeemMutations(token: string | null, orderUuid: string | null) {
  const userData = useUserData(token);
  const refetchQueries = ['RedeemSession'];
  const [addPackage] = useMutation(AddRedeemPackageMutation, { refetchQueries });
  const [updatePackage] = useMutation(UpdateRedeemPackageMutation);
  const [removePackage] = useMutation(RemoveRedeemPackageMutation);
  const [addCardMutation] = useMutation(AddRedeemCardMutation, { refetchQueries });

  const add = useCallback(
    (input: Omit<RedeemPackageInput, 'orderUuid'>) => errorsOf(async () => (await addPackage({ variables: { userData, input: { ...input, orderUuid } } })).data?.addRedeemPackage),
    [addPackage, userData, orderUuid],
  );
  const update = useCallback(
    (packageId: string, input: UpdateRedeemPackageInput) =>
      errorsOf(async () => (orderUuid ? (await updatePackage({ variables: { userData, orderUuid, packageId, input } })).data?.updateRedeemPackage : null)),
    [updatePackage, userData, orderUuid],
  );
  const remove = useCallback(
    (packageId: string) =>
      errorsOf(async () => (orderUuid ? (await removePackage({ variables: { userData, orderUuid, packageId } })).data?.removeRedeemPackage : { errors: [] })),
    [removePackage, userData, orderUuid],
  );
  const addCard = useCallback(
    (request: RedeemCardRequest) => errorsOf(async () => (await addCardMutation({ variables: { userData, orderUuid, ...request } })).data?.addRedeemCard),
    [addCardMutation, userData, orderUuid],
  );
  return { add, update, remove, addCard };
}

export interface PlacedRedeemOrderOutcome {
  orderUuid: string | null;
  redirectUrl: string | null;
  errors: ServiceError[];
}

/** Places the redeem order: the cards are debited, and a shortfall answers the payment page to go to. */
export function usePlaceRedeemOrder(token: string | null) {
  const userData = useUserData(token);
  const [mutate] = useMutation(PlaceRedeemOrderMutation);
  return useCallback(
    async (orderUuid: string, request: PlaceRedeemRequest): Promise<PlacedRedeemOrderOutcome> => {
      try {
        const input = { orderUuid, ...request };
        const payload = (await mutate({ variables: { userData, input } })).data?.placeRedeemOrder;
        if (!payload) return { orderUuid: null, redirectUrl: null, errors: [UNREACHABLE] };
        return { orderUuid: payload.orderUuid ?? null, redirectUrl: payload.redirectUrl ?? null, errors: [...payload.errors] };
      } catch {
        return { orderUuid: null, redirectUrl: null, errors: [UNREACHABLE] };
      }
    },
    [mutate, userData],
  );
}
