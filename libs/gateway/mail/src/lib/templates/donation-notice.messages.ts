import { formatUntyped, pickMessages } from '@giftshop/util-i18n/core';
import { donationNoticeCatalogue, type DonationNoticeMessages } from './i18n/donation-notice';

export type { DonationNoticeMessages };

/** Messages of the donation receiver's e-mail in a language (English when it has none), with arguments filled. */
export function donationNoticeTranslator(language: string) {
  const catalogue = pickMessages(donationNoticeCatalogue, language);
  return (key: keyof DonationNoticeMessages, params: Record<string, string> = {}) => formatUntyped(catalogue[key], params);
}
