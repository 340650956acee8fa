import type { RedeemBillingForm_MethodFragment } from '@giftshop/shared-graphql';
import { joinPhoneNumber, type PhoneValue } from '@giftshop/util-validation';
import { BILLING_COUNTRIES } from '@giftshop/shared-ui';

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
    paymentMethod: '',
    issuer: '',
    termsAccepted: false,
  };
}

export const banksOf = (methods: readonly RedeemBillingForm_MethodFragment[], id: string) => methods.find((method) => method.id === id)?.banks ?? [];

/** placeRedeemOrder's input without the order: a private billing address, the terms, and the method when there is one to pay. */
export function toPlaceRedeemOrder(values: RedeemBillingValues, methods: readonly RedeemBillingForm_MethodFragment[]) {
  const a = values.billingAddress;
  const method = methods.find((candidate) => candidate.id === values.paymentMethod) ?? null;
  return {
    billingAddress: {
      firstName: a.firstName.trim(),
      lastName: a.lastName.trim(),
      customerType: 'PRIVATE' as const,
      email: a.email.trim(),
      phoneNumber: joinPhoneNumber(a.phoneNumber),
      countryCode: a.countryCode,
      postCode: a.postCode.trim().toUpperCase(),
      houseNumber: a.houseNumber.trim(),
      street: a.street.trim(),
      city: a.city.trim(),
    },
    termsAccepted: values.termsAccepted,
    paymentMethod: method?.id ?? null,
    issuer: method && method.banks.length > 0 ? values.issuer : null,
  };
}
