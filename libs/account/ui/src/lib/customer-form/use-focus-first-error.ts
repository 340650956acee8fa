import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import type { FormRefusals } from './refusals';

/** After a refused submit, and after the gateway refused one, focus lands on the first field in error. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, refusals: FormRefusals | null | undefined) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<object>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length) focusInvalid(form.current);
  }, [submitCount, isSubmitting, isValidating, errors, form]);
  useEffect(() => {
    if (refusals) focusInvalid(form.current);
  }, [refusals, form]);
}

function focusInvalid(form: HTMLFormElement | null) {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
  target?.focus();
}
