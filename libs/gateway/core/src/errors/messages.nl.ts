import type { ErrorCodeName } from './codes';

/** Nederlandse meldingen; {product} is het woord van het merk voor een cadeaubon. */
export const nl: Record<ErrorCodeName, string> = {
  GENERAL:
    'Oh oh, er is iets misgegaan. We werken al aan een oplossing. Probeer het later nog eens. Onze excuses voor het ongemak.',
  UNKNOWN_STORE: 'Onbekende winkel {storeID}.',
  UNKNOWN_LANGUAGE: 'De taal {language} is niet beschikbaar in deze winkel.',
  INVALID_COUNTRY: 'Het land {countryCode} is geen geldige landcode.',
  INVALID_INPUT: '{reason}',
  NOT_FOUND: 'We kunnen niet vinden wat je zoekt.',
  NOT_AVAILABLE_YET: 'Deze functie is nog niet beschikbaar.',
  RATE_LIMITED: 'Te veel verzoeken. Wacht even en probeer het opnieuw.',
  CAPTCHA_FAILED: 'We konden niet controleren dat je geen robot bent. Probeer het opnieuw.',

  THIRD_PARTY_SUM_LIMIT:
    'De maximale waarde aan {product}nen van externe platforms in deze bestelling is overschreden. De limiet is {limit} per bestelling.',
  CARD_LIMIT: 'Het maximale aantal {product}nen in de bestelling is overschreden',
  OUT_OF_STOCK: 'Het is niet mogelijk om verder te gaan met deze {product}, want deze is momenteel niet op voorraad.',
  TEST_CARD: 'Een test-{product} kan niet aan het winkelmandje worden toegevoegd.',
  ZERO_VALUE_CART: 'Het is niet mogelijk een winkelmandje zonder saldo aan te maken.',
  INVALID_PERSONAL_MESSAGE: 'Je persoonlijke boodschap mag niet langer zijn dan 150 tekens',
  PERSONAL_MESSAGE_EMPTY: 'Je persoonlijke boodschap mag niet leeg zijn',
  PERSONAL_MESSAGE_EMOJI: 'Je persoonlijke boodschap mag geen emoji bevatten',
  PAYMENT_FRAUD:
    'We konden je betaling niet verwerken. Probeer een andere betaalmethode of neem contact op met je bank voor meer informatie.',
  PAYMENT_RETRY_LIMIT: 'Er zijn te veel pogingen gedaan. Probeer het later opnieuw of gebruik een andere betaalmethode.',
  PAYMENT_FAILED: 'Je betaling is niet gelukt. Probeer het opnieuw.',
  EMPTY_ORDER: 'We konden deze bestelling niet laden.',
  ORDER_NOT_PAYABLE: 'Deze bestelling kan niet meer worden betaald.',
  ORDER_NOT_CANCELABLE: 'Deze bestelling kan niet meer worden geannuleerd.',

  LOGIN_ALREADY_LOGGED_IN: 'Je bent al ingelogd.',
  LOGIN_INVALID_EMAIL: 'Vul een geldig e-mailadres in.',
  LOGIN_UNKNOWN_EMAIL: 'We kennen dit e-mailadres niet.',
  LOGIN_WRONG_CREDENTIALS: 'De combinatie van e-mailadres en wachtwoord klopt niet.',
  LOGIN_FAILED: 'Er is iets misgegaan, probeer het opnieuw.',
  ACCOUNT_EXISTS: 'Er bestaat al een account met dit e-mailadres.',
  PASSWORD_CHARACTERS: 'Je wachtwoord mag alleen latijnse letters, cijfers en symbolen bevatten.',
  PASSWORD_TOO_SHORT: 'Je wachtwoord moet minstens 8 tekens lang zijn.',
  PASSWORD_TOO_COMMON: 'Dit wachtwoord komt te vaak voor en is makkelijk te raden. Kies een ander wachtwoord.',
  FIRST_NAME_REQUIRED: 'Voornaam is een verplicht veld',
  NOT_LOGGED_IN: 'Log eerst in.',
  WRONG_CURRENT_PASSWORD: 'Je huidige wachtwoord klopt niet.',
  PASSWORD_MISMATCH: 'De wachtwoorden komen niet overeen.',
  NO_USER_WITH_EMAIL: 'Er is geen account met dit e-mailadres.',
  EMAIL_NOT_SENT: 'We konden de e-mail niet versturen. Probeer het later opnieuw.',
  PASSWORD_RESET_INVALID: 'Deze link om een nieuw wachtwoord in te stellen is niet meer geldig. Vraag een nieuwe aan.',

  CARD_BLOCKED: 'Deze {product} is geblokkeerd.',
  CARD_EXPIRED: 'Deze {product} is verlopen.',
  CARD_NO_BALANCE: 'Op deze {product} staat geen saldo meer.',
  CARD_NOT_ACTIVATED: 'Deze {product} is nog niet geactiveerd.',
  CARD_UNKNOWN: 'We kennen dit nummer niet. Controleer het nummer en probeer het opnieuw.',
  CARD_WRONG_STORE: 'Deze {product} kan niet in deze winkel worden gebruikt.',
  CARD_ALREADY_ADDED: 'Deze {product} is al toegevoegd.',
  CARD_NOT_ALLOWED: 'Deze {product} kan hier niet worden gebruikt.',
  CARD_MIXED_TYPES: 'Deze {product} kan niet worden gecombineerd met de al toegevoegde kaarten.',
  PIN_RATE_LIMIT: 'Te veel pogingen met een verkeerde pincode. Probeer het later opnieuw.',
  REDEEM_SESSION_ENDED: 'Je sessie is verlopen. Controleer je saldo opnieuw om verder te gaan.',
  REDEEM_BALANCE_LEFT_TOO_LOW: 'Besteed je hele saldo, of laat minstens {min} op je {product} staan.',

  ACTIVATION_SIMULATION_FAILED: 'We konden deze kaart niet activeren. Controleer het nummer en probeer het opnieuw.',
  ACTIVATION_PREFIX_NOT_ALLOWED: 'Deze kaart kan hier niet worden geactiveerd: kaartprefix niet toegestaan.',
  ACTIVATION_INVALID_EMAIL: 'Vul een geldig e-mailadres in.',

  DOUBLER_ALREADY_ENTERED: 'Deze {product} doet al mee aan de trekking van {date}.',
};
