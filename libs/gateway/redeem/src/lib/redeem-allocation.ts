/** A card paying a redeem order, in the order it was added. */
export interface PayingCard {
  giftCardId: number;
  balance: number;
}

export interface Allocation {
  /** What each card pays, in the order the cards were added (the first card is spent first). */
  used: { giftCardId: number; amount: number }[];
  /** What the cards do not cover: paid through the payment provider. */
  shortfall: number;
  /** What the cards keep after the order. */
  remaining: number;
}

/** Spends the cards in the order they were added until the total is covered. Pure; amounts in minor units. */
export function allocate(cards: PayingCard[], total: number): Allocation {
  let left = Math.max(0, total);
  const used = cards.map((card) => {
    const amount = Math.min(card.balance, left);
    left -= amount;
    return { giftCardId: card.giftCardId, amount };
  });
  const balance = cards.reduce((sum, card) => sum + card.balance, 0);
  return { used, shortfall: left, remaining: balance - (Math.max(0, total) - left) };
}

/**
 * The balance left on the cards must be nothing, or at least the largest minimum remaining balance of the
 * order's products (spec §5: the remaining balance must not drop below minimumRemainingBalance), so no holder
 * keeps a remainder too small to spend.
 */
export const leavesTooLittle = (remaining: number, minimumRemaining: number) => remaining > 0 && remaining < minimumRemaining;
