import { pickMessages } from '@giftshop/util-i18n/core';
import { enquiryCatalogue, type EnquiryMessages } from './i18n/enquiry';

export type { EnquiryMessages };

/** Messages of the quote request and contact form rules, per language (spec §5 wording where it has one). */
export const enquiryMessages = (language: string): EnquiryMessages => pickMessages(enquiryCatalogue, language);
