import { useId, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../class-names';
import { afterPointerRelease } from '../field/after-pointer-release';
import { Field } from '../field/field';
import { useFieldIds } from '../field/field-ids';
import { CharacterCount, characterCount } from './character-count';
import styles from './text-area.module.css';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /**
   * Shows how many characters are left. Longer text is not cut off: the field turns to its error state and the
   * caller's validation refuses it.
   */
  maxLength?: number;
  /** Class of the wrapper; every other prop, `ref` included, goes to the <textarea>. */
  className?: string;
  textAreaClassName?: string;
}

export function TextArea({ label, hint, error, hideLabel, maxLength, className, textAreaClassName, id, required, onChange, ...props }: TextAreaProps) {
  const [typed, setTyped] = useState(String(props.defaultValue ?? ''));
  const generatedId = useId();
  const counterId = `${id ?? generatedId}-count`;
  const ids = useFieldIds(id ?? generatedId, { hint, error, describedBy: props['aria-describedby'], extra: maxLength !== undefined ? counterId : undefined });
  const length = characterCount(props.value !== undefined ? String(props.value) : typed);
  const over = maxLength !== undefined && length > maxLength;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <textarea
        rows={4}
        {...props}
        onBlur={afterPointerRelease(props.onBlur)}
        id={ids.inputId}
        required={required}
        onChange={handleChange}
        className={cx(styles.textarea, textAreaClassName)}
        aria-describedby={ids.describedBy}
        aria-invalid={error || over ? true : props['aria-invalid']}
      />
      {maxLength !== undefined && <CharacterCount id={counterId} length={length} max={maxLength} />}
    </Field>
  );
}
