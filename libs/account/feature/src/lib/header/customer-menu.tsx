import type { ReactNode } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { useAccountActions } from '@giftshop/account-data-access';
import { AccountMenu } from '@giftshop/account-ui';
import { ApolloGate, useRaiseServiceError } from '@giftshop/shared-data-access';
import { useRoutes } from '@giftshop/util-i18n';
import { useAccountLinks } from '../pages/account-links';
import { useOnLoginRequiredPage } from '../use-account-navigation';

export interface CustomerMenuProps {
  icon: ReactNode;
  showLabel?: boolean | undefined;
  /** True when a logout starts, false when it failed (the header moves focus once the link is back). */
  onLogOut: (started: boolean) => void;
}

/**
 * A logged-in customer's dropdown of account links and Log out. Logging out on a login-required page goes home.
 * Brings Apollo Client with it.
 */
export function CustomerMenu(props: CustomerMenuProps) {
  return (
    <ApolloGate>
      <CustomerMenuContent {...props} />
    </ApolloGate>
  );
}

function CustomerMenuContent({ icon, showLabel, onLogOut }: CustomerMenuProps) {
  const { logOut } = useAccountActions();
  const links = useAccountLinks({ withOverview: true });
  const navigation = useNavigation();
  const navigate = useNavigate();
  const routes = useRoutes();
  const raise = useRaiseServiceError();
  const onAccountPage = useOnLoginRequiredPage();

  const logOutNow = async () => {
    onLogOut(true);
    // Home first, so the page's login guard does not send the visitor to identify.
    const outcome = await logOut(onAccountPage ? () => navigate(routes.path('home')) : undefined);
    if (!outcome.ok) {
      onLogOut(false);
      raise(outcome.errors);
    }
  };

  return <AccountMenu icon={icon} showLabel={showLabel} links={links} disabled={navigation.state !== 'idle'} onLogOut={logOutNow} />;
}
