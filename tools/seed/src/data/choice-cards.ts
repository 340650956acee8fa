/**
 * Sandbox Choice cards, sold in shops and waiting to be activated at /activate/ (INACTIVE, no balance). The numbers
 * are real 19-digit numbers (Luhn check digit) on each store's activatable Choice prefix; the README lists them.
 * After activation the balance check opens them with their PIN.
 */
export interface SeedChoiceCard {
  number: string;
  pin: string;
}

export const seedChoiceCards: Record<string, { productSlug: string; cards: SeedChoiceCard[] }> = {
  GCUK: {
    productSlug: 'choice-gift-card',
    cards: [
      { number: '6301481000000000012', pin: '481012' },
      { number: '6301481000000000020', pin: '481020' },
      { number: '6301481000000000038', pin: '481038' },
      // Kept for the browser journeys, which activate them on a fresh database.
      { number: '6301481000000000046', pin: '481046' },
      { number: '6301481000000000053', pin: '481053' },
    ],
  },
  CB: {
    productSlug: 'cadeaubonnl-keuze-cadeaukaart',
    cards: [{ number: '6301011000000000011', pin: '011011' }],
  },
};

/** Sandbox Choice cards stay valid until the end of 2031. */
export const SEED_CHOICE_CARD_EXPIRY = new Date('2031-12-31T23:59:59Z');
