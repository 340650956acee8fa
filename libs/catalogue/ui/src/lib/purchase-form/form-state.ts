import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** What the purchase form's fields read and call: the subset of Formik's form state the form uses. */
export interface FormState<V> {
  values: V;
  errors: FieldErrors<V>;
  touched: Partial<Record<keyof V, boolean>>;
  isValid: boolean;
  isSubmitting: boolean;
  setFieldValue: (field: keyof V, value: string) => void;
  setFieldTouched: (field: keyof V) => void;
  getFieldProps: (field: keyof V) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

interface Options<V> {
  initialValues: V;
  validate: (values: V) => Promise<FieldErrors<V>>;
  onSubmit: (values: V) => Promise<void>;
}

const noErrors = (errors: object) => Object.keys(errors).length === 0;

/**
 * A small form state with Formik's rules for the fields it has: every change and every blur validates the values,
 * an error shows once its field is touched, submitting touches every field, validates, and calls `onSubmit` when
 * nothing is refused (busy until its promise settles). Only the newest validation's answer is kept. The purchase
 * form uses it instead of Formik so that the product page's first load carries no form library; the rules
 * themselves (`validate`) load on first use.
 */
export function useFormState<V extends { [K in keyof V]: string }>({ initialValues, validate, onSubmit }: Options<V>): FormState<V> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Two calls in one event (switching the delivery type sets two fields) each build on the other's values.
  const current = useRef(values);
  const validation = useRef(0);

  const runValidation = useCallback(
    async (next: V) => {
      const run = ++validation.current;
      const found = await validate(next);
      if (run === validation.current) setErrors(found);
      return found;
    },
    [validate],
  );
  const setFieldValue = useCallback(
    (field: keyof V, value: string) => {
      current.current = { ...current.current, [field]: value };
      setValues(current.current);
      void runValidation(current.current);
    },
    [runValidation],
  );
  const setFieldTouched = useCallback(
    (field: keyof V) => {
      setTouched((before) => ({ ...before, [field]: true }));
      void runValidation(current.current);
    },
    [runValidation],
  );
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(current.current).map((field) => [field, true])) as Partial<Record<keyof V, boolean>>);
    setSubmitting(true);
    void (async () => {
      try {
        const submitted = current.current;
        if (noErrors(await runValidation(submitted))) await onSubmit(submitted);
      } finally {
        setSubmitting(false);
      }
    })();
  };
  return {
    values,
    errors,
    touched,
    isValid: noErrors(errors),
    isSubmitting,
    setFieldValue,
    setFieldTouched,
    getFieldProps: (field) => ({
      name: String(field),
      value: values[field],
      onChange: (event) => setFieldValue(field, event.target.value),
      onBlur: () => setFieldTouched(field),
    }),
    handleSubmit,
  };
}
