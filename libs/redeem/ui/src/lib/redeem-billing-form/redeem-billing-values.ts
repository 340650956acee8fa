import type { RedeemBillingForm_MethodFragment } from '@giftshop/shared-graphql';
import { joinPhoneNumber, type PhoneValue } from '@giftshop/util-validation';
import { BILLING_COUNTRIES, customerBilling, type BillingCustomer } from '@giftshop/shared-ui';

/** The redeem checkout as the holder fills it in; paths match placeRedeemOrder's input (billingAddress.postCode…). */
export interface RedeemBillingValues {
  billingAddress: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: PhoneValue;
    countryCode: string;
    postCode: string;
    houseNumber: string;
    street: string;
    city: string;
  };
  /** Sent only from a business redeem page's shop. */
  business: { companyName: string; kvkNumber: string; vatNumber: string; referenceNumber: string; invoiceEmail: string };
  paymentMethod: string;
  issuer: string;
  termsAccepted: boolean;
}

export const REDEEM_BILLING_FIELDS = [
  'billingAddress.firstName',
  'billingAddress.lastName',
  'billingAddress.email',
  'billingAddress.phoneNumber',
  'billingAddress.countryCode',
  'billingAddress.postCode',
  'billingAddress.houseNumber',
  'billingAddress.street',
  'billingAddress.city',
  'business.companyName',
  'business.kvkNumber',
  'business.vatNumber',
  'business.referenceNumber',
  'business.invoiceEmail',
  'paymentMethod',
  'issuer',
  'termsAccepted',
] as const;

export function emptyRedeemBilling(storeCountry: string): RedeemBillingValues {
  return {
    billingAddress: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: { callingCode: BILLING_COUNTRIES[storeCountry] ?? '+44', number: '' },
      countryCode: storeCountry in BILLING_COUNTRIES ? storeCountry : '',
      postCode: '',
      houseNumber: '',
      street: '',
      city: '',
    },
    business: { companyName: '', kvkNumber: '', vatNumber: '', referenceNumber: '', invoiceEmail: '' },
    paymentMethod: '',
    issuer: '',
    termsAccepted: false,
  };
}

/**
 * The redeem checkout of a logged-in customer: their billing details (`customerBilling`: the default billing address,
 * else the profile); the company details only for a business redeem order. Visitors get the empty form.
 */
export function prefilledRedeemBilling(customer: BillingCustomer | null | undefined, storeCountry: string, business: boolean): RedeemBillingValues {
  const empty = emptyRedeemBilling(storeCountry);
  if (!customer) return empty;
  const billing = customerBilling(customer, storeCountry);
  // The redeem checkout has no house number suffix field (nor does placeRedeemOrder take one).
  const { suffix: _suffix, ...address } = billing.address;
  return {
    ...empty,
    billingAddress: address,
    business: business ? { ...empty.business, companyName: billing.companyName, vatNumber: billing.vatNumber, invoiceEmail: billing.invoiceEmail } : empty.business,
  };
}

export const banksOf = (methods: readonly RedeemBillingForm_MethodFragment[], id: string) => methods.find((method) => method.id === id)?.banks ?? [];

/**
 * placeRedeemOrder's input without the order: the billing address, the company details of a `business` order, the
 * terms, and the method when there is one to pay.
 */
export function toPlaceRedeemOrder(values: RedeemBillingValues, methods: readonly RedeemBillingForm_MethodFragment[], business = false) {
  const a = values.billingAddress;
  const b = values.business;
  const method = methods.find((candidate) => candidate.id === values.paymentMethod) ?? null;
  return {
    billingAddress: {
      firstName: a.firstName.trim(),
      lastName: a.lastName.trim(),
      customerType: business ? ('BUSINESS' as const) : ('PRIVATE' as const),
      email: a.email.trim(),
      phoneNumber: joinPhoneNumber(a.phoneNumber),
      countryCode: a.countryCode,
      postCode: a.postCode.trim().toUpperCase(),
      houseNumber: a.houseNumber.trim(),
      street: a.street.trim(),
      city: a.city.trim(),
    },
    business: business
      ? {
          companyName: b.companyName.trim(),
          kvkNumber: b.kvkNumber.trim(),
          vatNumber: b.vatNumber.trim(),
          referenceNumber: b.referenceNumber.trim(),
          invoiceEmail: b.invoiceEmail.trim() || null,
        }
      : null,
    termsAccepted: values.termsAccepted,
    paymentMethod: method?.id ?? null,
    issuer: method && method.banks.length > 0 ? values.issuer : null,
  };
}
