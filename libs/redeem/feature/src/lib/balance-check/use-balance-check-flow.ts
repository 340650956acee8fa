import { useCallback, useState } from 'react';
import { useBalanceCheck } from '@giftshop/redeem-data-access';
import { useRaiseServiceError } from '@giftshop/shared-data-access';
import { BALANCE_CHECK_FIELDS, toBalanceCheckRequest, type BalanceCheckServerErrors, type BalanceCheckValues } from '@giftshop/redeem-ui';
import type { BalanceResult_GiftCardFragment } from '@giftshop/shared-graphql';
import { splitFieldErrors } from '@giftshop/util-validation';

const fieldOf = (path: string) => ((BALANCE_CHECK_FIELDS as readonly string[]).includes(path) ? path : null);

/**
 * The balance check page's state: the checked card, or the gateway's refusals on the form's fields. Every answer
 * used the captcha's solution up, so a refusal asks for a new one; refusals no field can show open the error modal.
 */
export function useBalanceCheckFlow() {
  const { check } = useBalanceCheck();
  const raise = useRaiseServiceError();
  const [giftCard, setGiftCard] = useState<BalanceResult_GiftCardFragment | null>(null);
  const [serverErrors, setServerErrors] = useState<BalanceCheckServerErrors | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);

  const submit = useCallback(
    async (values: BalanceCheckValues) => {
      const outcome = await check(toBalanceCheckRequest(values));
      if (outcome.giftCard) {
        setServerErrors(null);
        setGiftCard(outcome.giftCard);
        return;
      }
      const { fields, rest } = splitFieldErrors(outcome.errors, fieldOf);
      setServerErrors({ fields, values });
      setCaptchaResetKey((key) => key + 1);
      if (rest.length > 0) raise(rest);
    },
    [check, raise],
  );

  const checkAnother = useCallback(() => {
    setGiftCard(null);
    setServerErrors(null);
  }, []);

  return { giftCard, serverErrors, captchaResetKey, submit, checkAnother };
}
