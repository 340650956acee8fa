/** Messages of the quote request and contact form rules, per language (spec §5 wording where it has one). */
export interface EnquiryMessages {
  companyRequired: string;
  nameRequired: string;
  tooLong: (max: number) => string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  phoneInvalid: string;
  linesRequired: string;
  tooManyLines: (max: number) => string;
  productRequired: string;
  quantityInvalid: (max: number) => string;
  valueInvalid: string;
  deliveryMethodRequired: string;
  deliveryDateInvalid: string;
  subjectRequired: string;
  messageRequired: string;
  orderReferenceInvalid: string;
  unsafeCharacters: string;
  captchaRequired: string;
}

const en: EnquiryMessages = {
  companyRequired: 'Company name is a required field',
  nameRequired: 'Name is a required field',
  tooLong: (max) => `This field must not be longer than ${max} characters`,
  emailRequired: 'E-mail address is a required field',
  emailInvalid: 'Please enter a valid e-mail address',
  phoneRequired: 'Phone number is a required field',
  phoneInvalid: 'Please enter a valid phone number',
  linesRequired: 'Add at least one gift card',
  tooManyLines: (max) => `A quote request takes at most ${max} lines`,
  productRequired: 'Gift card is a required field',
  quantityInvalid: (max) => `Enter a number of cards between 1 and ${max}`,
  valueInvalid: 'Enter a value per card in whole units',
  deliveryMethodRequired: 'Choose digital or physical delivery',
  deliveryDateInvalid: 'Choose a delivery date from today',
  subjectRequired: 'Subject is a required field',
  messageRequired: 'Message is a required field',
  orderReferenceInvalid: 'An order reference holds letters, digits and dashes, e.g. GCUK-100001',
  unsafeCharacters: 'This field contains characters that cannot be used',
  captchaRequired: 'Please confirm that you are not a robot',
};

const nl: EnquiryMessages = {
  companyRequired: 'Bedrijfsnaam is een verplicht veld',
  nameRequired: 'Naam is een verplicht veld',
  tooLong: (max) => `Dit veld mag niet langer zijn dan ${max} tekens`,
  emailRequired: 'E-mailadres is een verplicht veld',
  emailInvalid: 'Vul een geldig e-mailadres in',
  phoneRequired: 'Telefoonnummer is een verplicht veld',
  phoneInvalid: 'Vul een geldig telefoonnummer in',
  linesRequired: 'Voeg minstens één cadeaubon toe',
  tooManyLines: (max) => `Een offerteaanvraag heeft hoogstens ${max} regels`,
  productRequired: 'Cadeaubon is een verplicht veld',
  quantityInvalid: (max) => `Vul een aantal bonnen tussen 1 en ${max} in`,
  valueInvalid: 'Vul een bedrag per bon in hele euro’s in',
  deliveryMethodRequired: 'Kies digitale of fysieke bezorging',
  deliveryDateInvalid: 'Kies een leverdatum vanaf vandaag',
  subjectRequired: 'Onderwerp is een verplicht veld',
  messageRequired: 'Bericht is een verplicht veld',
  orderReferenceInvalid: 'Een bestelnummer bestaat uit letters, cijfers en streepjes, bijv. CB-100001',
  unsafeCharacters: 'Dit veld bevat tekens die niet gebruikt kunnen worden',
  captchaRequired: 'Bevestig dat je geen robot bent',
};

const catalogues: Record<string, EnquiryMessages> = { en, nl };

/** The enquiry messages of a language; English when the language has none. */
export const enquiryMessages = (language: string): EnquiryMessages => catalogues[language] ?? en;
