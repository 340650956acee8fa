import { localPageSeo, notFound, runQuery, toUserData, type PageArgs, type PageLoad } from '@giftshop/shared-data-access';
import { OrderConfirmationQuery } from '@giftshop/checkout-data-access';
import { pickMessages } from '@giftshop/util-i18n';
import { confirmationUuid } from './confirmation/confirmation-uuid';
import { checkoutMessages } from './messages';

const messagesOf = (args: PageArgs) => pickMessages(checkoutMessages, args.services.settings.language);

/**
 * Load functions of the checkout routes. Checkout and processing need the visitor's cookie (cart, payment), so their
 * data is asked for in the browser; the confirmation is reached by the order's uuid and renders on the server.
 * `siteName` ends the page titles; these pages belong to one shopper and are never indexed.
 */
export function checkoutLoads(siteName: string): { checkout: PageLoad; processingPayment: PageLoad; confirmation: PageLoad } {
  return {
    checkout: async (args) => {
      const m = messagesOf(args).checkout;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'CHECKOUT', noindex: true });
    },
    processingPayment: async (args) => {
      const m = messagesOf(args).processing;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'PAYMENT_PROCESSING', noindex: true });
    },
    confirmation: async (args) => {
      const uuid = confirmationUuid(args.params, args.url.searchParams);
      if (!uuid) throw notFound();
      const data = await runQuery(args.services, OrderConfirmationQuery, { userData: toUserData(args.services.settings), uuid });
      if (!data.orderConfirmation.order) throw notFound();
      const m = messagesOf(args).confirmation;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'CONFIRMATION', noindex: true });
    },
  };
}
