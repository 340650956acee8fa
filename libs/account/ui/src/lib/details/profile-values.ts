import type { ProfileDetails_ProfileFragment, ProfileInput } from '@giftshop/shared-graphql';
import { BILLING_COUNTRIES } from '@giftshop/shared-ui';
import { checkoutMessages, joinPhoneNumber, phoneInputValue, profileErrors, type PhoneValue } from '@giftshop/util-validation';
import { nestedErrors } from '../customer-form/field-errors';

/** The details form's values; paths match the updateProfile input (address.postCode), so refusals land on fields. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  phoneNumber: PhoneValue;
  isBusiness: boolean;
  invoiceEmail: string;
  vatNumber: string;
  address: { companyName: string; postCode: string; houseNumber: string; suffix: string; street: string; city: string };
}

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'invoiceEmail',
  'vatNumber',
  'address.companyName',
  'address.postCode',
  'address.houseNumber',
  'address.suffix',
  'address.street',
  'address.city',
] as const;

const text = (value: string | null | undefined) => value ?? '';

export function profileValues(profile: ProfileDetails_ProfileFragment, storeCountry: string): ProfileValues {
  const a = profile.address;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: (profile.phoneNumber && phoneInputValue(profile.phoneNumber)) || { callingCode: BILLING_COUNTRIES[storeCountry] ?? '+44', number: '' },
    isBusiness: Boolean(a?.companyName || profile.vatNumber || profile.invoiceEmail),
    invoiceEmail: text(profile.invoiceEmail),
    vatNumber: text(profile.vatNumber),
    address: {
      companyName: text(a?.companyName),
      postCode: text(a?.postCode),
      houseNumber: text(a?.houseNumber),
      suffix: text(a?.suffix),
      street: text(a?.street),
      city: text(a?.city),
    },
  };
}

/**
 * The updateProfile input. Business details are cleared for a private customer. The address goes along when any of
 * its fields (the company name included, which lives on the address) is filled, and then takes the postal rules;
 * left empty, the stored address stays as it is.
 */
export function toProfileInput(values: ProfileValues, administrativeArea?: string | null): ProfileInput {
  const a = values.address;
  const companyName = values.isBusiness ? a.companyName.trim() : '';
  const postal = [a.postCode, a.houseNumber, a.suffix, a.street, a.city].some((v) => v.trim());
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: joinPhoneNumber(values.phoneNumber),
    invoiceEmail: values.isBusiness ? values.invoiceEmail.trim() : '',
    vatNumber: values.isBusiness ? values.vatNumber.trim() : '',
    address:
      postal || companyName
        ? {
            companyName: companyName || null,
            postCode: a.postCode.trim().toUpperCase(),
            houseNumber: a.houseNumber.trim(),
            suffix: a.suffix.trim() || null,
            street: a.street.trim(),
            city: a.city.trim(),
            administrativeArea: administrativeArea ?? null,
          }
        : null,
  };
}

/** The gateway's profile rules (util-validation), plus a company name for a business customer. */
export function validateProfile(values: ProfileValues, language: string, storeCountry: string) {
  const m = checkoutMessages(language);
  const input = toProfileInput(values);
  const failures = profileErrors({ ...input, address: input.address && { ...input.address, countryCode: storeCountry } }, m);
  if (values.isBusiness && !values.address.companyName.trim() && !failures.some((f) => f.path === 'address.companyName')) {
    failures.push({ path: 'address.companyName', message: m.companyNameRequired });
  }
  return nestedErrors(failures);
}
