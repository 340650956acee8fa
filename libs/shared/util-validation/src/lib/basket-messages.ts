/**
 * Messages of the basket rules (receivers, personal message, delivery moment), per language. Address fields use
 * the checkout messages. The storefront form and the gateway take them from here, so a refusal reads the same.
 */
export interface BasketMessages {
  confirmEmailRequired: string;
  confirmEmailMismatch: string;
  addressRequired: string;
  personalMessageEmpty: string;
  personalMessageEmoji: string;
  /** The spec's text (§5). */
  personalMessageTooLong: string;
  deliveryDateInvalid: string;
  deliveryDatePast: string;
  deliveryTimeInvalid: string;
}

const en: BasketMessages = {
  confirmEmailRequired: 'Please repeat the e-mail address',
  confirmEmailMismatch: 'The e-mail addresses do not match',
  addressRequired: 'Please enter the delivery address',
  personalMessageEmpty: 'Your personal message must not be empty',
  personalMessageEmoji: 'Your personal message must not contain emoji',
  personalMessageTooLong: 'Your personal message must not exceed 150 characters',
  deliveryDateInvalid: 'Please choose a valid delivery date',
  deliveryDatePast: 'The delivery date cannot be in the past',
  deliveryTimeInvalid: 'Please choose a valid delivery time',
};

const nl: BasketMessages = {
  confirmEmailRequired: 'Herhaal het e-mailadres',
  confirmEmailMismatch: 'De e-mailadressen komen niet overeen',
  addressRequired: 'Vul het bezorgadres in',
  personalMessageEmpty: 'Je persoonlijke boodschap mag niet leeg zijn',
  personalMessageEmoji: 'Je persoonlijke boodschap mag geen emoji bevatten',
  personalMessageTooLong: 'Je persoonlijke boodschap mag niet langer zijn dan 150 tekens',
  deliveryDateInvalid: 'Kies een geldige bezorgdatum',
  deliveryDatePast: 'De bezorgdatum kan niet in het verleden liggen',
  deliveryTimeInvalid: 'Kies een geldig bezorgtijdstip',
};

const catalogues: Record<string, BasketMessages> = { en, nl };

/** The basket messages of a language; English when the language has none. */
export const basketMessages = (language: string): BasketMessages => catalogues[language] ?? en;
