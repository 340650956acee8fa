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
}

const en: DoublerEntryMessages = {
  nameRequired: 'Name is a required field',
  nameTooLong: (max) => `Your name must not be longer than ${max} characters`,
  emailRequired: 'E-mail address is a required field',
  emailInvalid: 'Please enter a valid e-mail address',
  cardNumberRequired: 'Card number is a required field',
  cardNumberInvalid: "We don't know this number, please check the number and try again.",
};

const nl: DoublerEntryMessages = {
  nameRequired: 'Naam is een verplicht veld',
  nameTooLong: (max) => `Je naam mag niet langer zijn dan ${max} tekens`,
  emailRequired: 'E-mailadres is een verplicht veld',
  emailInvalid: 'Vul een geldig e-mailadres in',
  cardNumberRequired: 'Kaartnummer is een verplicht veld',
  cardNumberInvalid: 'We kennen dit nummer niet. Controleer het nummer en probeer het opnieuw.',
};

const catalogues: Record<string, DoublerEntryMessages> = { en, nl };

/** The doubler entry messages of a language; English when the language has none. */
export const doublerEntryMessages = (language: string): DoublerEntryMessages => catalogues[language] ?? en;
