import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useMessages } from '@giftshop/util-i18n';
import type { PhoneValue } from '@giftshop/util-validation';
import { cx } from '../class-names';
import { afterPointerRelease } from '../field/after-pointer-release';
import { FieldError, FieldHint } from '../field/field';
import { useFieldIds } from '../field/field-ids';
import { uiMessages } from '../messages';
import type { SelectOption } from '../select/select-option';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import styles from './phone-input.module.css';

export interface PhoneInputProps {
  /** The group's legend, e.g. "Phone number". */
  label: ReactNode;
  /** Calling codes, e.g. `{ id: '+44', label: 'United Kingdom (+44)' }`. */
  callingCodes: readonly SelectOption[];
  value?: PhoneValue;
  defaultValue?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  /** One error for the whole number (phoneSchema in @giftshop/util-validation). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Posts `{name}.callingCode` and `{name}.number`. */
  name?: string;
  id?: string;
  className?: string;
  callingCodeLabel?: string;
  numberLabel?: string;
}

/** Spec §2.6: a calling-code select plus a number field, as one labelled group. */
export function PhoneInput({ label, callingCodes, value, defaultValue, onChange, onBlur, hint, error, required, disabled, name, id, className, callingCodeLabel, numberLabel }: PhoneInputProps) {
  const messages = useMessages(uiMessages);
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const ids = useFieldIds(baseId, { hint, error });
  const [uncontrolled, setUncontrolled] = useState<PhoneValue>(defaultValue ?? { callingCode: callingCodes[0]?.id ?? '', number: '' });
  const current = value ?? uncontrolled;
  const update = (next: PhoneValue) => {
    setUncontrolled(next);
    onChange?.(next);
  };
  // The legend carries the required marker; the parts say it to assistive technology only.
  const partProps = { 'aria-required': required || undefined, disabled, onBlur: afterPointerRelease(onBlur), 'aria-describedby': ids.describedBy, 'aria-invalid': error ? true : undefined };

  return (
    <fieldset className={cx(styles.group, className)}>
      <legend className={styles.legend}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className={styles.row}>
        <Select
          {...partProps}
          id={`${baseId}-code`}
          className={cx(styles.part, styles.code)}
          label={callingCodeLabel ?? messages.callingCode}
          options={callingCodes}
          value={current.callingCode}
          onChange={(callingCode) => update({ ...current, callingCode })}
          name={name && `${name}.callingCode`}
        />
        <TextField
          {...partProps}
          id={`${baseId}-number`}
          className={cx(styles.part, styles.number)}
          label={numberLabel ?? messages.phoneNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={current.number}
          onChange={(event) => update({ ...current, number: event.target.value })}
          name={name && `${name}.number`}
        />
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}
