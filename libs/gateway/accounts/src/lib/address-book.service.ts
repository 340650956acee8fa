import { and, desc, eq, sql } from 'drizzle-orm';
import { DomainError, DomainErrors, messagesIn, type AddressInput, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { parseId, toAddress } from '@giftshop/gateway-cart-data';
import { addresses, profiles, selectRows, type Database } from '@giftshop/gateway-db';
import { addressBookErrors, checkoutMessages, phoneNumberE164 } from '@giftshop/util-validation';
import { requireUserId } from './guards';

export type AddressKind = 'BILLING' | 'DELIVERY';

const clean = (value: string | null | undefined) => value?.trim() || null;

/** The phone as stored: E.164 ("+447400123456"); a national number is read in `country`. */
export const storedPhone = (text: string | null | undefined, country: string): string | null =>
  text?.trim() ? phoneNumberE164(text, country) : null;

/** The address book of a user, newest first, with the ids of its defaults. */
export async function addressBook(db: Database, userId: string) {
  const [book, [profile]] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt), desc(addresses.id)),
    db.select().from(profiles).where(and(eq(profiles.userId, userId), eq(profiles.isMain, true))).limit(1),
  ]);
  const id = (value: number | null | undefined) => (value ? String(value) : null);
  return {
    addresses: book.map(toAddress),
    defaultBillingAddressId: id(profile?.defaultBillingAddressId),
    defaultDeliveryAddressId: id(profile?.defaultDeliveryAddressId),
  };
}

function checkAddress(address: AddressInput, scope: StoreScope) {
  const errors = addressBookErrors({ ...address, customerType: address.customerType ?? 'PRIVATE' }, checkoutMessages(messagesIn(scope)));
  if (errors.length) throw new DomainErrors(errors.map((e) => new DomainError('INVALID_INPUT', { reason: e.message }, `address.${e.path}`)));
  const business = address.customerType === 'BUSINESS';
  return {
    kind: 'DELIVERY' as const,
    customerType: business ? ('BUSINESS' as const) : ('PRIVATE' as const),
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    companyName: business ? clean(address.companyName) : null,
    countryCode: address.countryCode.trim().toUpperCase(),
    postCode: clean(address.postCode)?.toUpperCase() ?? null,
    houseNumber: clean(address.houseNumber),
    suffix: clean(address.suffix),
    street: clean(address.street),
    city: clean(address.city),
    administrativeArea: clean(address.administrativeArea),
    addressLine1: clean(address.addressLine1),
    addressLine2: clean(address.addressLine2),
    email: clean(address.email),
    invoiceEmail: clean(address.invoiceEmail),
    phoneNumber: storedPhone(address.phoneNumber, address.countryCode),
  };
}

const defaultColumn = (kind: AddressKind) => (kind === 'BILLING' ? 'defaultBillingAddressId' : 'defaultDeliveryAddressId');

async function setDefaults(tx: Database, userId: string, id: number, kinds: readonly AddressKind[]) {
  if (!kinds.length) return;
  const values = Object.fromEntries(kinds.map((kind) => [defaultColumn(kind), id]));
  await tx.update(profiles).set(values).where(and(eq(profiles.userId, userId), eq(profiles.isMain, true)));
}

/** The user's address book entry `id` (NOT_FOUND otherwise, another customer's included), locked for the change. */
async function ownEntry(tx: Database, userId: string, id: string) {
  const addressId = parseId(id, 'id');
  const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId))).for('update');
  if (!row) throw new DomainError('NOT_FOUND', {}, 'id');
  return row;
}

/** Whether a placed order or cart uses the address: it must then stay as it is. */
async function usedByOrders(tx: Database, addressId: number) {
  const [row] = await selectRows<{ used: boolean }>(
    tx,
    sql`select exists(select 1 from orders where billing_address_id = ${addressId})
        or exists(select 1 from shipments where delivery_address_id = ${addressId}) as used`,
  );
  return row.used;
}

/** Takes an entry out of the book: deleted, or only detached from the user when an order still uses it. */
async function removeEntry(tx: Database, addressId: number) {
  if (await usedByOrders(tx, addressId)) await tx.update(addresses).set({ userId: null }).where(eq(addresses.id, addressId));
  else await tx.delete(addresses).where(eq(addresses.id, addressId));
}

export async function addAddress(ctx: GatewayContext, scope: StoreScope, address: AddressInput, defaultFor: readonly AddressKind[] | null | undefined) {
  const userId = await requireUserId(ctx, scope);
  const values = checkAddress(address, scope);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(addresses).values({ ...values, userId }).returning({ id: addresses.id });
    await setDefaults(tx, userId, row.id, [...new Set(defaultFor ?? [])]);
  });
  return addressBook(ctx.db, userId);
}

/**
 * Replaces an entry by a new row, so an order placed with the old one keeps the address it was sent to; the
 * defaults follow the new id.
 */
export async function updateAddress(ctx: GatewayContext, scope: StoreScope, id: string, address: AddressInput) {
  const userId = await requireUserId(ctx, scope);
  const values = checkAddress(address, scope);
  await ctx.db.transaction(async (tx) => {
    const old = await ownEntry(tx, userId, id);
    const [row] = await tx.insert(addresses).values({ ...values, userId }).returning({ id: addresses.id });
    await moveDefaults(tx, userId, old.id, row.id);
    await removeEntry(tx, old.id);
  });
  return addressBook(ctx.db, userId);
}

async function moveDefaults(tx: Database, userId: string, from: number, to: number | null) {
  const mine = and(eq(profiles.userId, userId), eq(profiles.isMain, true));
  await tx.update(profiles).set({ defaultBillingAddressId: to }).where(and(mine, eq(profiles.defaultBillingAddressId, from)));
  await tx.update(profiles).set({ defaultDeliveryAddressId: to }).where(and(mine, eq(profiles.defaultDeliveryAddressId, from)));
}

export async function deleteAddress(ctx: GatewayContext, scope: StoreScope, id: string) {
  const userId = await requireUserId(ctx, scope);
  await ctx.db.transaction(async (tx) => {
    const old = await ownEntry(tx, userId, id);
    await moveDefaults(tx, userId, old.id, null);
    await removeEntry(tx, old.id);
  });
  return addressBook(ctx.db, userId);
}

export async function setDefaultAddress(ctx: GatewayContext, scope: StoreScope, id: string, kind: AddressKind) {
  const userId = await requireUserId(ctx, scope);
  await ctx.db.transaction(async (tx) => {
    const entry = await ownEntry(tx, userId, id);
    await setDefaults(tx, userId, entry.id, [kind]);
  });
  return addressBook(ctx.db, userId);
}
