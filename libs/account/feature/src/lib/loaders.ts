import { localPageSeo, type PageLoad } from '@giftshop/shared-data-access';
import { pickMessages } from '@giftshop/util-i18n';
import { accountMessages, type AccountMessages } from './messages';

export type AccountPage =
  | 'identify'
  | 'login'
  | 'register'
  | 'registerSuccess'
  | 'forgotPassword'
  | 'forgotPasswordSuccess'
  | 'newPassword'
  | 'newPasswordSuccess'
  | 'overview'
  | 'changePassword'
  | 'notifications';

/**
 * Load functions of the account routes: no gateway call on the server (the login is known by the browser's cookie),
 * only the page's <head>. Account pages belong to one customer and are never indexed.
 */
export function accountLoads(siteName: string): Record<AccountPage, PageLoad> {
  const load =
    (page: AccountPage): PageLoad =>
    async (args) => {
      const m: AccountMessages = pickMessages(accountMessages, args.services.settings.language);
      return localPageSeo(args, siteName, { title: m[page].title, description: m.description, pageType: 'ACCOUNT', noindex: true });
    };
  const pages: AccountPage[] = [
    'identify',
    'login',
    'register',
    'registerSuccess',
    'forgotPassword',
    'forgotPasswordSuccess',
    'newPassword',
    'newPasswordSuccess',
    'overview',
    'changePassword',
    'notifications',
  ];
  return Object.fromEntries(pages.map((page) => [page, load(page)])) as Record<AccountPage, PageLoad>;
}
