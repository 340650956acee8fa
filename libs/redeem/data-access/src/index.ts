export { CheckBalanceMutation } from './lib/balance-check.documents';
export { readRedeemToken, REDEEM_TOKEN_KEY, storeRedeemToken } from './lib/redeem-token';
export { useBalanceCheck, type BalanceCheckOutcome, type BalanceCheckRequest } from './lib/use-balance-check';
