import { localPageSeo, notFound, runQuery, toUserData, type PageArgs, type PageLoad } from '@giftshop/shared-data-access';
import { DoublerPageQuery, DoublerThankYouQuery, doublerThankYouVariables } from '@giftshop/doubler-data-access';
import { pickMessages } from '@giftshop/util-i18n';
import { doublerMessages } from './messages';

const warmStatus = (args: PageArgs) => runQuery(args.services, DoublerPageQuery, { userData: toUserData(args.services.settings) });

/**
 * Load functions of the doubler routes: both pages show the next draw date, so both run the route's one query on the
 * server. `siteName` ends the title. The entry page is public and indexed; the thank-you page is not.
 */
export function doublerLoads(siteName: string): { doubler: PageLoad; thankYou: PageLoad } {
  return {
    doubler: async (args) => {
      await warmStatus(args);
      const m = pickMessages(doublerMessages, args.services.settings.language).entry;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'DOUBLER', noindex: false });
    },
    // Only the path `enterDoubler` answered, with its entry's signed reference, thanks anyone: every other is a 404.
    thankYou: async (args) => {
      const variables = doublerThankYouVariables(toUserData(args.services.settings), args.params['product'], args.url.searchParams);
      if (!variables.entry) throw notFound();
      const data = await runQuery(args.services, DoublerThankYouQuery, variables);
      if (!data.doublerThankYou.status) throw notFound();
      const m = pickMessages(doublerMessages, args.services.settings.language).thankYou;
      return localPageSeo(args, siteName, { title: m.title, description: m.description, pageType: 'DOUBLER_THANK_YOU', noindex: true });
    },
  };
}
