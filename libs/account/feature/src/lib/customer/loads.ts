import { localPageSeo, type PageLoad } from '@giftshop/shared-data-access';
import { pickMessages } from '@giftshop/util-i18n';
import { customerPageMessages } from './messages';

export type CustomerPage = 'details' | 'orders' | 'addressBook' | 'reorder';

/**
 * Load functions of the account pages with the customer's data: only the page's <head> on the server, as the login
 * is known in the browser. They belong to one customer and are never indexed.
 */
export function customerPageLoads(siteName: string): Record<CustomerPage, PageLoad> {
  const load =
    (page: CustomerPage): PageLoad =>
    async (args) => {
      const m = pickMessages(customerPageMessages, args.services.settings.language);
      return localPageSeo(args, siteName, { title: m[page].title, description: m.description, pageType: 'ACCOUNT', noindex: true });
    };
  return { details: load('details'), orders: load('orders'), addressBook: load('addressBook'), reorder: load('reorder') };
}
