import type { giftCards } from '@giftshop/gateway-db';

export type GiftCardRow = typeof giftCards.$inferSelect;

export type CardRefusal = 'CARD_WRONG_STORE' | 'CARD_BLOCKED' | 'CARD_NOT_ACTIVATED' | 'CARD_EXPIRED' | 'CARD_NO_BALANCE';

/** Why a card cannot be spent in a store now, in the order the holder should hear it; null when it can. */
export function cardRefusal(card: Pick<GiftCardRow, 'storeId' | 'status' | 'expiresAt' | 'balance'>, storeId: number, now: Date): CardRefusal | null {
  if (card.storeId !== storeId) return 'CARD_WRONG_STORE';
  if (card.status === 'BLOCKED') return 'CARD_BLOCKED';
  if (card.status === 'INACTIVE') return 'CARD_NOT_ACTIVATED';
  if (card.expiresAt <= now) return 'CARD_EXPIRED';
  if (card.balance <= 0) return 'CARD_NO_BALANCE';
  return null;
}

/** "···· ···· ···· ···· 1234": only the last four digits of a card number are ever shown back. */
export const maskCardNumber = (number: string) => `···· ···· ···· ···· ${number.slice(-4)}`;
