import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { AccountUserQuery } from '@giftshop/account-data-access';
import { useDeferredQuery, useUserData } from '@giftshop/shared-data-access';

export interface AccountHeaderMenuProps {
  /** The header's own account link to the identify page, shown to visitors. */
  link: ReactNode;
  icon: ReactNode;
  showLabel?: boolean;
}

const CustomerMenu = lazy(async () => ({ default: (await import('./customer-menu')).CustomerMenu }));

/**
 * The header's account action (spec §2.5): the link to identify for visitors; for a logged-in customer the dropdown
 * of account links and Log out. The login is read without Apollo Client (`useDeferredQuery`); the customer's menu
 * brings it, so a visitor's page never loads it for the header.
 */
export function AccountHeaderMenu({ link, icon, showLabel }: AccountHeaderMenuProps) {
  const userData = useUserData();
  const user = useDeferredQuery(AccountUserQuery, { userData })?.getUserInfo.user ?? null;
  const linkHolder = useRef<HTMLSpanElement>(null);
  const loggedOut = useRef(false);

  // The menu's button is gone after a logout: keyboard focus goes on to the link that replaces it.
  useEffect(() => {
    if (user || !loggedOut.current) return;
    loggedOut.current = false;
    linkHolder.current?.querySelector<HTMLElement>('a')?.focus();
  }, [user]);

  const visitorLink = (
    <span ref={linkHolder} style={{ display: 'contents' }}>
      {link}
    </span>
  );
  if (!user) return visitorLink;
  return (
    <Suspense fallback={visitorLink}>
      <CustomerMenu icon={icon} showLabel={showLabel} onLogOut={(started) => (loggedOut.current = started)} />
    </Suspense>
  );
}
