import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UNREACHABLE, useUserData, type ServiceError } from '@giftshop/shared-data-access';
import type { BalanceResult_GiftCardFragment } from '@giftshop/shared-graphql';
import { CheckBalanceMutation } from './balance-check.documents';
import { keepRedeemToken, useRedeemDispatch } from './redeem.thunks';

export interface BalanceCheckRequest {
  cardNumber: string;
  pin: string;
  captchaToken: string;
}

export interface BalanceCheckOutcome {
  giftCard: BalanceResult_GiftCardFragment | null;
  errors: ServiceError[];
}

/**
 * Checks a card's balance (giftCardInfo). A card that can be redeemed leaves its redeem token for the redeem pages
 * of this tab (session storage and the redeem slice); any other answer forgets an earlier one.
 */
export function useBalanceCheck() {
  const userData = useUserData();
  const dispatch = useRedeemDispatch();
  const [mutate, { loading }] = useMutation(CheckBalanceMutation);
  const check = useCallback(
    async (request: BalanceCheckRequest): Promise<BalanceCheckOutcome> => {
      try {
        const payload = (await mutate({ variables: { userData, ...request } })).data?.giftCardInfo;
        if (!payload) return { giftCard: null, errors: [UNREACHABLE] };
        const card = payload.giftCard;
        dispatch(keepRedeemToken(card?.redeemToken ?? null));
        const giftCard = card && { maskedNumber: card.maskedNumber, balance: card.balance, expiryDate: card.expiryDate, status: card.status };
        return { giftCard, errors: [...payload.errors] };
      } catch {
        return { giftCard: null, errors: [UNREACHABLE] };
      }
    },
    [mutate, userData, dispatch],
  );
  return { check, loading };
}
