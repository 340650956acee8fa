import { phoneInputValue, type PhoneValue } from '@giftshop/util-validation';
import { BILLING_COUNTRIES } from './countries';

type Text = string | null | undefined;

/** An address of the customer's address book, as getUserInfo gives it. */
export interface BookAddress {
  id: string;
  firstName?: Text;
  lastName?: Text;
  customerType?: Text;
  companyName?: Text;
  countryCode?: Text;
  postCode?: Text;
  houseNumber?: Text;
  suffix?: Text;
  street?: Text;
  city?: Text;
  email?: Text;
  invoiceEmail?: Text;
  phoneNumber?: Text;
}

/** The logged-in customer as getUserInfo gives it: the profile, the address book and its default billing entry. */
export interface BillingCustomer {
  mainProfile: {
    firstName?: Text;
    lastName?: Text;
    email?: Text;
    invoiceEmail?: Text;
    phoneNumber?: Text;
    vatNumber?: Text;
    address?: { postCode?: Text; houseNumber?: Text; suffix?: Text; street?: Text; city?: Text; companyName?: Text } | null;
  };
  addresses: readonly BookAddress[];
  defaultBillingAddressId?: string | null;
}

/** What a checkout form starts from for a logged-in customer. */
export interface CustomerBilling {
  isBusiness: boolean;
  companyName: string;
  vatNumber: string;
  invoiceEmail: string;
  address: {
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

const text = (...values: Text[]) => values.find((v) => v?.trim())?.trim() ?? '';

/**
 * The billing details of a logged-in customer for the checkout and the redeem checkout: the default billing address
 * of the address book when there is one, else the profile and its address (in the store's country); names, e-mail
 * and phone fall back to the profile. A country outside the billing countries gives the store's one.
 */
export function customerBilling(customer: BillingCustomer, storeCountry: string): CustomerBilling {
  const p = customer.mainProfile;
  const billing = customer.addresses.find((a) => a.id === customer.defaultBillingAddressId);
  const address = billing ?? (p.address && { ...p.address, countryCode: storeCountry });
  const fallbackCountry = storeCountry in BILLING_COUNTRIES ? storeCountry : '';
  const country = address?.countryCode && address.countryCode in BILLING_COUNTRIES ? address.countryCode : fallbackCountry;
  const phone = text(billing?.phoneNumber, p.phoneNumber);
  const companyName = text(billing ? billing.companyName : p.address?.companyName);
  return {
    isBusiness: billing ? billing.customerType === 'BUSINESS' : Boolean(companyName),
    companyName,
    vatNumber: text(p.vatNumber),
    invoiceEmail: text(billing?.invoiceEmail, p.invoiceEmail),
    address: {
      firstName: text(billing?.firstName, p.firstName),
      lastName: text(billing?.lastName, p.lastName),
      email: text(billing?.email, p.email),
      phoneNumber: (phone && phoneInputValue(phone)) || { callingCode: BILLING_COUNTRIES[country] ?? BILLING_COUNTRIES[storeCountry] ?? '+44', number: '' },
      countryCode: country,
      postCode: text(address?.postCode),
      houseNumber: text(address?.houseNumber),
      suffix: text(address?.suffix),
      street: text(address?.street),
      city: text(address?.city),
    },
  };
}
