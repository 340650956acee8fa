import type { StoreInfo } from '@giftshop/gateway-core';
import { balancePageUrl, renderDoublerWinnerEmail, type DoublerWinnerData } from '@giftshop/gateway-mail';

/** The winner's e-mail in the store's default language (an entry does not record the language it was made in). */
export function winnerEmail(store: StoreInfo, data: Omit<DoublerWinnerData, 'where' | 'storeName' | 'checkBalanceUrl'>) {
  const language = store.languages.find((l) => l.isDefault) ?? store.languages[0];
  const code = language?.languageCode ?? 'en';
  return renderDoublerWinnerEmail({
    ...data,
    where: { language: code, locale: language?.locale ?? 'en-gb', timeZone: store.timeZone },
    storeName: store.name,
    checkBalanceUrl: balancePageUrl({ origin: store.origin, language: code, prefixed: false }),
  });
}
