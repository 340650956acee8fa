import { boolean, mixed, object, string, ValidationError } from 'yup';
import { splitPhoneNumber } from './calling-codes';
import type { CheckoutMessages } from './checkout-messages';
import { phoneError, type PhoneValue } from './phone';
import { isValidPostcode, postcodeRequired } from './postcode';

export const NAME_MAX_LENGTH = 50;
export const COMPANY_NAME_MAX_LENGTH = 100;
/** Payment providers refuse shorter street names (spec §5 "a minimum length for payment"). */
export const STREET_MIN_LENGTH = 2;

const HOUSE_NUMBER = /^[1-9]\d{0,5}$/;
export const BUSINESS_NUMBER = /^(?=.*[A-Za-z0-9])[A-Za-z0-9.\- ]{1,20}$/;

/** The phone as the API carries it ("+44 7700 900123") or as the phone input holds it. */
export const asPhoneValue = (value: unknown): PhoneValue | null => {
  if (value && typeof value === 'object') return value as PhoneValue;
  if (typeof value !== 'string' || !value.trim()) return { callingCode: '', number: '' };
  return splitPhoneNumber(value);
};

/** Billing address rules of the checkout (spec §5): names, e-mail, country, postcode, house number, street, city, phone. */
export function billingAddressSchema(m: CheckoutMessages) {
  return object({
    firstName: string().trim().required(m.firstNameRequired).max(NAME_MAX_LENGTH, m.nameTooLong(NAME_MAX_LENGTH)),
    lastName: string().trim().required(m.lastNameRequired).max(NAME_MAX_LENGTH, m.nameTooLong(NAME_MAX_LENGTH)),
    email: string().trim().required(m.emailRequired).email(m.emailInvalid),
    countryCode: string().trim().required(m.countryRequired).matches(/^[A-Za-z]{2}$/, m.countryRequired),
    postCode: string()
      .nullable()
      .trim()
      .test('postcode', function (value) {
        const country: string = this.parent?.countryCode ?? '';
        if (!value) return !postcodeRequired(country) || this.createError({ message: m.postCodeRequired });
        return isValidPostcode(country, value) || this.createError({ message: m.postCodeInvalid });
      }),
    houseNumber: string().trim().required(m.houseNumberRequired).matches(HOUSE_NUMBER, m.houseNumberInvalid),
    street: string().trim().required(m.streetRequired).min(STREET_MIN_LENGTH, m.streetTooShort(STREET_MIN_LENGTH)),
    city: string().trim().required(m.cityRequired),
    phoneNumber: mixed().test('phone', function (value) {
      const phone = asPhoneValue(value);
      const message = phone ? phoneError(phone, true, { required: m.phoneRequired, invalid: m.phoneInvalid }) : m.phoneInvalid;
      return message === null || this.createError({ message });
    }),
  });
}

/** Business details, required when the business box is ticked; the invoice e-mail only has to be valid when given. */
export function businessDetailsSchema(m: CheckoutMessages) {
  return object({
    companyName: string().trim().required(m.companyNameRequired).max(COMPANY_NAME_MAX_LENGTH, m.companyNameTooLong(COMPANY_NAME_MAX_LENGTH)),
    kvkNumber: string().trim().required(m.kvkNumberRequired).matches(BUSINESS_NUMBER, m.businessNumberInvalid),
    vatNumber: string().trim().required(m.vatNumberRequired).matches(BUSINESS_NUMBER, m.businessNumberInvalid),
    referenceNumber: string().trim().required(m.referenceRequired).matches(BUSINESS_NUMBER, m.businessNumberInvalid),
    // Optional: an API client may send null for it, as the schema allows.
    invoiceEmail: string().nullable().trim().email(m.invoiceEmailInvalid),
  });
}

export const termsSchema = (m: CheckoutMessages) => boolean().required(m.termsRequired).oneOf([true], m.termsRequired);

/** The checkout's details as placeOrder receives them. */
export interface CheckoutDetails {
  customerType?: 'PRIVATE' | 'BUSINESS' | null;
  billingAddress?: Record<string, unknown> | null;
  business?: Record<string, unknown> | null;
  termsAccepted?: boolean | null;
}

export function checkoutSchema(m: CheckoutMessages) {
  return object({
    billingAddress: billingAddressSchema(m),
    business: mixed().when('customerType', {
      is: 'BUSINESS',
      then: () => businessDetailsSchema(m),
      otherwise: (schema) => schema.strip(),
    }),
    termsAccepted: termsSchema(m),
  });
}

export interface FieldError {
  /** Dotted path of the field at fault, e.g. billingAddress.postCode. */
  path: string;
  message: string;
}

/** Every rule the checkout details break, one entry per field, in field order. */
export function checkoutErrors(details: CheckoutDetails, m: CheckoutMessages): FieldError[] {
  try {
    checkoutSchema(m).validateSync(
      { ...details, billingAddress: details.billingAddress ?? {}, business: details.business ?? {} },
      { abortEarly: false },
    );
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    return error.inner.flatMap((inner) => {
      const path = inner.path ?? '';
      if (seen.has(path)) return [];
      seen.add(path);
      return [{ path, message: inner.message }];
    });
  }
}
