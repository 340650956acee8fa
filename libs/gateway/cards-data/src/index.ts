export {
  BALANCE_CHECK_LIMITS,
  type AttemptLimit,
  type BalanceCheckRuntime,
  type CaptchaCheck,
  type CardPinRuntime,
} from './lib/card-access.types';
export { openCard, pinRateLimited, proveCard, type CardCredentials } from './lib/open-card';
export { cardRefusal, maskCardNumber, type CardRefusal, type GiftCardRow } from './lib/card-state';
export {
  cardPaidAmount,
  orderCardRefunds,
  postLedgerEntry,
  refundOrderCards,
  type LedgerMovement,
  type LedgerOutcome,
  type LedgerReason,
  type OrderCardRefund,
} from './lib/ledger';
export { argon2Verify, createPinCheck, type PinCheck, type PinMatch, type SecretVerifier } from './lib/pin';
export {
  createPinHasher,
  DEV_PIN_PEPPER,
  generatePin,
  PIN_HASH_OPTIONS,
  type PinHasher,
  type PinPeppers,
} from './lib/pin-hash';
export { findRedeemSession, hashRedeemToken, isRedeemTokenOf, issueRedeemToken, REDEEM_TOKEN_MINUTES, type RedeemSession } from './lib/redeem-token';
export { createCardSecrets, type CardSecrets } from './lib/card-secrets';
