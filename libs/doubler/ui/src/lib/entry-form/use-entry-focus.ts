import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { DOUBLER_ENTRY_FIELDS, type DoublerEntryField, type DoublerEntryServerErrors, type DoublerEntryValues } from './doubler-entry-values';

/**
 * Moves focus to the first field in error after a submit the form refused, and after the gateway refused one, so
 * keyboard and screen reader users land on what to fix.
 */
export function useEntryFocus(form: RefObject<HTMLFormElement | null>, serverErrors: DoublerEntryServerErrors | null | undefined) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<DoublerEntryValues>();
  const handled = useRef(0);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    focusField(
      form.current,
      DOUBLER_ENTRY_FIELDS.find((field) => errors[field]),
    );
  }, [submitCount, isSubmitting, isValidating, errors, form]);

  useEffect(() => {
    if (serverErrors)
      focusField(
        form.current,
        DOUBLER_ENTRY_FIELDS.find((field) => serverErrors.fields[field]),
      );
  }, [serverErrors, form]);
}

function focusField(form: HTMLFormElement | null, field: DoublerEntryField | undefined) {
  if (form && field) form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}
