import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../class-names';
import { afterPointerRelease } from '../field/after-pointer-release';
import { Field } from '../field/field';
import { useFieldIds } from '../field/field-ids';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown when set; the caller decides when (after the field is touched). */
  error?: ReactNode;
  hideLabel?: boolean;
  /** Class of the wrapper; every other prop, `ref` included, goes to the <input>. */
  className?: string;
  inputClassName?: string;
}

export function TextField({ label, hint, error, hideLabel, className, inputClassName, id, required, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error, describedBy: inputProps['aria-describedby'] });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <input
        type="text"
        {...inputProps}
        onBlur={afterPointerRelease(inputProps.onBlur)}
        id={ids.inputId}
        required={required}
        className={cx(styles.input, inputClassName)}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : inputProps['aria-invalid']}
      />
    </Field>
  );
}
