import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccountActions } from '@giftshop/account-data-access';
import { LOGIN_FIELDS, LoginForm, type AccountServerErrors, type LoginValues } from '@giftshop/account-ui';
import { AppLink, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { pushEvent } from '@giftshop/util-analytics';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';
import { toServerErrors } from '../server-errors';
import { useHandedEmail, useVisitorsOnly } from '../use-account-navigation';
import styles from '../account-pages.module.css';

/** `/account/login/` (spec §4): on success the login is tracked, the customer loaded, and the overview opens. */
export function LoginPage() {
  const m = useMessages(accountMessages);
  const routes = useRoutes();
  const navigate = useNavigate();
  const { logIn } = useAccountActions();
  const [serverErrors, setServerErrors] = useState<AccountServerErrors<keyof LoginValues> | null>(null);
  const initialEmail = useHandedEmail();
  useVisitorsOnly();

  const submit = async (values: LoginValues) => {
    const outcome = await logIn(values.email.trim(), values.password, values.captchaToken);
    if (outcome.ok) {
      pushEvent({ event: 'login', method: 'email' });
      await navigate(routes.path('accountOverview'));
      return;
    }
    setServerErrors(toServerErrors(outcome.errors, LOGIN_FIELDS, values, m.failed));
  };

  return (
    <Page>
      <PageTitle>{m.login.heading}</PageTitle>
      <PageIntro>{m.login.intro}</PageIntro>
      <LoginForm initialEmail={initialEmail} forgotPasswordHref={routes.path('accountForgotPassword')} serverErrors={serverErrors} onSubmit={submit} />
      <p className={styles.aside}>
        {m.login.noAccount} <AppLink href={routes.path('accountRegister')}>{m.login.register}</AppLink>
      </p>
    </Page>
  );
}
