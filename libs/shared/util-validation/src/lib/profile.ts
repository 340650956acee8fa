import { mixed, object, string, ValidationError, type AnyObjectSchema } from 'yup';
import { asPhoneValue, BUSINESS_NUMBER, COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH, type FieldError } from './checkout';
import type { CheckoutMessages } from './checkout-messages';
import { phoneError } from './phone';
import { deliveryAddressSchema } from './receiver';

/** A phone that may be left empty, else valid for its calling code (spec §5, the optional variant). */
const optionalPhone = (m: CheckoutMessages) =>
  mixed()
    .nullable()
    .test('phone', function (value) {
      if (value === null || value === undefined || value === '') return true;
      const phone = asPhoneValue(value);
      const message = phone ? phoneError(phone, false, { required: m.phoneRequired, invalid: m.phoneInvalid }) : m.phoneInvalid;
      return message === null || this.createError({ message });
    });

/**
 * Changes to the customer's own details (spec §3 CustomerProfile, §5). Omitted (undefined or null) fields stay as
 * they are; a name that is given must not be empty. The address takes the delivery address rules, without names;
 * its countryCode is the store's, put in by the caller for the postcode rule.
 */
export function profileSchema(m: CheckoutMessages) {
  return object({
    firstName: string().nullable().trim().min(1, m.firstNameRequired).max(NAME_MAX_LENGTH, m.nameTooLong(NAME_MAX_LENGTH)),
    lastName: string().nullable().trim().min(1, m.lastNameRequired).max(NAME_MAX_LENGTH, m.nameTooLong(NAME_MAX_LENGTH)),
    invoiceEmail: string().nullable().trim().email(m.invoiceEmailInvalid),
    phoneNumber: optionalPhone(m),
    vatNumber: string().nullable().trim().matches(BUSINESS_NUMBER, { message: m.businessNumberInvalid, excludeEmptyString: true }),
    address: deliveryAddressSchema(m)
      .omit(['firstName', 'lastName'])
      .shape({ companyName: string().nullable().trim().max(COMPANY_NAME_MAX_LENGTH, m.companyNameTooLong(COMPANY_NAME_MAX_LENGTH)) })
      .default(undefined)
      .nullable(),
  });
}

/** An address of the address book: a delivery address, with an optional e-mail and phone, and a company for BUSINESS. */
export function addressBookSchema(m: CheckoutMessages) {
  return deliveryAddressSchema(m).shape({
    email: string().nullable().trim().email(m.emailInvalid),
    phoneNumber: optionalPhone(m),
    companyName: string()
      .nullable()
      .trim()
      .max(COMPANY_NAME_MAX_LENGTH, m.companyNameTooLong(COMPANY_NAME_MAX_LENGTH))
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
