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
export { argon2Verify, createPinCheck, generatePin, hashPin, verifyPin, type PinCheck, type SecretVerifier } from './lib/pin';
export { findRedeemSession, hashRedeemToken, isRedeemTokenOf, issueRedeemToken, REDEEM_TOKEN_MINUTES, type RedeemSession } from './lib/redeem-token';
