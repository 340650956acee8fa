import type { AmountMessages } from './amount';

/**
 * Messages of the Choice card activation rules, per language. The e-mail text is the gateway's
 * ACTIVATION_INVALID_EMAIL (2303) answer, so a form error and a gateway refusal read the same.
 */
export interface ActivationMessages {
  cardNumberRequired: string;
  cardNumberInvalid: string;
  emailRequired: string;
  emailInvalid: string;
  amountRequired: string;
  amountWholeUnits: string;
  /** {min}: the smallest value, formatted. */
  amountMin: string;
  /** {max}: the largest value, formatted. */
  amountMax: string;
}

const en: ActivationMessages = {
  cardNumberRequired: 'Card number is a required field',
  cardNumberInvalid: 'Enter the 19 digits of the card number as printed on the card',
  emailRequired: 'E-mail address is a required field',
  emailInvalid: 'Please enter a valid e-mail address.',
  amountRequired: 'Choose the value to put on the card',
  amountWholeUnits: 'Enter a whole amount, without cents',
  amountMin: 'The value is at least {min}',
  amountMax: 'The value is at most {max}',
};

const nl: ActivationMessages = {
  cardNumberRequired: 'Kaartnummer is een verplicht veld',
  cardNumberInvalid: 'Vul de 19 cijfers van het kaartnummer in zoals ze op de kaart staan',
  emailRequired: 'E-mailadres is een verplicht veld',
  emailInvalid: 'Vul een geldig e-mailadres in.',
  amountRequired: 'Kies de waarde die op de kaart komt',
  amountWholeUnits: 'Vul een heel bedrag in, zonder centen',
  amountMin: 'De waarde is minimaal {min}',
  amountMax: 'De waarde is maximaal {max}',
};

const catalogues: Record<string, ActivationMessages> = { en, nl };

/** The activation messages of a language; English when the language has none. */
export const activationMessages = (language: string): ActivationMessages => catalogues[language] ?? en;

/** The amount messages of the activation rules, with the formatted bounds filled in. */
export const activationAmountMessages = (m: ActivationMessages): AmountMessages => ({
  required: m.amountRequired,
  wholeUnits: m.amountWholeUnits,
  min: (min) => m.amountMin.replace('{min}', min),
  max: (max) => m.amountMax.replace('{max}', max),
});
