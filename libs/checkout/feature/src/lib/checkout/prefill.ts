import { emptyDetails, type CheckoutDetailsValues } from '@giftshop/checkout-ui';
import type { CheckoutCustomerQuery } from '@giftshop/shared-graphql';
import { BILLING_COUNTRIES } from '@giftshop/shared-ui';
import { splitPhoneNumber } from '@giftshop/util-validation';

type Customer = NonNullable<CheckoutCustomerQuery['getUserInfo']['user']>;

const text = (...values: (string | null | undefined)[]) => values.find((v) => v?.trim())?.trim() ?? '';

/**
 * The details step of a logged-in customer: the default billing address of the address book when there is one,
 * else the profile and its address; names, e-mail and phone fall back to the profile. Guests (no customer) get the
 * empty form.
 */
export function prefilledDetails(customer: Customer | null | undefined, storeCountry: string): CheckoutDetailsValues {
  const empty = emptyDetails(storeCountry);
  if (!customer) return empty;
  const p = customer.mainProfile;
  const billing = customer.addresses.find((a) => a.id === customer.defaultBillingAddressId);
  const address = billing ?? (p.address && { ...p.address, countryCode: storeCountry });
  const country = address?.countryCode && address.countryCode in BILLING_COUNTRIES ? address.countryCode : empty.billingAddress.countryCode;
  const phone = text(billing?.phoneNumber, p.phoneNumber);
  const companyName = text(billing ? billing.companyName : p.address?.companyName);
  return {
    isBusiness: billing ? billing.customerType === 'BUSINESS' : Boolean(companyName),
    business: { ...empty.business, companyName, vatNumber: text(p.vatNumber), invoiceEmail: text(billing?.invoiceEmail, p.invoiceEmail) },
    billingAddress: {
      firstName: text(billing?.firstName, p.firstName),
      lastName: text(billing?.lastName, p.lastName),
      email: text(billing?.email, p.email),
      phoneNumber: (phone && splitPhoneNumber(phone)) || { callingCode: BILLING_COUNTRIES[country] ?? empty.billingAddress.phoneNumber.callingCode, number: '' },
      countryCode: country,
      postCode: text(address?.postCode),
      houseNumber: text(address?.houseNumber),
      suffix: text(address?.suffix),
      street: text(address?.street),
      city: text(address?.city),
    },
  };
}
