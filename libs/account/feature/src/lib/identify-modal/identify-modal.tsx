import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccountActions } from '@giftshop/account-data-access';
import { IDENTIFY_FIELDS, IdentifyForm, LOGIN_FIELDS, LoginForm, type AccountServerErrors, type IdentifyValues, type LoginValues } from '@giftshop/account-ui';
import { Button, Modal } from '@giftshop/shared-ui';
import { pushEvent } from '@giftshop/util-analytics';
import { format, useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';
import { toServerErrors } from '../server-errors';
import { identifyModalMessages } from './messages';
import styles from '../account-pages.module.css';

export interface IdentifyModalProps {
  open: boolean;
  onClose: () => void;
  /** The visitor logged in: the caller goes on to its checkout, now with the customer's details. */
  onLoggedIn: () => void;
  /** The visitor has no account and orders as a guest. */
  onGuest: () => void;
}

type Step = { name: 'identify' } | { name: 'login'; email: string } | { name: 'unknown'; email: string };

/**
 * The account identify modal (spec §2.6, §4) before a checkout: an e-mail and the captcha; an existing customer
 * logs in here and goes on, an unknown address may order as a guest or create an account. A guest may also go on
 * without giving an e-mail address here: the checkout asks for it anyway.
 */
export function IdentifyModal({ open, onClose, onLoggedIn, onGuest }: IdentifyModalProps) {
  const m = useMessages(identifyModalMessages);
  const failed = useMessages(accountMessages).failed;
  const routes = useRoutes();
  const navigate = useNavigate();
  const { checkUserExist, logIn } = useAccountActions();
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [identifyErrors, setIdentifyErrors] = useState<AccountServerErrors<keyof IdentifyValues> | null>(null);
  const [loginErrors, setLoginErrors] = useState<AccountServerErrors<keyof LoginValues> | null>(null);

  const restart = () => {
    setStep({ name: 'identify' });
    setIdentifyErrors(null);
    setLoginErrors(null);
  };
  const identify = async (values: IdentifyValues) => {
    const email = values.email.trim();
    const outcome = await checkUserExist(email, values.captchaToken);
    if (outcome.ok) setStep(outcome.exists ? { name: 'login', email } : { name: 'unknown', email });
    else setIdentifyErrors(toServerErrors(outcome.errors, IDENTIFY_FIELDS, values, failed));
  };
  const login = async (values: LoginValues) => {
    const outcome = await logIn(values.email.trim(), values.password, values.captchaToken);
    if (!outcome.ok) {
      setLoginErrors(toServerErrors(outcome.errors, LOGIN_FIELDS, values, failed));
      return;
    }
    pushEvent({ event: 'login', method: 'email' });
    onLoggedIn();
  };
  const register = (email: string) => {
    onClose();
    void navigate(routes.path('accountRegister'), { state: { email } });
  };

  const title = step.name === 'login' ? m.loginTitle : step.name === 'unknown' ? m.unknownTitle : m.title;
  return (
    <Modal open={open} title={title} onClose={onClose} onClosed={restart} onBack={step.name === 'identify' ? undefined : restart} size="small">
      {step.name === 'identify' && (
        <>
          <p>{m.intro}</p>
          <IdentifyForm serverErrors={identifyErrors} onSubmit={identify} />
          <p className={styles.aside}>{m.guestIntro}</p>
          <Button variant="secondary" onClick={onGuest}>
            {m.guest}
          </Button>
        </>
      )}
      {step.name === 'login' && (
        <>
          <p>{m.loginIntro}</p>
          <LoginForm initialEmail={step.email} forgotPasswordHref={routes.path('accountForgotPassword')} serverErrors={loginErrors} onSubmit={login} />
        </>
      )}
      {step.name === 'unknown' && (
        <>
          <p>{format(m.unknown, { email: step.email })}</p>
          <div className={styles.actions}>
            <Button onClick={onGuest}>{m.guest}</Button>
            <Button variant="secondary" onClick={() => register(step.email)}>
              {m.register}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
