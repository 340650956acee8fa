export { amountSchema, type AmountMessages } from './lib/amount';
export { parseWholeUnits } from './lib/whole-units';
export { phoneError, phoneNumberE164, phoneSchema, phoneValueE164, type PhoneMessages, type PhoneValue } from './lib/phone';
export { emailAddress, isEmailAddress } from './lib/email';
export { hasUnsafeCharacters, safeText, unsafeCharactersMessage } from './lib/text';
export { isValidPostcode, postcodeRequired } from './lib/postcode';
export { joinPhoneNumber, phoneInputValue, splitPhoneNumber } from './lib/calling-codes';
export { checkoutMessages, type CheckoutMessages } from './lib/checkout-messages';
export {
  billingAddressSchema,
  businessDetailsSchema,
  checkoutErrors,
  checkoutSchema,
  termsSchema,
  COMPANY_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  STREET_MIN_LENGTH,
  type CheckoutDetails,
  type FieldError,
} from './lib/checkout';
export { PERSONAL_MESSAGE_MAX, characterCount, containsEmoji, personalMessageProblem, type PersonalMessageProblem } from './lib/personal-message';
export { isDeliveryTime, isIsoDate } from './lib/delivery';
export { isGclid } from './lib/gclid';
export { basketMessages, type BasketMessages } from './lib/basket-messages';
export { deliveryAddressSchema, receiverErrors, receiverSchema, type DeliveryType } from './lib/receiver';
export { splitFieldErrors, type FieldReferencingError } from './lib/field-errors';
export { balanceCheckMessages, type BalanceCheckMessages } from './lib/balance-check-messages';
export { balanceCheckSchema, groupCardNumber } from './lib/balance-check';
export { CARD_NUMBER_LENGTH, hasValidCheckDigit, luhnCheckDigit, normalizeCardNumber, PIN_LENGTH } from './lib/card-number';
export { activationAmountMessages, activationMessages, type ActivationMessages } from './lib/activation-messages';
export { activationEmailSchema, activationSchema, isActivationEmail } from './lib/activation';
export { doublerEntryMessages, type DoublerEntryMessages } from './lib/doubler-entry-messages';
export { DOUBLER_NAME_MAX_LENGTH, doublerEntryErrors, doublerEntrySchema, type DoublerEntry } from './lib/doubler-entry';
export {
  PASSWORD_CHARACTERS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SHOP_PASSWORD_WORDS,
  isAccountEmail,
  passwordProblem,
  type PasswordContext,
  type PasswordProblem,
} from './lib/account';
export { addressBookErrors, addressBookSchema, profileErrors, profileSchema } from './lib/profile';
export { postalAddressLine, postalAddressLines, type PostalAddressParts } from './lib/postal-address';
export { enquiryMessages, type EnquiryMessages } from './lib/enquiry-messages';
export {
  CONTACT_SUBJECTS,
  ENQUIRY_MESSAGE_MAX_LENGTH,
  ENQUIRY_NAME_MAX_LENGTH,
  QUOTE_DELIVERY_METHODS,
  QUOTE_MAX_LINES,
  QUOTE_MAX_QUANTITY,
  QUOTE_MAX_VALUE,
  contactMessageErrors,
  contactMessageSchema,
  localToday,
  quoteRequestErrors,
  quoteRequestSchema,
  type ContactMessage,
  type QuoteLine,
  type QuoteRequest,
} from './lib/enquiry';
