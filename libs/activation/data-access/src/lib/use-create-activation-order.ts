import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UNREACHABLE, useUserData, type ServiceError } from '@giftshop/shared-data-access';
import { CreateActivationOrderMutation } from './activation.documents';

export interface ActivationRequest {
  cardNumber: string;
  amount: number;
  email: string;
}

export interface ActivationOutcome {
  order: { orderUuid: string; redirectUrl: string } | null;
  errors: ServiceError[];
}

/** Creates the activation order (createActivationOrder); a network failure answers UNREACHABLE. */
export function useCreateActivationOrder() {
  const userData = useUserData();
  const [mutate, { loading }] = useMutation(CreateActivationOrderMutation);
  const create = useCallback(
    async (request: ActivationRequest): Promise<ActivationOutcome> => {
      try {
        const payload = (await mutate({ variables: { userData, ...request } })).data?.createActivationOrder;
        if (!payload) return { order: null, errors: [UNREACHABLE] };
        return { order: payload.order ?? null, errors: [...payload.errors] };
      } catch {
        return { order: null, errors: [UNREACHABLE] };
      }
    },
    [mutate, userData],
  );
  return { create, loading };
}
