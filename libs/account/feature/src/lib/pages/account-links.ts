import type { AccountLink } from '@giftshop/account-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';

/** The pages of a logged-in customer, as the overview and the header's menu list them. */
export function useAccountLinks({ withOverview }: { withOverview: boolean }): AccountLink[] {
  const m = useMessages(accountMessages).links;
  const routes = useRoutes();
  return [
    ...(withOverview ? [{ href: routes.path('accountOverview'), label: m.overview }] : []),
    { href: routes.path('accountDetails'), label: m.details },
    { href: routes.path('accountOrders'), label: m.orders },
    { href: routes.path('accountAddressBook'), label: m.addressBook },
    { href: routes.path('accountChangePassword'), label: m.changePassword },
    { href: routes.path('accountNotifications'), label: m.notifications },
  ];
}
