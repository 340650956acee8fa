import { pgEnum } from 'drizzle-orm/pg-core';

export const productTypeEnum = pgEnum('product_type', ['GIFT_CARD', 'GIFT_CARD_BLANK', 'DONATION']);
export const deliveryTypeEnum = pgEnum('delivery_type', ['DIGITAL', 'PHYSICAL']);
export const extraKindEnum = pgEnum('extra_kind', ['WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE']);
export const vocabularyEnum = pgEnum('vocabulary', ['CATEGORY', 'OCCASION']);
export const pageTypeEnum = pgEnum('page_type', ['HOME', 'INFO', 'HELP', 'LANDING', 'BUSINESS', 'OCCASION', 'BLOG']);
export const hrefTypeEnum = pgEnum('href_type', ['RELATIVE', 'ABSOLUTE']);
export const customerTypeEnum = pgEnum('customer_type', ['PRIVATE', 'BUSINESS']);
export const orderStatusEnum = pgEnum('order_status', ['CART', 'PENDING', 'COMPLETED', 'CANCELED']);
export const orderTypeEnum = pgEnum('order_type', ['REGULAR', 'REORDER', 'ACTIVATION', 'REDEEM']);
export const deliveryModeEnum = pgEnum('delivery_mode', ['DEFAULT', 'SINGLE', 'SPLIT']);
export const orderItemKindEnum = pgEnum('order_item_kind', [
  'GIFT_CARD',
  'BLANK_GIFT_CARD_PACK',
  'DONATION',
  'WRAPPER',
  'DIGITAL_WRAPPER',
  'GIFT_PACKING',
  'PERSONAL_MESSAGE',
]);
export const discountKindEnum = pgEnum('discount_kind', ['ABSOLUTE', 'RELATIVE']);
export const paymentMethodEnum = pgEnum('payment_method', [
  'ideal',
  'invoice',
  'bancontact',
  'belfius',
  'kbccbc',
  'carteBancaire',
  'amex',
  'mastercard',
  'visa',
  'paypal',
  'secure',
  'banktransfer',
  'klarna',
  'eps',
  'twint',
  'przelewy24',
  'blik',
  'swish',
  'mobilepay',
  'vipps',
  'pix',
  'boleto',
  'oxxo',
  'interac',
  'afterpay',
  'poli',
  'multibanco',
  'mbway',
  'bizum',
  'satispay',
  'applepay',
  'googlepay',
]);
export const paymentStatusEnum = pgEnum('payment_status', ['OPEN', 'PENDING', 'PAID', 'FAILED', 'CANCELED', 'EXPIRED']);
export const giftCardStatusEnum = pgEnum('gift_card_status', ['INACTIVE', 'ACTIVE', 'BLOCKED']);
export const ledgerReasonEnum = pgEnum('ledger_reason', ['ISSUE', 'ACTIVATION', 'REDEEM', 'REFUND', 'DOUBLER', 'EXPIRY', 'ADJUSTMENT']);
export const outboxStatusEnum = pgEnum('outbox_status', ['PENDING', 'SENT', 'FAILED']);
export const jobStatusEnum = pgEnum('job_status', ['PENDING', 'RUNNING', 'DONE', 'FAILED']);
export const addressKindEnum = pgEnum('address_kind', ['DELIVERY', 'BILLING']);
