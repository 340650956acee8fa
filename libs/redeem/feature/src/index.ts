export { BalanceCheckPage } from './lib/balance-check/balance-check-page';
export { redeemLoads } from './lib/loaders';
export { redeemMessages, type RedeemMessages } from './lib/messages';
