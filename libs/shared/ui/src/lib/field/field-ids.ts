import { useId, type ReactNode } from 'react';

export interface FieldIds {
  inputId: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** hint, error and any ids the caller passed, for aria-describedby. */
  describedBy: string | undefined;
}

/** Ids tying a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, parts: { hint?: ReactNode; error?: ReactNode; describedBy?: string; extra?: string }): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = parts.hint ? `${inputId}-hint` : undefined;
  const errorId = parts.error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, parts.extra, errorId, parts.describedBy].filter(Boolean).join(' ') || undefined;
  return { inputId, labelId: `${inputId}-label`, hintId, errorId, describedBy };
}
