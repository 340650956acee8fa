import { ActivatePageQuery, ActivationSuccessQuery, CardDetailsQuery } from '@giftshop/activation-data-access';
import { localPageSeo, notFound, runQuery, toUserData, type PageArgs, type PageLoad } from '@giftshop/shared-data-access';
import { pickMessages, routeTable } from '@giftshop/util-i18n';
import { activationMessages } from './messages';

const messagesOf = (args: PageArgs) => pickMessages(activationMessages, args.services.settings.language);

/** The Choice card's product slug: the last segment of the language's choiceCard route. */
export const choiceCardSlug = (language: string) => (routeTable(language).choiceCard ?? '').split('/').filter(Boolean).pop() ?? '';

/** The order uuid of ?order=, or null. */
export const orderParam = (search: URLSearchParams) => search.get('order')?.trim() || null;

/**
 * Load functions of the activation routes, each warming the cache with the route's one query. The form page is
 * public and indexed; the success page and the voucher belong to one buyer (reached by the order uuid) and are not.
 */
export function activationLoads(siteName: string): { activate: PageLoad; activateSuccess: PageLoad; cardDetails: PageLoad } {
  return {
    activate: async (args) => {
      await runQuery(args.services, ActivatePageQuery, { userData: toUserData(args.services.settings), slug: choiceCardSlug(args.services.settings.language) });
      const m = messagesOf(args).activate;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'ACTIVATION', noindex: false });
    },
    activateSuccess: async (args) => {
      const orderUuid = orderParam(args.url.searchParams);
      if (orderUuid) await runQuery(args.services, ActivationSuccessQuery, { userData: toUserData(args.services.settings), orderUuid });
      const m = messagesOf(args).success;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'ACTIVATION_SUCCESS', noindex: true });
    },
    cardDetails: async (args) => {
      const orderUuid = orderParam(args.url.searchParams);
      if (!orderUuid) throw notFound();
      const data = await runQuery(args.services, CardDetailsQuery, { userData: toUserData(args.services.settings), orderUuid });
      if (!data.activationVoucher.voucher) throw notFound();
      const m = messagesOf(args).cardDetails;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'ACTIVATION_VOUCHER', noindex: true });
    },
  };
}
