export { CheckBalanceMutation, LinkedCardQuery } from './lib/balance-check.documents';
export {
  AddRedeemCardMutation,
  AddRedeemPackageMutation,
  EnterRedeemDoublerMutation,
  PlaceRedeemOrderMutation,
  RedeemOrderQuery,
  RedeemPaymentMethodsQuery,
  RedeemProductsQuery,
  RedeemSessionQuery,
  RemoveRedeemPackageMutation,
  UpdateRedeemPackageMutation,
} from './lib/redeem.documents';
export { RedeemPageQuery } from './lib/redeem-page.documents';
export { readRedeemToken, REDEEM_TOKEN_KEY, storeRedeemToken } from './lib/redeem-token';
export { useBalanceCheck, type BalanceCheckOutcome, type BalanceCheckRequest } from './lib/use-balance-check';
export { useRedeemMutations, usePlaceRedeemOrder, type PlacedRedeemOrderOutcome, type PlaceRedeemRequest, type RedeemCardRequest } from './lib/use-redeem-mutations';
export { REDEEM_ORDER_CHANGED, REDEEM_SESSION_ENDED, useRedeemOrder } from './lib/use-redeem-order';
export { useRedeemDoubler, type RedeemDoublerOutcome } from './lib/use-redeem-doubler';
export { useRedeemToken } from './lib/use-redeem-token';
export {
  initialRedeemState,
  orderPlaced,
  redeemReducers,
  redeemSlice,
  selectPlacedAmounts,
  selectRedeemToken,
  selectRedeemTokenRead,
  sessionRestarted,
  tokenChanged,
  type PlacedAmounts,
  type RedeemSliceState,
  type RedeemState,
} from './lib/redeem.slice';
export { keepRedeemToken, loadRedeemToken, restartRedeemSession, useRedeemDispatch, type RedeemDispatch } from './lib/redeem.thunks';
export { useLinkedCard } from './lib/use-linked-card';
