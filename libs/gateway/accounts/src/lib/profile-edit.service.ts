import { and, eq, isNull } from 'drizzle-orm';
import { DomainError, DomainErrors, messagesIn, type GatewayContext, type ProfileInput, type StoreScope } from '@giftshop/gateway-core';
import { addresses, profiles } from '@giftshop/gateway-db';
import { checkoutMessages, profileErrors } from '@giftshop/util-validation';
import { storedPhone } from './address-book.service';
import { requireUserId } from './guards';
import { getUserInfo } from './profile.service';
import { mainProfile } from './users.repository';

const clean = (value: string | null | undefined) => value?.trim() || null;

/** Only the fields the request gives: undefined and null leave a column as it is. */
const given = <T extends object>(values: T) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
const has = (value: unknown) => value !== undefined && value !== null;

/**
 * Changes the logged-in customer's profile (spec §3 CustomerProfile) by the rules of util-validation, every refusal
 * at once on its field (input.firstName, input.address.postCode…). The profile's address is a row of its own,
 * outside the address book, in the store's country; it is replaced as a whole when given.
 */
export async function updateProfile(ctx: GatewayContext, scope: StoreScope, input: ProfileInput) {
  const userId = await requireUserId(ctx, scope);
  const countryCode = scope.store.countryCode;
  const checked = { ...input, address: input.address ? { ...input.address, countryCode } : input.address };
  const errors = profileErrors(checked, checkoutMessages(messagesIn(scope)));
  if (errors.length) throw new DomainErrors(errors.map((e) => new DomainError('INVALID_INPUT', { reason: e.message }, `input.${e.path}`)));

  await ctx.db.transaction(async (tx) => {
    const profile = await mainProfile(tx, userId);
    if (!profile) throw new DomainError('NOT_LOGGED_IN');
    let addressId = profile.addressId;
    const a = input.address;
    if (a) {
      const values = {
        kind: 'BILLING' as const,
        firstName: clean(input.firstName) ?? profile.firstName,
        lastName: clean(input.lastName) ?? profile.lastName,
        companyName: clean(a.companyName),
        countryCode,
        postCode: clean(a.postCode)?.toUpperCase() ?? null,
        houseNumber: clean(a.houseNumber),
        suffix: clean(a.suffix),
        street: clean(a.street),
        city: clean(a.city),
        administrativeArea: clean(a.administrativeArea),
      };
      const updated = addressId
        ? await tx.update(addresses).set(values).where(and(eq(addresses.id, addressId), isNull(addresses.userId))).returning({ id: addresses.id })
        : [];
      if (!updated.length) [{ id: addressId }] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
    }
    await tx
      .update(profiles)
      .set({
        ...given({
          firstName: has(input.firstName) ? input.firstName?.trim() : undefined,
          lastName: has(input.lastName) ? input.lastName?.trim() : undefined,
          invoiceEmail: has(input.invoiceEmail) ? clean(input.invoiceEmail) : undefined,
          phoneNumber: has(input.phoneNumber) ? storedPhone(input.phoneNumber, countryCode) : undefined,
          vatNumber: has(input.vatNumber) ? clean(input.vatNumber) : undefined,
          companyName: a ? clean(a.companyName) : undefined,
        }),
        addressId,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, profile.id));
  });
  return getUserInfo(ctx, scope);
}
