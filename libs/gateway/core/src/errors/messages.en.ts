import type { ErrorCodeName } from './codes';

/** English messages; {product} is the brand's word for a gift card, other {names} are parameters. */
export const en: Record<ErrorCodeName, string> = {
  GENERAL:
    'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.',
  UNKNOWN_STORE: 'Unknown store {storeID}.',
  UNKNOWN_LANGUAGE: 'The language {language} is not available in this store.',
  INVALID_COUNTRY: 'The country {countryCode} is not a valid country code.',
  INVALID_INPUT: '{reason}',
  NOT_FOUND: 'We could not find what you are looking for.',
  NOT_AVAILABLE_YET: 'This feature is not available yet.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  CAPTCHA_FAILED: 'We could not verify that you are not a robot. Please try again.',

  THIRD_PARTY_SUM_LIMIT:
    'Exceeded the third-party platform {product} sum limit in the order. The limit is {limit} per order.',
  CARD_LIMIT: 'Exceeding of {product} limit in the order',
  OUT_OF_STOCK: 'Not possible to continue with this {product} because currently it is out the stock.',
  TEST_CARD: 'A test {product} cannot be added to the basket.',
  ZERO_VALUE_CART: 'It is not possible to create a basket with a zero balance.',
  INVALID_PERSONAL_MESSAGE: 'Your personal message must not exceed 150 characters',
  PERSONAL_MESSAGE_EMPTY: 'Your personal message must not be empty',
  PERSONAL_MESSAGE_EMOJI: 'Your personal message must not contain emoji',
  PAYMENT_FRAUD:
    'We were unable to process your payment. Please try a different payment method or contact your bank for more information.',
  PAYMENT_RETRY_LIMIT: 'Too many attempts have been made. Please try again later or use a different payment method.',
  PAYMENT_FAILED: 'Your payment did not go through. Please try again.',
  EMPTY_ORDER: 'We could not load this order.',
  ORDER_NOT_PAYABLE: 'This order can no longer be paid.',
  ORDER_NOT_CANCELABLE: 'This order can no longer be cancelled.',

  LOGIN_ALREADY_LOGGED_IN: 'You are already logged in.',
  LOGIN_INVALID_EMAIL: 'Please enter a valid e-mail address.',
  LOGIN_UNKNOWN_EMAIL: 'We do not know this e-mail address.',
  LOGIN_WRONG_CREDENTIALS: 'The combination of e-mail address and password is not correct.',
  LOGIN_FAILED: 'Something went wrong, please try again.',
  ACCOUNT_EXISTS: 'An account with this e-mail address already exists.',
  PASSWORD_CHARACTERS: 'Your password may contain only latin letters, digits and symbols.',
  PASSWORD_TOO_SHORT: 'Your password must be at least 8 characters long.',
  PASSWORD_TOO_COMMON: 'This password is too common and easy to guess. Please choose another one.',
  FIRST_NAME_REQUIRED: 'First name is a required field',
  NOT_LOGGED_IN: 'Please log in first.',
  WRONG_CURRENT_PASSWORD: 'Your current password is not correct.',
  PASSWORD_MISMATCH: 'The passwords do not match.',
  NO_USER_WITH_EMAIL: 'There is no account with this e-mail address.',
  EMAIL_NOT_SENT: 'We could not send the e-mail. Please try again later.',
  PASSWORD_RESET_INVALID: 'This link to set a new password is no longer valid. Please request a new one.',

  CARD_BLOCKED: 'This {product} is blocked.',
  CARD_EXPIRED: 'This {product} has expired.',
  CARD_NO_BALANCE: 'This {product} has no balance left.',
  CARD_NOT_ACTIVATED: 'This {product} has not been activated yet.',
  CARD_UNKNOWN: "We don't know this number, please check the number and try again.",
  CARD_WRONG_STORE: 'This {product} cannot be used in this store.',
  CARD_ALREADY_ADDED: 'This {product} has already been added.',
  CARD_NOT_ALLOWED: 'This {product} cannot be used here.',
  CARD_MIXED_TYPES: 'This {product} cannot be combined with the cards already added.',
  PIN_RATE_LIMIT: 'Too many attempts with a wrong PIN. Please try again later.',
  REDEEM_SESSION_ENDED: 'Your session has ended. Please check your balance again to continue.',
  REDEEM_BALANCE_LEFT_TOO_LOW: 'Spend all of your balance, or leave at least {min} on your {product}.',

  ACTIVATION_SIMULATION_FAILED: 'We could not activate this card. Please check the number and try again.',
  ACTIVATION_PREFIX_NOT_ALLOWED: 'This card cannot be activated here: card prefix not allowed.',
  ACTIVATION_INVALID_EMAIL: 'Please enter a valid e-mail address.',

  DOUBLER_ALREADY_ENTERED: 'This {product} is already taking part in the draw of {date}.',
};
