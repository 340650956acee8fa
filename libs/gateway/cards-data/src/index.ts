export { BALANCE_CHECK_LIMITS, type AttemptLimit, type BalanceCheckRuntime, type CaptchaCheck } from './lib/card-access.types';
export { openCard, type CardCredentials } from './lib/open-card';
export { cardRefusal, maskCardNumber, type CardRefusal, type GiftCardRow } from './lib/card-state';
export { cardPaidAmount, postLedgerEntry, refundOrderCards, type LedgerMovement, type LedgerOutcome, type LedgerReason } from './lib/ledger';
export { generatePin, hashPin, verifyPin } from './lib/pin';
export { findRedeemSession, hashRedeemToken, issueRedeemToken, REDEEM_TOKEN_MINUTES, type RedeemSession } from './lib/redeem-token';
