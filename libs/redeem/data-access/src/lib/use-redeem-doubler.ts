import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UNREACHABLE, useUserData, type ServiceError } from '@giftshop/shared-data-access';
import { EnterRedeemDoublerMutation } from './redeem.documents';

export interface RedeemDoublerOutcome {
  /** ISO date of the draw the card entered. */
  drawDate: string | null;
  errors: ServiceError[];
}

/** Enters the redeem session's card in the doubler draw (enterDoubler without a card number). */
export function useRedeemDoubler(token: string | null) {
  const userData = useUserData(token);
  const [mutate, { loading }] = useMutation(EnterRedeemDoublerMutation);
  const enter = useCallback(
    async (request: { name: string; email: string }): Promise<RedeemDoublerOutcome> => {
      try {
        const payload = (await mutate({ variables: { userData, ...request } })).data?.enterDoubler;
        if (!payload) return { drawDate: null, errors: [UNREACHABLE] };
        return { drawDate: payload.entry?.drawDate ?? null, errors: [...payload.errors] };
      } catch {
        return { drawDate: null, errors: [UNREACHABLE] };
      }
    },
    [mutate, userData],
  );
  return { enter, loading };
}
