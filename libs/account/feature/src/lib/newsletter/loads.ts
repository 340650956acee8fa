import { localPageSeo, type PageLoad } from '@giftshop/shared-data-access';
import { pickMessages } from '@giftshop/util-i18n';
import { newsletterPageMessages, type NewsletterPageMessages } from './messages';

/** Load functions of the confirm and unsubscribe pages: only their <head>; token pages are never indexed. */
export function newsletterLoads(siteName: string): Record<'confirm' | 'unsubscribe', PageLoad> {
  const load =
    (page: 'confirm' | 'unsubscribe'): PageLoad =>
    async (args) => {
      const m: NewsletterPageMessages = pickMessages(newsletterPageMessages, args.services.settings.language);
      return localPageSeo(args, siteName, { title: m[page].title, description: m.description, pageType: 'ACCOUNT', noindex: true });
    };
  return { confirm: load('confirm'), unsubscribe: load('unsubscribe') };
}
