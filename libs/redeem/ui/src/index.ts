export { AddCardModal, type AddCardModalProps } from './lib/add-card-modal/add-card-modal';
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
export { CardNumberModal, type CardNumberModalProps } from './lib/card-number-modal/card-number-modal';
export { cardNumberMessages } from './lib/card-number-modal/messages';
export { CAPTCHA_CHALLENGE_URL, CaptchaField, type CaptchaFieldProps } from '@giftshop/shared-ui';
export { HolderCard, type HolderCardProps } from './lib/holder-card/holder-card';
export { LeaveRedeemModal, type LeaveRedeemModalProps } from './lib/leave-redeem-modal/leave-redeem-modal';
export { MoreInfoModal, type MoreInfoModalProps } from './lib/more-info-modal/more-info-modal';
export { NiceToKnowModal, type NiceToKnowModalProps } from './lib/nice-to-know-modal/nice-to-know-modal';
export { niceToKnowMessages } from './lib/nice-to-know-modal/messages';
export { RedeemDoublerModal, type RedeemDoublerModalProps } from './lib/redeem-doubler-modal/redeem-doubler-modal';
export { redeemDoublerMessages } from './lib/redeem-doubler-modal/messages';
export {
  REDEEM_DOUBLER_FIELDS,
  toRedeemDoublerRequest,
  type RedeemDoublerServerErrors,
  type RedeemDoublerValues,
} from './lib/redeem-doubler-modal/redeem-doubler-values';
export { RedirectModal, type RedirectModalProps } from './lib/redirect-modal/redirect-modal';
export { brandOf } from './lib/brand-of';
export { redeemUiMessages, type RedeemUiMessages } from './lib/messages';
export { PlacedRedeemOrder, type PlacedRedeemOrderProps } from './lib/placed-redeem-order/placed-redeem-order';
export { RedeemBillingForm, type RedeemBillingFormProps } from './lib/redeem-billing-form/redeem-billing-form';
export { prefilledRedeemBilling, REDEEM_BILLING_FIELDS, toPlaceRedeemOrder, type RedeemBillingValues } from './lib/redeem-billing-form/redeem-billing-values';
export { RedeemOrderSummary, type RedeemOrderSummaryProps } from './lib/redeem-order-summary/redeem-order-summary';
export { RedeemPackageModal, type RedeemPackageModalProps, type RedeemPackageServerErrors } from './lib/redeem-package-form/redeem-package-modal';
export { redeemPackageEdit, type RedeemPackageEdit } from './lib/redeem-package-form/redeem-package-edit';
export { redeemPackageMessages, type RedeemPackageMessages } from './lib/redeem-package-form/messages';
export { redeemPackageFieldOf } from './lib/redeem-package-form/redeem-package-rules';
export { toRedeemPackageInput, toUpdateRedeemPackageInput, type RedeemDelivery, type RedeemPackageValues } from './lib/redeem-package-form/redeem-package-values';
export { RedeemProducts, type RedeemProductsProps } from './lib/redeem-products/redeem-products';
export { SHOP_FRAME_SANDBOX, ShopIframeModal, type ShopIframeModalProps } from './lib/shop-iframe-modal/shop-iframe-modal';
