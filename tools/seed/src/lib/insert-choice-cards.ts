import { and, eq } from 'drizzle-orm';
import type { PinHasher } from '@giftshop/gateway-cards-data';
import { giftCards, products, type Database } from '@giftshop/gateway-db';
import { hasValidCheckDigit } from '@giftshop/util-validation';
import { SEED_CHOICE_CARD_EXPIRY, seedChoiceCards } from '../data/choice-cards';
import type { SeedStore } from '../data/stores';

/** The store's inactive sandbox Choice cards, on its Choice product. */
export async function insertChoiceCards(
  db: Database,
  store: Pick<SeedStore, 'id' | 'buildKey' | 'currency'>,
  pins: PinHasher,
): Promise<number> {
  const seed = seedChoiceCards[store.buildKey];
  if (!seed) return 0;
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.storeId, store.id), eq(products.slug, seed.productSlug)));
  if (!product) throw new Error(`seed: ${store.buildKey} has no product ${seed.productSlug}`);
  const invalid = seed.cards.find((card) => !hasValidCheckDigit(card.number));
  if (invalid) throw new Error(`seed: ${invalid.number} has no valid check digit`);
  const rows = await Promise.all(
    seed.cards.map(async (card) => ({
      storeId: store.id,
      number: card.number,
      pinHash: await pins.hash(card.number, card.pin),
      productId: product.id,
      currency: store.currency,
      status: 'INACTIVE' as const,
      expiresAt: SEED_CHOICE_CARD_EXPIRY,
    })),
  );
  await db.insert(giftCards).values(rows);
  return rows.length;
}
