import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccountActions } from '@giftshop/account-data-access';
import { REGISTER_FIELDS, RegisterForm, type AccountServerErrors, type RegisterValues } from '@giftshop/account-ui';
import { AppLink, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';
import { toServerErrors } from '../server-errors';
import { useHandedEmail, useVisitorsOnly } from '../use-account-navigation';
import styles from '../account-pages.module.css';

/** `/account/register/`: a new account is logged in at once and greeted on the success page. */
export function RegisterPage() {
  const m = useMessages(accountMessages);
  const routes = useRoutes();
  const navigate = useNavigate();
  const { register } = useAccountActions();
  const [serverErrors, setServerErrors] = useState<AccountServerErrors<keyof RegisterValues> | null>(null);
  const initialEmail = useHandedEmail();
  useVisitorsOnly();

  const submit = async (values: RegisterValues) => {
    const outcome = await register({ ...values, firstName: values.firstName.trim(), email: values.email.trim() });
    if (outcome.ok) {
      await navigate(routes.path('accountRegisterSuccess'));
      return;
    }
    setServerErrors(toServerErrors(outcome.errors, REGISTER_FIELDS, values, m.failed));
  };

  return (
    <Page>
      <PageTitle>{m.register.heading}</PageTitle>
      <PageIntro>{m.register.intro}</PageIntro>
      <RegisterForm initialEmail={initialEmail} serverErrors={serverErrors} onSubmit={submit} />
      <p className={styles.aside}>
        {m.register.haveAccount} <AppLink href={routes.path('accountLogin')}>{m.register.logIn}</AppLink>
      </p>
    </Page>
  );
}
