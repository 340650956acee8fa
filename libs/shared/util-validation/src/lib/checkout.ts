import { format } from '@giftshop/util-i18n/core';
import { boolean, mixed, object, string, ValidationError } from 'yup';
import type { CheckoutMessages } from './checkout-messages';
import { emailAddress } from './email';
import { phoneError, phoneNumberE164, type PhoneValue } from './phone';
import { isValidPostcode, postcodeRequired } from './postcode';
import { safeText } from './text';

export const NAME_MAX_LENGTH = 50;
export const COMPANY_NAME_MAX_LENGTH = 100;
/** Payment providers refuse shorter street names (spec §5 "a minimum length for payment"). */
export const STREET_MIN_LENGTH = 2;

const HOUSE_NUMBER = /^[1-9]\d{0,5}$/;
export const BUSINESS_NUMBER = /^(?=.*[A-Za-z0-9])[A-Za-z0-9.\- ]{1,20}$/;

/** A text field: refuses control characters and lone surrogates first, with one message for every field. */
export const text = (m: CheckoutMessages) => string().test(safeText(m.charactersInvalid));

/**
 * The phone's error, or null: as the phone input holds it, or as the API carries it ("+44 7400 123456", or a
 * national "07400 123456" read in the address's `country`).
 */
export function phoneProblem(value: unknown, country: string, required: boolean, m: CheckoutMessages): string | null {
  const messages = { required: m.phoneRequired, invalid: m.phoneInvalid };
  if (value && typeof value === 'object') return phoneError(value as PhoneValue, required, messages);
  if (typeof value !== 'string' || !value.trim()) return required ? m.phoneRequired : null;
  return phoneNumberE164(value, country) ? null : m.phoneInvalid;
}

/** Billing address rules of the checkout (spec §5): names, e-mail, country, postcode, house number, street, city, phone. */
export function billingAddressSchema(m: CheckoutMessages) {
  return object({
    firstName: text(m).trim().required(m.firstNameRequired).max(NAME_MAX_LENGTH, format(m.nameTooLong, { max: NAME_MAX_LENGTH })),
    lastName: text(m).trim().required(m.lastNameRequired).max(NAME_MAX_LENGTH, format(m.nameTooLong, { max: NAME_MAX_LENGTH })),
    email: text(m).trim().required(m.emailRequired).test(emailAddress(m.emailInvalid)),
    countryCode: text(m).trim().required(m.countryRequired).matches(/^[A-Za-z]{2}$/, m.countryRequired),
    postCode: text(m)
      .nullable()
      .trim()
      .test('postcode', function (value) {
        const country: string = this.parent?.countryCode ?? '';
        if (!value) return !postcodeRequired(country) || this.createError({ message: m.postCodeRequired });
        return isValidPostcode(country, value) || this.createError({ message: m.postCodeInvalid });
      }),
    houseNumber: text(m).trim().required(m.houseNumberRequired).matches(HOUSE_NUMBER, m.houseNumberInvalid),
    suffix: text(m).nullable(),
    street: text(m).trim().required(m.streetRequired).min(STREET_MIN_LENGTH, format(m.streetTooShort, { min: STREET_MIN_LENGTH })),
    city: text(m).trim().required(m.cityRequired),
    phoneNumber: mixed().test('phone', function (value) {
      const message = phoneProblem(value, this.parent?.countryCode ?? '', true, m);
      return message === null || this.createError({ message });
    }),
  });
}

/** Business details, required when the business box is ticked; the invoice e-mail only has to be valid when given. */
export function businessDetailsSchema(m: CheckoutMessages) {
  return object({
    companyName: text(m).trim().required(m.companyNameRequired).max(COMPANY_NAME_MAX_LENGTH, format(m.companyNameTooLong, { max: COMPANY_NAME_MAX_LENGTH })),
    kvkNumber: text(m).trim().required(m.kvkNumberRequired).matches(BUSINESS_NUMBER, m.businessNumberInvalid),
    vatNumber: text(m).trim().required(m.vatNumberRequired).matches(BUSINESS_NUMBER, m.businessNumberInvalid),
    referenceNumber: text(m).trim().required(m.referenceRequired).matches(BUSINESS_NUMBER, m.businessNumberInvalid),
    // Optional: an API client may send null for it, as the schema allows.
    invoiceEmail: text(m).nullable().trim().test(emailAddress(m.invoiceEmailInvalid)),
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

/** The checkout schema of each language's messages, built once: building it costs more than a validation. */
const schemas = new WeakMap<CheckoutMessages, ReturnType<typeof checkoutSchema>>();

function cachedCheckoutSchema(m: CheckoutMessages) {
  let schema = schemas.get(m);
  if (!schema) schemas.set(m, (schema = checkoutSchema(m)));
  return schema;
}

/** Every rule the checkout details break, one entry per field, in field order. */
export function checkoutErrors(details: CheckoutDetails, m: CheckoutMessages): FieldError[] {
  try {
    cachedCheckoutSchema(m).validateSync(
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
