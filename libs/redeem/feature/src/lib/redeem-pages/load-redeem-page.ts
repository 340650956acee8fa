import { localPageSeo, notFound, runQuery, toUserData, type PageArgs } from '@giftshop/shared-data-access';
import { RedeemPageQuery } from '@giftshop/redeem-data-access';
import { redeemPageIdOf } from './redeem-page-id';

/**
 * Runs the redeem page query of the route's page on the server (the page then renders from the cache) and answers
 * its <head>; a 404 for an unknown page, or for a shop address of a page that has no shop of its own.
 */
export async function loadRedeemPage(args: PageArgs, siteName: string, options: { shop: boolean }) {
  const pageId = redeemPageIdOf(args.params);
  if (!pageId) throw notFound();
  const data = await runQuery(args.services, RedeemPageQuery, { userData: toUserData(args.services.settings), pageId });
  const page = data.redeemPage.page;
  if (!page || (options.shop && !page.hasShop)) throw notFound();
  return localPageSeo(args, siteName, { title: page.title, description: page.intro, pageType: options.shop ? 'REDEEM_BUSINESS_SHOP' : 'REDEEM_INFO', noindex: options.shop });
}
