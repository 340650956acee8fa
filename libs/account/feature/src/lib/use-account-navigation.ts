import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@giftshop/account-data-access';
import { useRoutes, type RouteId } from '@giftshop/util-i18n';

/** Account pages that need a login (spec §6); logging out on one of them goes home. */
export const LOGIN_REQUIRED: readonly RouteId[] = [
  'accountOverview',
  'accountDetails',
  'accountOrders',
  'accountAddressBook',
  'accountChangePassword',
  'accountNotifications',
];

/** Whether the current page is one of the login-required account pages. */
export function useOnLoginRequiredPage(): boolean {
  const { pathname } = useLocation();
  const routes = useRoutes();
  return LOGIN_REQUIRED.some((id) => routes.path(id) === pathname);
}

/** The e-mail address the identify step (or login) hands on in the navigation state. */
export function useHandedEmail(): string {
  const { state } = useLocation();
  return typeof state?.email === 'string' ? state.email : '';
}

/**
 * Identify, login and register are for visitors: a customer who arrives logged in goes on to the overview. Checked
 * once, when the login is known, so a login or registration made on the page keeps its own next step.
 */
export function useVisitorsOnly() {
  const { user, loading } = useCurrentUser();
  const navigate = useNavigate();
  const routes = useRoutes();
  const checked = useRef(false);
  useEffect(() => {
    if (loading || checked.current) return;
    checked.current = true;
    if (user) void navigate(routes.path('accountOverview'), { replace: true });
  }, [loading, user, navigate, routes]);
}
