import type { ReactNode } from 'react';
import { AppLink, Button, Page, PageIntro, PageTitle, Spinner } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { RequireLogin } from '../require-login';
import { customerPageMessages, type CustomerPageMessages } from './messages';
import styles from '../account-pages.module.css';

/** The frame of an account page with the customer's data: heading, intro, the login guard, and the way back. */
export function CustomerPage({ page, children }: { page: 'details' | 'orders' | 'addressBook' | 'reorder'; children: () => ReactNode }) {
  const m = useMessages(customerPageMessages);
  const routes = useRoutes();
  const copy: CustomerPageMessages['details'] | CustomerPageMessages['orders'] = m[page];
  return (
    <Page>
      <PageTitle>{copy.heading}</PageTitle>
      <RequireLogin>
        {() => (
          <>
            <PageIntro>{copy.intro}</PageIntro>
            {children()}
            <p className={styles.aside}>
              <AppLink href={routes.path('accountOverview')}>{m.back}</AppLink>
            </p>
          </>
        )}
      </RequireLogin>
    </Page>
  );
}

/** A query still on its way, or failed with a way to ask again. */
export function Pending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const m = useMessages(customerPageMessages);
  if (!failed)
    return (
      <div className={styles.loading}>
        <Spinner size="large" label={m.loading} />
      </div>
    );
  return (
    <div>
      <p role="alert">{m.failed}</p>
      <Button variant="secondary" onClick={onRetry}>
        {m.retry}
      </Button>
    </div>
  );
}
