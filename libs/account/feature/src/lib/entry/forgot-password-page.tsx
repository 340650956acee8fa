import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccountActions } from '@giftshop/account-data-access';
import { FORGOT_PASSWORD_FIELDS, ForgotPasswordForm, type AccountServerErrors, type ForgotPasswordValues } from '@giftshop/account-ui';
import { AppLink, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';
import { toServerErrors } from '../server-errors';
import { useHandedEmail } from '../use-account-navigation';
import styles from '../account-pages.module.css';

/**
 * `/account/forgot-password/`: the gateway answers the same whether or not the address has an account
 * (docs/security.md), so the success page says "if there is an account".
 */
export function ForgotPasswordPage() {
  const m = useMessages(accountMessages);
  const routes = useRoutes();
  const navigate = useNavigate();
  const { forgotPassword } = useAccountActions();
  const [serverErrors, setServerErrors] = useState<AccountServerErrors<keyof ForgotPasswordValues> | null>(null);
  const initialEmail = useHandedEmail();

  const submit = async (values: ForgotPasswordValues) => {
    const outcome = await forgotPassword(values.email.trim(), values.captchaToken);
    if (outcome.ok) {
      await navigate(routes.path('accountForgotPasswordSuccess'));
      return;
    }
    setServerErrors(toServerErrors(outcome.errors, FORGOT_PASSWORD_FIELDS, values, m.failed));
  };

  return (
    <Page>
      <PageTitle>{m.forgotPassword.heading}</PageTitle>
      <PageIntro>{m.forgotPassword.intro}</PageIntro>
      <ForgotPasswordForm initialEmail={initialEmail} serverErrors={serverErrors} onSubmit={submit} />
      <p className={styles.aside}>
        <AppLink href={routes.path('accountLogin')}>{m.forgotPassword.backToLogin}</AppLink>
      </p>
    </Page>
  );
}
