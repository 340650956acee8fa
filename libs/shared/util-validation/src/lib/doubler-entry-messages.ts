/**
 * Messages of the doubler entry rules, per language. The unknown-number text is the spec's (§5) and the gateway's
 * CARD_UNKNOWN answer, so a number refused by the form reads the same as one refused by the gateway.
 */
export interface DoublerEntryMessages {
  nameRequired: string;
  nameTooLong: (max: number) => string;
  emailRequired: string;
  emailInvalid: string;
  cardNumberRequired: string;
  cardNumberInvalid: string;
  pinRequired: string;
  pinInvalid: string;
  /** Nothing is sent without a solved captcha (spec §5). */
  captchaRequired: string;
}

const en: DoublerEntryMessages = {
  nameRequired: 'Name is a required field',
  nameTooLong: (max) => `Your name must not be longer than ${max} characters`,
  emailRequired: 'E-mail address is a required field',
  emailInvalid: 'Please enter a valid e-mail address',
  cardNumberRequired: 'Card number is a required field',
  cardNumberInvalid: "We don't know this number, please check the number and try again.",
  pinRequired: 'PIN is a required field',
  pinInvalid: 'The PIN has 6 digits',
  captchaRequired: 'Please confirm that you are not a robot',
};

const nl: DoublerEntryMessages = {
  nameRequired: 'Naam is een verplicht veld',
  nameTooLong: (max) => `Je naam mag niet langer zijn dan ${max} tekens`,
  emailRequired: 'E-mailadres is een verplicht veld',
  emailInvalid: 'Vul een geldig e-mailadres in',
  cardNumberRequired: 'Kaartnummer is een verplicht veld',
  cardNumberInvalid: 'We kennen dit nummer niet. Controleer het nummer en probeer het opnieuw.',
  pinRequired: 'Pincode is een verplicht veld',
  pinInvalid: 'De pincode heeft 6 cijfers',
  captchaRequired: 'Bevestig dat je geen robot bent',
};

const catalogues: Record<string, DoublerEntryMessages> = { en, nl };

/** The doubler entry messages of a language; English when the language has none. */
export const doublerEntryMessages = (language: string): DoublerEntryMessages => catalogues[language] ?? en;
