import type { ReactNode } from 'react';
import { useMessages } from '@giftshop/util-i18n';
import { cx } from '../class-names';
import { uiMessages } from '../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import type { FieldIds } from './field-ids';
import styles from './field.module.css';

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Keeps the label for screen readers only, when the context already shows what the field is. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error of one form field. */
export function Field({ ids, label, hint, error, required, hideLabel, className, children }: FieldProps) {
  const labelContent = (
    <>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  return (
    <div className={cx(styles.field, className)}>
      <label id={ids.labelId} htmlFor={ids.inputId} className={styles.label}>
        {hideLabel ? <VisuallyHidden>{labelContent}</VisuallyHidden> : labelContent}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string | undefined; children?: ReactNode }) {
  const messages = useMessages(uiMessages);
  if (!children) return null;
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 6.5v7M12 16.5v1" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span>
        <VisuallyHidden>{messages.errorPrefix} </VisuallyHidden>
        {children}
      </span>
    </p>
  );
}
