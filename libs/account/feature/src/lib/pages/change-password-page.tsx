import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useAccountActions } from '@giftshop/account-data-access';
import { CHANGE_PASSWORD_FIELDS, ChangePasswordForm, type AccountServerErrors, type ChangePasswordValues } from '@giftshop/account-ui';
import { AppLink, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';
import { RequireLogin } from '../require-login';
import { toServerErrors } from '../server-errors';
import styles from '../account-pages.module.css';

/** `/account/change-password/` (login required): the form empties and a status says so once the password changed. */
export function ChangePasswordPage() {
  const m = useMessages(accountMessages);
  const routes = useRoutes();
  const { changePassword } = useAccountActions();
  const [serverErrors, setServerErrors] = useState<AccountServerErrors<keyof ChangePasswordValues> | null>(null);
  const [changed, setChanged] = useState(false);

  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    setChanged(false);
    const outcome = await changePassword(values);
    if (outcome.ok) {
      setServerErrors(null);
      helpers.resetForm();
      setChanged(true);
      return;
    }
    setServerErrors(toServerErrors(outcome.errors, CHANGE_PASSWORD_FIELDS, values, m.failed));
  };

  return (
    <Page>
      <PageTitle>{m.changePassword.heading}</PageTitle>
      <RequireLogin>
        {() => (
          <>
            <PageIntro>{m.changePassword.intro}</PageIntro>
            <p role="status" className={styles.status}>
              {changed ? m.changePassword.changed : ''}
            </p>
            <ChangePasswordForm serverErrors={serverErrors} onSubmit={submit} />
            <p className={styles.aside}>
              <AppLink href={routes.path('accountOverview')}>{m.changePassword.back}</AppLink>
            </p>
          </>
        )}
      </RequireLogin>
    </Page>
  );
}
