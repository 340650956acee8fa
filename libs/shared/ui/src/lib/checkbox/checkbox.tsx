import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../class-names';
import { afterPointerRelease } from '../field/after-pointer-release';
import { FieldError, FieldHint } from '../field/field';
import { useFieldIds } from '../field/field-ids';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** May contain a link (e.g. to the terms); the link stays separately focusable. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the wrapper; every other prop, `ref` included, goes to the <input>. */
  className?: string;
}

export function Checkbox({ label, hint, error, className, id, ...inputProps }: CheckboxProps) {
  const ids = useFieldIds(id, { hint, error, describedBy: inputProps['aria-describedby'] });
  return (
    <div className={cx(styles.checkbox, className)}>
      <div className={styles.row}>
        <input
          {...inputProps}
          onBlur={afterPointerRelease(inputProps.onBlur)}
          type="checkbox"
          id={ids.inputId}
          className={styles.input}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : inputProps['aria-invalid']}
        />
        <label htmlFor={ids.inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {(hint || error) && (
        <div className={styles.messages}>
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
