/**
 * Messages of the balance check rules, per language. The unknown-number text is the spec's (§5) and the gateway's
 * CARD_UNKNOWN answer, so a number refused by the form reads the same as one refused by the gateway.
 */
export interface BalanceCheckMessages {
  cardNumberRequired: string;
  cardNumberInvalid: string;
  pinRequired: string;
  pinInvalid: string;
  /** Nothing is sent without a solved captcha (spec §5). */
  captchaRequired: string;
}

const en: BalanceCheckMessages = {
  cardNumberRequired: 'Card number is a required field',
  cardNumberInvalid: "We don't know this number, please check the number and try again.",
  pinRequired: 'PIN is a required field',
  pinInvalid: 'The PIN has 6 digits',
  captchaRequired: 'Please confirm that you are not a robot',
};

const nl: BalanceCheckMessages = {
  cardNumberRequired: 'Kaartnummer is een verplicht veld',
  cardNumberInvalid: 'We kennen dit nummer niet. Controleer het nummer en probeer het opnieuw.',
  pinRequired: 'Pincode is een verplicht veld',
  pinInvalid: 'De pincode heeft 6 cijfers',
  captchaRequired: 'Bevestig dat je geen robot bent',
};

const catalogues: Record<string, BalanceCheckMessages> = { en, nl };

/** The balance check messages of a language; English when the language has none. */
export const balanceCheckMessages = (language: string): BalanceCheckMessages => catalogues[language] ?? en;
