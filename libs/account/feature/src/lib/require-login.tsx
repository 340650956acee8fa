import { useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '@giftshop/account-data-access';
import { Spinner } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from './messages';
import styles from './account-pages.module.css';

export type AccountUser = NonNullable<ReturnType<typeof useCurrentUser>['user']>;

/**
 * The login-required guard (spec §6): visitors are sent to the identify page, and a customer who logs out (or
 * deletes the account) here goes home. The login is known in the browser only, so the server and the first request
 * render a spinner.
 */
export function RequireLogin({ children }: { children: (user: AccountUser) => ReactNode }) {
  const m = useMessages(accountMessages);
  const routes = useRoutes();
  const { user, loading, failed } = useCurrentUser();
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  if (loading)
    return (
      <div className={styles.loading}>
        <Spinner size="large" label={m.loading} />
      </div>
    );
  if (failed) return <p role="alert">{m.failed}</p>;
  if (!user) return <Navigate to={routes.path(hadUser.current ? 'home' : 'account')} replace />;
  return children(user);
}
