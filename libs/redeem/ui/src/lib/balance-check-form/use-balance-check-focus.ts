import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { focusCaptcha } from '@giftshop/shared-ui';
import { BALANCE_CHECK_FIELDS, type BalanceCheckField, type BalanceCheckServerErrors, type BalanceCheckValues } from './balance-check-values';

/**
 * Moves focus to the first field in error after a submit the form refused, and after the gateway refused one, so
 * keyboard and screen reader users land on what to fix.
 */
export function useBalanceCheckFocus(form: RefObject<HTMLFormElement | null>, serverErrors: BalanceCheckServerErrors | null | undefined) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<BalanceCheckValues>();
  const handled = useRef(0);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    focusField(form.current, BALANCE_CHECK_FIELDS.find((field) => errors[field]));
  }, [submitCount, isSubmitting, isValidating, errors, form]);

  useEffect(() => {
    if (serverErrors) focusField(form.current, BALANCE_CHECK_FIELDS.find((field) => serverErrors.fields[field]));
  }, [serverErrors, form]);
}

function focusField(form: HTMLFormElement | null, field: BalanceCheckField | undefined) {
  if (!form || !field) return;
  if (field === 'captchaToken') focusCaptcha(form);
  else form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}
