import { useContext, useEffect, useId, useRef } from 'react';
import type { AltchaWidgetElement } from 'altcha';
// The package's JSX typings of <altcha-widget> for React.
import type {} from 'altcha/types/react';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { FieldError } from '../field/field';
import { uiMessages } from '../messages';
import { CaptchaOptions } from './captcha-options';
import { altchaLanguage, loadAltcha } from './load-altcha';
import styles from './captcha-field.module.css';

/** The gateway's challenge route, proxied by the storefront server (same origin). */
export const CAPTCHA_CHALLENGE_URL = '/captcha/challenge';

const HIDDEN_BADGE = JSON.stringify({ hideFooter: true, hideLogo: true });

export interface CaptchaFieldProps {
  label: string;
  /** The widget's payload once solved, null when it is not (yet, or any more). */
  onChange: (token: string | null) => void;
  error?: string;
  /** A new value throws the solution away and asks for a new challenge (one solution per request). */
  resetKey?: number;
  challengeUrl?: string;
  /** Loads the widget; tests and stories may pass their own. */
  load?: (locale: string) => Promise<void>;
}

/** The ALTCHA proof-of-work captcha: the visitor ticks "I'm not a robot" and the browser does the work. */
export function CaptchaField({ label, onChange, error, resetKey = 0, challengeUrl = CAPTCHA_CHALLENGE_URL, load = loadAltcha }: CaptchaFieldProps) {
  const { locale } = useI18n();
  const { hideBadge } = useContext(CaptchaOptions);
  const notice = useMessages(uiMessages).captchaNotice;
  const widget = useRef<AltchaWidgetElement>(null);
  const changed = useRef(onChange);
  const errorId = `${useId()}-error`;

  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const element = widget.current;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      changed.current(state === 'verified' && payload ? payload : null);
    };
    element?.addEventListener('statechange', listener);
    void load(locale).catch(() => undefined);
    return () => element?.removeEventListener('statechange', listener);
  }, [locale, load]);

  useEffect(() => {
    if (resetKey === 0) return;
    widget.current?.reset?.();
    changed.current(null);
  }, [resetKey]);

  return (
    <div role="group" aria-label={label} aria-describedby={error ? errorId : undefined} className={styles.captcha}>
      <altcha-widget ref={widget} challenge={challengeUrl} language={altchaLanguage(locale)} name="captcha" configuration={hideBadge ? HIDDEN_BADGE : undefined} />
      {hideBadge && <p className={styles.notice}>{notice}</p>}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** Moves focus to the widget's checkbox, once the widget is loaded. */
export function focusCaptcha(container: ParentNode | null) {
  container?.querySelector<HTMLElement>('altcha-widget input:not([type="hidden"])')?.focus();
}
