import type { AddressEntry_AddressFragment, AddressInput, AddressKind } from '@giftshop/shared-graphql';
import { BILLING_COUNTRIES } from '@giftshop/shared-ui';
import { addressBookErrors, checkoutMessages, joinPhoneNumber, phoneInputValue, type PhoneValue } from '@giftshop/util-validation';
import { nestedErrors } from '../customer-form/field-errors';

/** The address form's values; paths match the address input (postCode), so refusals land on fields. */
export interface AddressValues {
  firstName: string;
  lastName: string;
  isBusiness: boolean;
  companyName: string;
  countryCode: string;
  postCode: string;
  houseNumber: string;
  suffix: string;
  street: string;
  city: string;
  email: string;
  phoneNumber: PhoneValue;
  defaultFor: AddressKind[];
}

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'companyName', 'countryCode', 'postCode', 'houseNumber', 'suffix', 'street', 'city', 'email', 'phoneNumber'] as const;

const text = (value: string | null | undefined) => value ?? '';

export function addressValues(address: AddressEntry_AddressFragment | null, storeCountry: string): AddressValues {
  const country = address?.countryCode ?? (storeCountry in BILLING_COUNTRIES ? storeCountry : '');
  return {
    firstName: text(address?.firstName),
    lastName: text(address?.lastName),
    isBusiness: address?.customerType === 'BUSINESS',
    companyName: text(address?.companyName),
    countryCode: country,
    postCode: text(address?.postCode),
    houseNumber: text(address?.houseNumber),
    suffix: text(address?.suffix),
    street: text(address?.street),
    city: text(address?.city),
    email: text(address?.email),
    phoneNumber: (address?.phoneNumber && phoneInputValue(address.phoneNumber)) || { callingCode: BILLING_COUNTRIES[country] ?? '+44', number: '' },
    defaultFor: [],
  };
}

export function toAddressInput(values: AddressValues): AddressInput {
  const optional = (value: string) => value.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    customerType: values.isBusiness ? 'BUSINESS' : 'PRIVATE',
    companyName: values.isBusiness ? optional(values.companyName) : null,
    countryCode: values.countryCode,
    postCode: values.postCode.trim().toUpperCase(),
    houseNumber: values.houseNumber.trim(),
    suffix: optional(values.suffix),
    street: values.street.trim(),
    city: values.city.trim(),
    email: optional(values.email),
    phoneNumber: joinPhoneNumber(values.phoneNumber) || null,
  };
}

/** The address book rules the gateway applies (util-validation). */
export const validateAddress = (values: AddressValues, language: string) => nestedErrors(addressBookErrors(toAddressInput(values), checkoutMessages(language)));

/** "Ann Smith, Company" — how an entry is named in buttons and the delete confirmation. */
export const addressName = (address: Pick<AddressEntry_AddressFragment, 'firstName' | 'lastName' | 'companyName'>) =>
  [[address.firstName, address.lastName].filter(Boolean).join(' '), address.companyName].filter(Boolean).join(', ');
