import { format } from '@giftshop/util-i18n/core';
import { mixed, object, ValidationError, type AnyObjectSchema } from 'yup';
import { BUSINESS_NUMBER, COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH, phoneProblem, text, type FieldError } from './checkout';
import type { CheckoutMessages } from './checkout-messages';
import { emailAddress } from './email';
import { deliveryAddressSchema } from './receiver';

/**
 * A phone that may be left empty, else valid for its country (spec §5, the optional variant); a national number
 * is read in the country `countryOf` finds beside it.
 */
const optionalPhone = (m: CheckoutMessages, countryOf: (parent: Record<string, unknown> | undefined) => unknown) =>
  mixed()
    .nullable()
    .test('phone', function (value) {
      const country = countryOf(this.parent as Record<string, unknown> | undefined);
      const message = phoneProblem(value, typeof country === 'string' ? country : '', false, m);
      return message === null || this.createError({ message });
    });

/**
 * Changes to the customer's own details (spec §3 CustomerProfile, §5). Omitted (undefined or null) fields stay as
 * they are; a name that is given must not be empty. The address takes the delivery address rules, without names;
 * its countryCode is the store's, put in by the caller for the postcode rule.
 */
export function profileSchema(m: CheckoutMessages) {
  return object({
    firstName: text(m).nullable().trim().min(1, m.firstNameRequired).max(NAME_MAX_LENGTH, format(m.nameTooLong, { max: NAME_MAX_LENGTH })),
    lastName: text(m).nullable().trim().min(1, m.lastNameRequired).max(NAME_MAX_LENGTH, format(m.nameTooLong, { max: NAME_MAX_LENGTH })),
    invoiceEmail: text(m).nullable().trim().test(emailAddress(m.invoiceEmailInvalid)),
    phoneNumber: optionalPhone(m, (parent) => (parent?.['address'] as { countryCode?: unknown } | null | undefined)?.countryCode),
    vatNumber: text(m).nullable().trim().matches(BUSINESS_NUMBER, { message: m.businessNumberInvalid, excludeEmptyString: true }),
    address: deliveryAddressSchema(m)
      .omit(['firstName', 'lastName'])
      .shape({ companyName: text(m).nullable().trim().max(COMPANY_NAME_MAX_LENGTH, format(m.companyNameTooLong, { max: COMPANY_NAME_MAX_LENGTH })) })
      .default(undefined)
      .nullable(),
  });
}

/** An address of the address book: a delivery address, with an optional e-mail and phone, and a company for BUSINESS. */
export function addressBookSchema(m: CheckoutMessages) {
  return deliveryAddressSchema(m).shape({
    email: text(m).nullable().trim().test(emailAddress(m.emailInvalid)),
    phoneNumber: optionalPhone(m, (parent) => parent?.['countryCode']),
    companyName: text(m)
      .nullable()
      .trim()
      .max(COMPANY_NAME_MAX_LENGTH, format(m.companyNameTooLong, { max: COMPANY_NAME_MAX_LENGTH }))
      .when('customerType', { is: 'BUSINESS', then: (schema) => schema.required(m.companyNameRequired) }),
  });
}

function fieldErrors(schema: AnyObjectSchema, value: unknown): FieldError[] {
  try {
    schema.validateSync(value ?? {}, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    return (error.inner.length ? error.inner : [error]).flatMap((inner) => {
      const path = inner.path ?? '';
      if (seen.has(path)) return [];
      seen.add(path);
      return [{ path, message: inner.message }];
    });
  }
}

/** Every rule a profile change breaks, one entry per field (e.g. address.postCode). */
export const profileErrors = (profile: unknown, m: CheckoutMessages) => fieldErrors(profileSchema(m), profile);

/** Every rule an address book entry breaks, one entry per field. */
export const addressBookErrors = (address: unknown, m: CheckoutMessages) => fieldErrors(addressBookSchema(m), address);
