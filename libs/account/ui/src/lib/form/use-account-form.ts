import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import type { AccountServerErrors } from './server-errors';

/**
 * A form's error per field: its own rule once the field is touched, else the gateway's refusal while the field
 * still holds the refused value (a captcha refusal stands until the captcha is solved again). Focus moves to the
 * first field in error after a refused submit and after the gateway refused one, so keyboard and screen reader users
 * land on what to fix; a general refusal takes focus on its alert.
 */
export function useAccountForm<V extends object>(
  fields: readonly (keyof V & string)[],
  serverErrors: AccountServerErrors<keyof V & string> | null | undefined,
  form: RefObject<HTMLFormElement | null>,
) {
  const { values, errors, touched, submitCount, isSubmitting, isValidating } = useFormikContext<V>();
  const handled = useRef(0);
  const alert = useRef<HTMLDivElement>(null);

  const error = (field: keyof V & string): string | undefined => {
    const own = touched[field] ? (errors[field] as string | undefined) : undefined;
    if (own) return own;
    const server = serverErrors?.fields[field];
    const value = values[field as keyof V];
    const unchanged = field === 'captchaToken' ? !value : value === serverErrors?.values[field];
    return server && unchanged ? server : undefined;
  };

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    focusField(
      form.current,
      fields.find((field) => errors[field]),
    );
  }, [submitCount, isSubmitting, isValidating, errors, form, fields]);

  useEffect(() => {
    if (!serverErrors) return;
    const field = fields.find((name) => serverErrors.fields[name]);
    if (field) focusField(form.current, field);
    else if (serverErrors.general) alert.current?.focus();
  }, [serverErrors, form, fields]);

  return { error, alert };
}

function focusField(form: HTMLFormElement | null, field: string | undefined) {
  if (!form || !field) return;
  if (field === 'captchaToken') form.querySelector<HTMLElement>('altcha-widget input:not([type="hidden"])')?.focus();
  else form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}
