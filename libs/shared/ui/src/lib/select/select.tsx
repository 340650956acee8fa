import { useEffect, useId, useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { useMessages } from '@giftshop/util-i18n';
import { cx } from '../class-names';
import { afterPointerRelease } from '../field/after-pointer-release';
import { Field } from '../field/field';
import { useFieldIds } from '../field/field-ids';
import { uiMessages } from '../messages';
import type { SelectOption } from './select-option';
import { useSelectState } from './use-select-state';
import styles from './select.module.css';

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen option id (controlled); leave undefined and use `defaultValue` for an uncontrolled select. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string, option: SelectOption) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  /** Posts the chosen id with a surrounding form. */
  name?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  /** Extra descriptions, e.g. the error of a group the select belongs to. */
  'aria-describedby'?: string;
  /** Marks the select invalid without an error text of its own (the group shows it). */
  'aria-invalid'?: boolean;
  /** Required without the label's marker (the group shows it). */
  'aria-required'?: boolean;
}

/** A select whose list filters as you type: an ARIA 1.2 combobox with a listbox popup. */
export function Select(props: SelectProps) {
  const { label, options, value, defaultValue = null, onChange, onBlur, placeholder, hint, error, hideLabel, disabled = false, required, id, name, className, ref } = props;
  const messages = useMessages(uiMessages);
  const ids = useFieldIds(id, { hint, error, describedBy: props['aria-describedby'] });
  const listboxId = `${useId()}-listbox`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const currentId = value !== undefined ? value : uncontrolled;
  const selected = options.find((option) => option.id === currentId);
  const state = useSelectState({
    options,
    selected,
    disabled,
    onSelect: (option) => {
      setUncontrolled(option.id);
      onChange?.(option.id, option);
    },
  });
  const optionId = (option: SelectOption) => `${listboxId}-${options.indexOf(option)}`;
  const activeOption = state.open ? state.filtered[state.active] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  });

  const deferredBlur = afterPointerRelease(onBlur);
  const showIcon = Boolean(selected?.icon) && !state.open;
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <div className={cx(styles.wrapper, state.open && styles.open)}>
        {showIcon && (
          <span className={styles.selectedIcon} aria-hidden="true">
            {selected?.icon}
          </span>
        )}
        <input
          ref={ref}
          id={ids.inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          className={cx(styles.input, showIcon && styles.withIcon)}
          value={state.inputValue}
          placeholder={state.open ? selected?.label ?? placeholder : placeholder}
          disabled={disabled}
          aria-required={required || props['aria-required'] || undefined}
          aria-invalid={error ? true : props['aria-invalid']}
          aria-describedby={ids.describedBy}
          aria-autocomplete="list"
          aria-expanded={state.open && state.filtered.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          onChange={state.onChange}
          onKeyDown={state.onKeyDown}
          onClick={state.toggle}
          onBlur={(event) => {
            state.close();
            deferredBlur?.(event);
          }}
        />
        <span className={styles.chevron} aria-hidden="true" />
        <ul id={listboxId} role="listbox" aria-labelledby={ids.labelId} className={styles.listbox} hidden={!state.open || state.filtered.length === 0}>
          {state.filtered.map((option, index) => (
            <li
              key={option.id}
              id={optionId(option)}
              lang={option.lang}
              role="option"
              aria-selected={index === state.active}
              className={cx(styles.option, option.id === currentId && styles.current)}
              // Keeps focus in the text box, so the click does not blur and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== state.active && state.setActive(index)}
              onClick={() => state.choose(option)}
            >
              {option.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {option.icon}
                </span>
              )}
              {option.label}
              {option.id === currentId && <span className={styles.check} aria-hidden="true" />}
            </li>
          ))}
        </ul>
        <p role="status" className={styles.empty}>
          {state.noMatches ? messages.noMatches : ''}
        </p>
        {name && <input type="hidden" name={name} value={currentId ?? ''} />}
      </div>
    </Field>
  );
}
