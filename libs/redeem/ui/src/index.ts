export { BalanceCheckForm, type BalanceCheckFormProps } from './lib/balance-check-form/balance-check-form';
export {
  BALANCE_CHECK_FIELDS,
  emptyBalanceCheck,
  toBalanceCheckRequest,
  type BalanceCheckField,
  type BalanceCheckServerErrors,
  type BalanceCheckValues,
} from './lib/balance-check-form/balance-check-values';
export { BalanceResult, type BalanceResultProps } from './lib/balance-result/balance-result';
export { CAPTCHA_CHALLENGE_URL, CaptchaField, type CaptchaFieldProps } from './lib/captcha/captcha-field';
export { redeemUiMessages, type RedeemUiMessages } from './lib/messages';
