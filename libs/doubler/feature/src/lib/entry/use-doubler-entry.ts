import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEnterDoubler } from '@giftshop/doubler-data-access';
import { DOUBLER_ENTRY_FIELDS, toDoublerEntryRequest, type DoublerEntryServerErrors, type DoublerEntryValues } from '@giftshop/doubler-ui';
import { useRaiseServiceError } from '@giftshop/shared-data-access';
import { prefixPath, useI18n } from '@giftshop/util-i18n';
import { splitFieldErrors } from '@giftshop/util-validation';

const fieldOf = (path: string) => ((DOUBLER_ENTRY_FIELDS as readonly string[]).includes(path) ? path : null);

/**
 * The entry page's state: an accepted entry goes on to the thank-you page the gateway names; refusals go onto the
 * form's fields, and those no field can show (a rate limit, an unreachable gateway) open the error modal. Every answer
 * used the captcha's solution up, so a refusal asks for a new one.
 */
export function useDoublerEntry() {
  const { enter } = useEnterDoubler();
  const raise = useRaiseServiceError();
  const navigate = useNavigate();
  const i18n = useI18n();
  const [serverErrors, setServerErrors] = useState<DoublerEntryServerErrors | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);

  const submit = useCallback(
    async (values: DoublerEntryValues) => {
      const outcome = await enter(toDoublerEntryRequest(values));
      if (outcome.entry) {
        await navigate(prefixPath(outcome.entry.thankYouPath, i18n));
        return;
      }
      const { fields, rest } = splitFieldErrors(outcome.errors, fieldOf);
      setServerErrors({ fields, values });
      setCaptchaResetKey((key) => key + 1);
      if (rest.length > 0) raise(rest);
    },
    [enter, navigate, i18n, raise],
  );

  return { serverErrors, captchaResetKey, submit };
}
