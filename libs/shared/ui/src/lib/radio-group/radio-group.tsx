import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { afterPointerRelease } from '../field/after-pointer-release';
import styles from './radio-group.module.css';

export interface RadioChoice {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  choices: RadioChoice[];
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Shown when set; the caller decides when (after the group is touched). */
  error?: ReactNode;
  /** 'chips' puts short choices (amounts) side by side; 'cards' stacks choices with hints. */
  layout?: 'chips' | 'cards';
  disabled?: boolean;
}

/**
 * A labelled group of radio buttons (fieldset and legend). Each radio is named by its label and described by its
 * hint and the group's error.
 */
export function RadioGroup({ name, legend, choices, value, onChange, onBlur, error, layout = 'cards', disabled }: RadioGroupProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={layout === 'chips' ? styles.chips : styles.cards}>
        {choices.map((choice, index) => {
          const inputId = `${id}-${index}`;
          const hintId = choice.hint ? `${inputId}-hint` : undefined;
          return (
            <div key={choice.value} className={styles.choice}>
              <input
                id={inputId}
                className={styles.radio}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={(event) => onChange(choice.value, event)}
                onBlur={afterPointerRelease(onBlur)}
                aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
              />
              <span className={styles.text}>
                <label htmlFor={inputId} className={styles.label}>
                  {choice.label}
                </label>
                {choice.hint && (
                  <span id={hintId} className={styles.hint}>
                    {choice.hint}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
