import { useState } from 'react';
import { useAccountActions } from '@giftshop/account-data-access';
import { NotificationsForm, type NotificationsValues } from '@giftshop/account-ui';
import { AppLink, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';
import { RequireLogin } from '../require-login';
import styles from '../account-pages.module.css';

/** `/account/notifications/` (login required): newsletter consent. */
export function NotificationsPage() {
  const m = useMessages(accountMessages);
  const routes = useRoutes();
  const { updateNotifications } = useAccountActions();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ subscribed }: NotificationsValues) => {
    setSaved(false);
    const outcome = await updateNotifications(subscribed);
    setError(outcome.ok ? null : outcome.errors[0]?.message || m.failed);
    setSaved(outcome.ok);
  };

  return (
    <Page>
      <PageTitle>{m.notifications.heading}</PageTitle>
      <RequireLogin>
        {(user) => (
          <>
            <PageIntro>{m.notifications.intro}</PageIntro>
            <NotificationsForm subscribed={user.subscribed} saved={saved} error={error} onSubmit={submit} />
            <p className={styles.aside}>
              <AppLink href={routes.path('accountOverview')}>{m.notifications.back}</AppLink>
            </p>
          </>
        )}
      </RequireLogin>
    </Page>
  );
}
