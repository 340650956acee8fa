import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UNREACHABLE, useUserData, type ServiceError } from '@giftshop/shared-data-access';
import { EnterDoublerMutation } from './doubler.documents';

export interface DoublerEntryRequest {
  name: string;
  email: string;
  /** Digits only. */
  cardNumber: string;
  pin: string;
  captchaToken: string;
}

export interface DoublerEntryOutcome {
  entry: { month: string; drawDate: string; thankYouPath: string } | null;
  errors: ServiceError[];
}

/** Enters a card in the doubler draw (enterDoubler); a gateway that cannot be reached answers UNREACHABLE. */
export function useEnterDoubler() {
  const userData = useUserData();
  const [mutate, { loading }] = useMutation(EnterDoublerMutation);
  const enter = useCallback(
    async (request: DoublerEntryRequest): Promise<DoublerEntryOutcome> => {
      try {
        const payload = (await mutate({ variables: { userData, ...request } })).data?.enterDoubler;
        if (!payload) return { entry: null, errors: [UNREACHABLE] };
        const entry = payload.entry && { month: payload.entry.month, drawDate: payload.entry.drawDate, thankYouPath: payload.entry.thankYouPath };
        return { entry, errors: [...payload.errors] };
      } catch {
        return { entry: null, errors: [UNREACHABLE] };
      }
    },
    [mutate, userData],
  );
  return { enter, loading };
}
