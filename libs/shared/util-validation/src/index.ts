export { amountSchema, parseWholeUnits, type AmountMessages } from './lib/amount';
export { PHONE_PATTERN, phoneDigitBounds, phoneError, phoneSchema, type PhoneMessages, type PhoneValue } from './lib/phone';
