export { CUT_OFF_MINUTES, CUT_OFF_WARNING_MINUTES, dispatchPlan, isWorkingDay, letterboxDelivery, localToday, type DispatchPlace, type DispatchPlan, type DispatchRequest, type DeliveryTypeName } from './lib/dispatch-plan';
export { isPublicHoliday, publicHolidays } from './lib/public-holidays';
export { addDays, isoWeekday, localMoment, zonedInstant, type LocalMoment } from './lib/local-time';
export { BLANK_PACK_CARDS, CARD_LIMIT, DELIVERY_DATE_MAX_DAYS, cartLimits, type CartLimits } from './lib/cart-constants';
export { cartMessages, formatDate, formatMoney, type CartMessages } from './lib/cart.messages';
export { cardsPerItem, isCardItem, lineTotal, needsRegisteredPost, priceCart, type CardKind, type CartPricing } from './lib/cart-pricing';
export { checkCartRules, type CartRuleOptions } from './lib/cart-rules';
export * as cartRepository from './lib/cart.repository';
export { CART_ROWS_COLUMNS, cartRowsFromJson, isUuid, type CartJson, type AddressRow, type CartItemRow, type CartProductRow, type CartRows, type CartVariationRow, type ExtraRow, type ItemRow, type OrderRow, type PackageRow, type ShipmentRow } from './lib/cart.repository';
export * as cartWrites from './lib/cart-writes.repository';
export { buildCartView, type CartViewInput } from './lib/cart-view';
export { addressPostalLines, toAddress, toExtraVariation, toVariation } from './lib/cart-view-parts';
export { cartOrderSource, loadCartView } from './lib/load-cart-view';
export { findCartOrder, sessionOwnsOrder, type FindCartOptions } from './lib/find-cart-order';
export { checkCartForCheckout, checkCartRowsForCheckout, settleCart } from './lib/settle-cart';
export { lockCartForWrite } from './lib/lock-cart';
export { readCartForPlacing } from './lib/placing-cart';
export {
  checkAmount,
  checkDeliveryMoment,
  checkPersonalMessage,
  checkQuantity,
  checkReceivers,
  checkVariation,
  kindOf,
  parseId,
  requireAddress,
  type CheckedAddress,
  type CheckedReceiver,
  type DeliveryMoment,
} from './lib/input/cart-input';
export { checkGiftPacking, checkWrapper, extraVariations, messageExtra } from './lib/input/cart-extras';
export { addressOf, shipmentFor, type CartShipment, type ShipmentTarget } from './lib/input/cart-shipments';
export { createDigitalCart, type FirstPackage } from './lib/new-cart.repository';
