import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccountActions } from '@giftshop/account-data-access';
import { NEW_PASSWORD_FIELDS, NewPasswordForm, type AccountServerErrors, type NewPasswordValues } from '@giftshop/account-ui';
import { AppLink, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';
import { toServerErrors } from '../server-errors';
import styles from '../account-pages.module.css';

/**
 * `/account/new-password/?token=…`, opened from the reset e-mail. The route sends `Referrer-Policy: no-referrer`, so
 * the token in the address never leaves in a Referer header.
 */
export function NewPasswordPage() {
  const m = useMessages(accountMessages);
  const routes = useRoutes();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { resetPassword } = useAccountActions();
  const [serverErrors, setServerErrors] = useState<AccountServerErrors<keyof NewPasswordValues> | null>(null);

  const submit = async (values: NewPasswordValues) => {
    const outcome = await resetPassword({ token, ...values });
    if (outcome.ok) {
      await navigate(routes.path('accountNewPasswordSuccess'), { replace: true });
      return;
    }
    setServerErrors(toServerErrors(outcome.errors, NEW_PASSWORD_FIELDS, values, m.failed));
  };

  return (
    <Page>
      <PageTitle>{m.newPassword.heading}</PageTitle>
      {token ? (
        <>
          <PageIntro>{m.newPassword.intro}</PageIntro>
          <NewPasswordForm serverErrors={serverErrors} onSubmit={submit} />
        </>
      ) : (
        <PageIntro>{m.newPassword.missingToken}</PageIntro>
      )}
      <p className={styles.aside}>
        <AppLink href={routes.path('accountForgotPassword')}>{m.newPassword.requestNew}</AppLink>
      </p>
    </Page>
  );
}
