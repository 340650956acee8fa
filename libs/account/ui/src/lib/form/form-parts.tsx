import { useState, type ReactNode, type Ref } from 'react';
import { useFormikContext } from 'formik';
import { CaptchaField } from '@giftshop/shared-ui';
import styles from './form.module.css';

/** A refusal no field can show, read out at once and focusable so focus can land on it. */
export function FormAlert({ children, ref }: { children?: ReactNode; ref?: Ref<HTMLDivElement> }) {
  if (!children) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.alert}>
      {children}
    </div>
  );
}

export interface FormCaptchaProps {
  label: string;
  error?: string;
  resetKey: number;
  load?: (language: string) => Promise<void>;
}

/** The captcha as the form's `captchaToken` value: set once solved, emptied (and untouched) when it expires or resets. */
export function FormCaptcha({ label, error, resetKey, load }: FormCaptchaProps) {
  const { setFieldValue, setFieldTouched } = useFormikContext<{ captchaToken: string }>();
  const onChange = (token: string | null) => {
    void setFieldValue('captchaToken', token ?? '', Boolean(token));
    if (!token) void setFieldTouched('captchaToken', false, false);
  };
  return <CaptchaField label={label} onChange={onChange} error={error} resetKey={resetKey} load={load} />;
}

/**
 * A captcha solution is good for one request: `submitted` wraps a form's submit so that after every answer the
 * widget asks for a new challenge.
 */
export function useCaptchaReset<A extends unknown[]>(submit: (...args: A) => Promise<void>) {
  const [resetKey, setResetKey] = useState(0);
  const submitted = async (...args: A) => {
    try {
      await submit(...args);
    } finally {
      setResetKey((key) => key + 1);
    }
  };
  return { resetKey, submitted };
}
