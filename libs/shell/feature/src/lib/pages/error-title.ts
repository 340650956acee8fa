import { pickMessages } from '@giftshop/util-i18n';
import { shellMessages } from '../messages';

/** The document title of the 404 and error pages, for the layout route's meta (no page meta runs for them). */
export function errorPageTitle(language: string, status: number | undefined, brandName: string): string {
  const messages = pickMessages(shellMessages, language);
  return `${status === 404 ? messages.notFoundHeading : messages.errorPageHeading} | ${brandName}`;
}
