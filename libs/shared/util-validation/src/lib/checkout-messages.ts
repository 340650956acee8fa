import { unsafeCharactersMessage } from './text';

/**
 * Messages of the checkout rules, per language. The storefront form and the gateway take them from here, so a
 * refusal reads the same in both; the phone and country texts are the spec's (§5).
 */
export interface CheckoutMessages {
  firstNameRequired: string;
  lastNameRequired: string;
  nameTooLong: (max: number) => string;
  countryRequired: string;
  emailRequired: string;
  emailInvalid: string;
  postCodeRequired: string;
  postCodeInvalid: string;
  houseNumberRequired: string;
  houseNumberInvalid: string;
  streetRequired: string;
  streetTooShort: (min: number) => string;
  cityRequired: string;
  phoneRequired: string;
  phoneInvalid: string;
  companyNameRequired: string;
  companyNameTooLong: (max: number) => string;
  kvkNumberRequired: string;
  vatNumberRequired: string;
  referenceRequired: string;
  /** Chamber of Commerce, VAT and reference numbers: 1 to 20 letters, digits, dots, hyphens or spaces. */
  businessNumberInvalid: string;
  invoiceEmailInvalid: string;
  termsRequired: string;
  paymentMethodUnavailable: string;
  issuerRequired: string;
  issuerUnknown: string;
  /** A text field holding control characters or a lone surrogate (text.ts). */
  charactersInvalid: string;
}

const en: CheckoutMessages = {
  firstNameRequired: 'First name is a required field',
  lastNameRequired: 'Last name is a required field',
  nameTooLong: (max) => `Please use at most ${max} characters`,
  countryRequired: 'Country is a required field',
  emailRequired: 'E-mail address is a required field',
  emailInvalid: 'Please enter a valid e-mail address',
  postCodeRequired: 'Postcode is a required field',
  postCodeInvalid: 'Please enter a valid postcode',
  houseNumberRequired: 'House number is a required field',
  houseNumberInvalid: 'House number must be a positive number',
  streetRequired: 'Street is a required field',
  streetTooShort: (min) => `Street must be at least ${min} characters`,
  cityRequired: 'City is a required field',
  phoneRequired: 'Phone number is a required field',
  phoneInvalid: 'Please enter valid phone number',
  companyNameRequired: 'Company name is a required field',
  companyNameTooLong: (max) => `Company name must be at most ${max} characters`,
  kvkNumberRequired: 'Chamber of Commerce number is a required field',
  vatNumberRequired: 'VAT number is a required field',
  referenceRequired: 'Reference is a required field',
  businessNumberInvalid: 'Please use 1 to 20 letters, digits, dots or hyphens',
  invoiceEmailInvalid: 'Please enter a valid invoice e-mail address',
  termsRequired: 'Please accept the terms and conditions',
  paymentMethodUnavailable: 'This payment method is not available, please choose another one',
  issuerRequired: 'Please choose your bank',
  issuerUnknown: 'Please choose one of the listed banks',
  charactersInvalid: unsafeCharactersMessage('en'),
};

const nl: CheckoutMessages = {
  firstNameRequired: 'Voornaam is een verplicht veld',
  lastNameRequired: 'Achternaam is een verplicht veld',
  nameTooLong: (max) => `Gebruik maximaal ${max} tekens`,
  countryRequired: 'Land is een verplicht veld',
  emailRequired: 'E-mailadres is een verplicht veld',
  emailInvalid: 'Vul een geldig e-mailadres in',
  postCodeRequired: 'Postcode is een verplicht veld',
  postCodeInvalid: 'Vul een geldige postcode in',
  houseNumberRequired: 'Huisnummer is een verplicht veld',
  houseNumberInvalid: 'Huisnummer moet een positief getal zijn',
  streetRequired: 'Straat is een verplicht veld',
  streetTooShort: (min) => `Straat moet minstens ${min} tekens hebben`,
  cityRequired: 'Plaats is een verplicht veld',
  phoneRequired: 'Telefoonnummer is een verplicht veld',
  phoneInvalid: 'Vul een geldig telefoonnummer in',
  companyNameRequired: 'Bedrijfsnaam is een verplicht veld',
  companyNameTooLong: (max) => `Bedrijfsnaam mag maximaal ${max} tekens hebben`,
  kvkNumberRequired: 'KvK-nummer is een verplicht veld',
  vatNumberRequired: 'Btw-nummer is een verplicht veld',
  referenceRequired: 'Referentie is een verplicht veld',
  businessNumberInvalid: 'Gebruik 1 tot 20 letters, cijfers, punten of streepjes',
  invoiceEmailInvalid: 'Vul een geldig e-mailadres voor facturen in',
  termsRequired: 'Ga akkoord met de algemene voorwaarden',
  paymentMethodUnavailable: 'Deze betaalmethode is niet beschikbaar, kies een andere',
  issuerRequired: 'Kies je bank',
  issuerUnknown: 'Kies een van de getoonde banken',
  charactersInvalid: unsafeCharactersMessage('nl'),
};

const catalogues: Record<string, CheckoutMessages> = { en, nl };

/** The checkout messages of a language; English when the language has none. */
export const checkoutMessages = (language: string): CheckoutMessages => catalogues[language] ?? en;
