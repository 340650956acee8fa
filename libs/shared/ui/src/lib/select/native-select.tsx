import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../class-names';
import { afterPointerRelease } from '../field/after-pointer-release';
import { Field } from '../field/field';
import { useFieldIds } from '../field/field-ids';
import type { SelectOption } from './select-option';
import styles from './native-select.module.css';

export interface NativeSelectProps extends Omit<ComponentProps<'select'>, 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** An empty first option, e.g. "Choose a language". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Class of the wrapper; every other prop, `ref` included, goes to the <select>. */
  className?: string;
}

/** The browser's own select, styled; for short lists that need no filter. Option icons are not shown. */
export function NativeSelect({ label, options, placeholder, hint, error, hideLabel, className, id, required, ...selectProps }: NativeSelectProps) {
  const ids = useFieldIds(id, { hint, error, describedBy: selectProps['aria-describedby'] });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <div className={styles.wrapper}>
        <select
          {...selectProps}
          onBlur={afterPointerRelease(selectProps.onBlur)}
          id={ids.inputId}
          required={required}
          className={cx(styles.select)}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : selectProps['aria-invalid']}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true" />
      </div>
    </Field>
  );
}
