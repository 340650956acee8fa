import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { useAccountActions, useCurrentUser } from '@giftshop/account-data-access';
import { AccountMenu } from '@giftshop/account-ui';
import { ApolloGate, useRaiseServiceError } from '@giftshop/shared-data-access';
import { useRoutes } from '@giftshop/util-i18n';
import { useAccountLinks } from '../pages/account-links';
import { useOnLoginRequiredPage } from '../use-account-navigation';

export interface AccountHeaderMenuProps {
  /** The header's own account link to the identify page, shown to visitors. */
  link: ReactNode;
  icon: ReactNode;
  showLabel?: boolean;
}

/**
 * The header's account action (spec §2.5): the link to identify for visitors; for a logged-in customer the dropdown
 * of account links and Log out. Logging out on a login-required page goes home. Brings Apollo Client with it.
 */
export function AccountHeaderMenu(props: AccountHeaderMenuProps) {
  return (
    <ApolloGate>
      <AccountHeaderMenuContent {...props} />
    </ApolloGate>
  );
}

function AccountHeaderMenuContent({ link, icon, showLabel }: AccountHeaderMenuProps) {
  const { user } = useCurrentUser();
  const { logOut } = useAccountActions();
  const links = useAccountLinks({ withOverview: true });
  const navigation = useNavigation();
  const navigate = useNavigate();
  const routes = useRoutes();
  const raise = useRaiseServiceError();
  const onAccountPage = useOnLoginRequiredPage();
  const linkHolder = useRef<HTMLSpanElement>(null);
  const loggedOut = useRef(false);

  // The menu's button is gone after a logout: keyboard focus goes on to the link that replaces it.
  useEffect(() => {
    if (user || !loggedOut.current) return;
    loggedOut.current = false;
    linkHolder.current?.querySelector<HTMLElement>('a')?.focus();
  }, [user]);

  if (!user)
    return (
      <span ref={linkHolder} style={{ display: 'contents' }}>
        {link}
      </span>
    );

  const onLogOut = async () => {
    loggedOut.current = true;
    // Home first, so the page's login guard does not send the visitor to identify.
    const outcome = await logOut(onAccountPage ? () => navigate(routes.path('home')) : undefined);
    if (!outcome.ok) {
      loggedOut.current = false;
      raise(outcome.errors);
    }
  };

  return <AccountMenu icon={icon} showLabel={showLabel} links={links} disabled={navigation.state !== 'idle'} onLogOut={onLogOut} />;
}
