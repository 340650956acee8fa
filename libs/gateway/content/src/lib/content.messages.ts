import { pickMessages } from '@giftshop/util-i18n/core';
import { metaCatalogue, type MetaMessages } from './i18n/meta';

/** Titles the gateway writes for pages that have no editorial title of their own. */

export const metaMessages = (language: string): MetaMessages => pickMessages(metaCatalogue, language);
