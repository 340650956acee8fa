import { Button, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';
import styles from '../account-pages.module.css';

/** `/account/register/success/`: the new customer is logged in. */
export function RegisterSuccessPage() {
  const m = useMessages(accountMessages).registerSuccess;
  const routes = useRoutes();
  return (
    <Page>
      <PageTitle>{m.heading}</PageTitle>
      <PageIntro>{m.intro}</PageIntro>
      <div className={styles.actions}>
        <Button href={routes.path('accountOverview')}>{m.toOverview}</Button>
      </div>
    </Page>
  );
}

/** `/account/forgot-password/success/`: the same neutral answer whether or not the address has an account. */
export function ForgotPasswordSuccessPage() {
  const m = useMessages(accountMessages).forgotPasswordSuccess;
  const routes = useRoutes();
  return (
    <Page>
      <PageTitle>{m.heading}</PageTitle>
      <PageIntro>{m.intro}</PageIntro>
      <p>{m.spam}</p>
      <div className={styles.actions}>
        <Button variant="secondary" href={routes.path('accountLogin')}>
          {m.backToLogin}
        </Button>
      </div>
    </Page>
  );
}

/** `/account/new-password/success/`: every session of the account has ended, so the customer logs in again. */
export function NewPasswordSuccessPage() {
  const m = useMessages(accountMessages).newPasswordSuccess;
  const routes = useRoutes();
  return (
    <Page>
      <PageTitle>{m.heading}</PageTitle>
      <PageIntro>{m.intro}</PageIntro>
      <div className={styles.actions}>
        <Button href={routes.path('accountLogin')}>{m.logIn}</Button>
      </div>
    </Page>
  );
}
