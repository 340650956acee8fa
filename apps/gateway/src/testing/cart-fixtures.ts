import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { products, selectRows, variations } from '@giftshop/gateway-db';
import type { TestApp } from './test-app';

/** The whole cart as the storefront reads it. */
export const CART_FIELDS = /* GraphQL */ `
  id
  shipments {
    id tag deliveryType deliveryMode deliveryDate deliveryTime registeredPost dispatchDate expectedDeliveryDate cutOffNear
    shippingCost { minorUnits currency }
    deliveryAddress { firstName lastName countryCode postCode houseNumber street city postalLines }
    packages {
      id
      receiver { firstName lastName email }
      giftCardItem { kind qty cardsPerItem price { minorUnits value currency } variation { id variationType } product { id title productType } }
      emptyGiftCardItem { kind qty cardsPerItem price { minorUnits } variation { id } product { id productType } }
      wrapperItem { qty variation { id kind price { minorUnits } } }
      giftPacking { qty variation { id kind } }
      message { qty text variation { kind } }
    }
  }
  groupedTotals { digitalTotal { qty price { minorUnits } } physicalTotal { qty price { minorUnits } } extra { minorUnits } }
  totals { subTotal { minorUnits currency } grandTotalWithoutTax { minorUnits } grandTotal { minorUnits } adjustments { title adjustmentType price { minorUnits } } }
  packagesGroups { tag packageId receiverTitle receiverDescription totalPrice { minorUnits } cardsPreviews { productLabel image { url { type href } alt } color { color opacity } } }
`;

const ERRORS = 'errors { code message referencedRequestParameter }';

export const ADD = `mutation($u: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $u, input: $input) { order { ${CART_FIELDS} } ${ERRORS} } }`;
export const CART = `query($u: UserDataInput!, $o: String) { cartV2(userData: $u, orderUuid: $o) { order { ${CART_FIELDS} } ${ERRORS} } }`;
export const QUANTITY = `query($u: UserDataInput!, $o: String) { cartQuantity(userData: $u, orderUuid: $o) { order { id shipments { packages { id giftCardItem { qty variation { id } } emptyGiftCardItem { qty variation { id } } } } packagesGroups { packageId } } ${ERRORS} } }`;
export const UPDATE = `mutation($u: UserDataInput!, $input: UpdateCartPackageInput!) { updateCartPackage(userData: $u, input: $input) { order { ${CART_FIELDS} } ${ERRORS} } }`;
export const DELETE = `mutation($u: UserDataInput!, $t: String!, $p: ID) { deleteGiftCardPackageGroup(userData: $u, shipmentTag: $t, packageId: $p) { order { id totals { grandTotal { minorUnits } } shipments { tag packages { id } } } ${ERRORS} } }`;
export const RESET = `mutation($u: UserDataInput!, $t: String!, $o: String) { resetReceivers(userData: $u, shipmentTag: $t, orderUuid: $o) { order { ${CART_FIELDS} } ${ERRORS} } }`;
export const EXTRAS = `query($u: UserDataInput!, $d: VariationType) { extraVariations(userData: $u, deliveryType: $d) { extraVariations { id kind title sku price { minorUnits currency } color } ${ERRORS} } }`;

export const anna = { firstName: 'Anna', lastName: 'Smith', email: 'anna@example.com', confirmEmail: 'anna@example.com' };
export const bob = { firstName: 'Bob', lastName: 'Jones', email: 'bob@example.com', confirmEmail: 'bob@example.com' };
export const downingStreet = { firstName: 'Anna', lastName: 'Smith', countryCode: 'GB', postCode: 'SW1A 2AA', houseNumber: '10', street: 'Downing Street', city: 'London' };
export const bakerStreet = { firstName: 'Sherlock', lastName: 'Holmes', countryCode: 'GB', postCode: 'NW1 6XE', houseNumber: '221', suffix: 'B', street: 'Baker Street', city: 'London' };
export const postal = (address = downingStreet) => ({ firstName: address.firstName, lastName: address.lastName, address });

export interface SeedVariation {
  variationId: string;
  productId: number;
  title: string;
  fixedValues: number[];
  minPrice: number | null;
  maxPrice: number | null;
}

/** A seeded variation of the UK store matching a condition on products `p` and variations `v`. */
export async function variationWhere(app: TestApp, condition: ReturnType<typeof sql>, storeId = 48): Promise<SeedVariation> {
  const [row] = await selectRows<{ id: number; product_id: number; title: string; fixed_values: number[]; min_price: number | null; max_price: number | null }>(
    app.database.db,
    sql`select v.id, v.product_id, p.title, v.fixed_values, v.min_price, v.max_price from variations v join products p on p.id = v.product_id
        where p.store_id = ${storeId} and p.active and v.active and not p.is_test and ${condition} order by p.id limit 1`,
  );
  if (!row) throw new Error('No seeded variation fits the condition');
  return { variationId: String(row.id), productId: row.product_id, title: row.title, fixedValues: row.fixed_values, minPrice: row.min_price, maxPrice: row.max_price };
}

/** A plain gift card: no stock limit, no platform or wine, sold digitally and by post with fixed values and a range. */
export const plainCard = (app: TestApp, type: 'DIGITAL' | 'PHYSICAL') =>
  variationWhere(app, sql`p.slug = 'choice-gift-card' and v.variation_type = ${type}`);

/**
 * A product of its own for one test (unique slug, so tests may share a PostgreSQL database): a gift card with the
 * given flags and one variation.
 */
export async function ownProduct(
  app: TestApp,
  options: { type?: 'DIGITAL' | 'PHYSICAL'; isTest?: boolean; stock?: number | null; thirdPartyPlatform?: boolean; containsWine?: boolean; fixedValues?: number[]; min?: number | null; max?: number | null; storeId?: number } = {},
): Promise<SeedVariation> {
  const slug = `cart-test-${randomUUID()}`;
  const storeId = options.storeId ?? 48;
  const [product] = await app.database.db
    .insert(products)
    .values({
      storeId, slug, title: 'Test Kitchen Gift Card', description: 'For tests.', productType: 'GIFT_CARD', backgroundColor: '#336699',
      isTest: options.isTest ?? false, stock: options.stock ?? null, thirdPartyPlatform: options.thirdPartyPlatform ?? false, containsWine: options.containsWine ?? false,
    })
    .returning();
  const [variation] = await app.database.db
    .insert(variations)
    .values({
      productId: product.id, sku: slug, title: 'Card', variationType: options.type ?? 'DIGITAL', currency: storeId === 48 ? 'GBP' : 'EUR',
      fixedValues: options.fixedValues ?? [2500], minPrice: options.min === undefined ? 1000 : options.min, maxPrice: options.max === undefined ? 15000 : options.max,
    })
    .returning();
  return { variationId: String(variation.id), productId: product.id, title: product.title, fixedValues: variation.fixedValues, minPrice: variation.minPrice, maxPrice: variation.maxPrice };
}
