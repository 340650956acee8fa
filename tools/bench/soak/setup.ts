import { randomInt } from 'node:crypto';
import { createPinHasher } from '@giftshop/gateway-cards-data';
import { giftCardLedger, giftCards, type Database } from '@giftshop/gateway-db';
import { luhnCheckDigit } from '@giftshop/util-validation';
import { userData, type Catalogue } from './journeys';

export const PIN = '482913';

const CATALOGUE = `query SoakCatalogue($u: UserDataInput!) {
  products(userData: $u, filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 100 }) {
    products {
      items {
        path title
        ... on GiftCardProduct {
          thirdPartyPlatform
          variations { id variationType config { pricesToShow { minorUnits } } }
        }
      }
    }
  }
  taxonomyTerms(userData: $u, vocabularyID: "CATEGORY") { terms { slug path } }
}`;

interface Item {
  path: string;
  title: string;
  thirdPartyPlatform?: boolean;
  variations?: { id: string; variationType: string; config: { pricesToShow: { minorUnits: number }[] } }[];
}

/** The UK store's products, categories, search words and a digital card with fixed values to buy. */
export async function discoverCatalogue(base: string): Promise<Omit<Catalogue, 'balanceCards' | 'pin'>> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: CATALOGUE, variables: { u: userData } }),
  });
  const { data } = (await response.json()) as {
    data: { products: { products: { items: Item[] } }; taxonomyTerms: { terms: { slug: string; path: string }[] } };
  };
  const items = data.products.products.items;
  const buyable = items.flatMap((item) => {
    const digital = item.variations?.find((v) => v.variationType === 'DIGITAL' && v.config.pricesToShow.length);
    return !item.thirdPartyPlatform && digital
      ? [{ variationId: digital.id, amount: digital.config.pricesToShow[0].minorUnits }]
      : [];
  });
  if (!buyable.length || !data.taxonomyTerms.terms.length)
    throw new Error('the UK store has no digital gift card with fixed values, or no category');
  return {
    products: items.map((item) => ({ path: item.path, slug: item.path.split('/').filter(Boolean).pop() ?? '' })),
    categories: data.taxonomyTerms.terms,
    searchWords: [...new Set(items.flatMap((item) => item.title.toLowerCase().match(/\p{L}{4,}/gu) ?? []))],
    card: buyable[0],
  };
}

/**
 * Cards of the UK store with £100 each and one known PIN, written straight into the database with their ledger rows;
 * each PIN hash is bound to its number under the gateway's PIN_PEPPER.
 */
export async function issueBalanceCards(
  db: Database,
  options: { count: number; pinPepper: string },
): Promise<string[]> {
  const pins = createPinHasher({ current: options.pinPepper });
  const numbers = Array.from({ length: options.count }, () => {
    const body = `6301480${String(randomInt(1e11)).padStart(11, '0')}`;
    return `${body}${luhnCheckDigit(body)}`;
  });
  const expiresAt = new Date(Date.now() + 365 * 86_400_000);
  for (let start = 0; start < numbers.length; start += 100) {
    const batch = numbers.slice(start, start + 100);
    const hashes = await Promise.all(batch.map((number) => pins.hash(number, PIN)));
    const rows = await db
      .insert(giftCards)
      .values(
        batch.map((number, i) => ({
          storeId: 48,
          number,
          pinHash: hashes[i],
          currency: 'GBP',
          balance: 10_000,
          status: 'ACTIVE' as const,
          expiresAt,
          activatedAt: new Date(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: giftCards.id, number: giftCards.number });
    await db.insert(giftCardLedger).values(
      rows.map((r) => ({
        giftCardId: r.id,
        amount: 10_000,
        currency: 'GBP',
        balanceAfter: 10_000,
        reason: 'ISSUE' as const,
        idempotencyKey: `soak:${r.number}`,
      })),
    );
  }
  return numbers;
}
