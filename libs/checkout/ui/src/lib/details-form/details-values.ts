import { joinPhoneNumber, type PhoneValue } from '@giftshop/util-validation';
import { BILLING_COUNTRIES } from '@giftshop/shared-ui';

/** The details step as the shopper edits it; field paths match the placeOrder input (billingAddress.postCode…). */
export interface CheckoutDetailsValues {
  isBusiness: boolean;
  business: { companyName: string; kvkNumber: string; vatNumber: string; referenceNumber: string; invoiceEmail: string };
  billingAddress: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: PhoneValue;
    countryCode: string;
    postCode: string;
    houseNumber: string;
    suffix: string;
    street: string;
    city: string;
  };
}

export function emptyDetails(storeCountry: string): CheckoutDetailsValues {
  return {
    isBusiness: false,
    business: { companyName: '', kvkNumber: '', vatNumber: '', referenceNumber: '', invoiceEmail: '' },
    billingAddress: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: { callingCode: BILLING_COUNTRIES[storeCountry] ?? '+44', number: '' },
      countryCode: storeCountry in BILLING_COUNTRIES ? storeCountry : '',
      postCode: '',
      houseNumber: '',
      suffix: '',
      street: '',
      city: '',
    },
  };
}

const optional = (text: string) => text.trim() || null;

/** The customer type, billing address and business details of placeOrder (and of the shared checkout rules). */
export function toOrderDetails(values: CheckoutDetailsValues) {
  const a = values.billingAddress;
  const customerType = values.isBusiness ? ('BUSINESS' as const) : ('PRIVATE' as const);
  const b = values.business;
  return {
    customerType,
    billingAddress: {
      firstName: a.firstName.trim(),
      lastName: a.lastName.trim(),
      customerType,
      companyName: values.isBusiness ? b.companyName.trim() : null,
      email: a.email.trim(),
      invoiceEmail: values.isBusiness ? optional(b.invoiceEmail) : null,
      phoneNumber: joinPhoneNumber(a.phoneNumber),
      countryCode: a.countryCode,
      postCode: a.postCode.trim().toUpperCase(),
      houseNumber: a.houseNumber.trim(),
      suffix: optional(a.suffix),
      street: a.street.trim(),
      city: a.city.trim(),
    },
    business: values.isBusiness
      ? { companyName: b.companyName.trim(), kvkNumber: b.kvkNumber.trim(), vatNumber: b.vatNumber.trim(), referenceNumber: b.referenceNumber.trim(), invoiceEmail: optional(b.invoiceEmail) }
      : null,
  };
}

export type OrderDetails = ReturnType<typeof toOrderDetails>;
