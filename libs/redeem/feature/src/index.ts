export { BalanceCheckPage } from './lib/balance-check/balance-check-page';
export { redeemLoads } from './lib/loaders';
export { redeemMessages, type RedeemMessages } from './lib/messages';
export { RedeemCheckoutPage } from './lib/redeem-checkout/redeem-checkout-page';
export { RedeemShopPage } from './lib/redeem-shop/redeem-shop-page';
export { RedeemBusinessShopPage } from './lib/redeem-pages/redeem-business-shop-page';
export { RedeemInfoPage } from './lib/redeem-pages/redeem-info-page';
export { redeemPageIdOf } from './lib/redeem-pages/redeem-page-id';
