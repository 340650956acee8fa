import { boolean, date, index, integer, pgSequence, pgTable, serial, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, currency, money, updatedAt } from './columns';
import {
  customerTypeEnum,
  deliveryModeEnum,
  deliveryTypeEnum,
  discountKindEnum,
  orderItemKindEnum,
  orderStatusEnum,
  orderTypeEnum,
  paymentMethodEnum,
} from './enums';
import { addresses, users } from './accounts';
import { extras, products, variations } from './catalogue';
import { redeemPages } from './redeem-pages';
import { stores } from './stores';

/** Numbers placed orders' reference numbers (e.g. GCUK-100001): short, unique, easy to quote on the phone. */
export const orderReferenceSeq = pgSequence('order_reference_seq', { startWith: 100001 });

/** A cart while status is CART; an order once placed (PENDING → COMPLETED or CANCELED). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    userId: uuid('user_id').references(() => users.id),
    orderType: orderTypeEnum('order_type').notNull().default('REGULAR'),
    status: orderStatusEnum('status').notNull().default('CART'),
    customerType: customerTypeEnum('customer_type').notNull().default('PRIVATE'),
    referenceNumber: text('reference_number').unique(),
    languageCode: text('language_code').notNull(),
    currency: currency().notNull(),
    subTotal: money('sub_total').notNull().default(0),
    grandTotal: money('grand_total').notNull().default(0),
    billingAddressId: integer('billing_address_id').references(() => addresses.id),
    paymentMethod: paymentMethodEnum('payment_method'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** For redeem orders: the redeem session (token) that created the order. */
    redeemTokenId: integer('redeem_token_id'),
    /** For redeem orders: the redeem page whose shop the order was started from (business redeem), if any. */
    redeemPageId: integer('redeem_page_id').references(() => redeemPages.id),
    /** Optimistic lock for concurrent cart edits. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set when a payment provider reports fraud: the order takes no further payment attempts (error 2035). */
    fraudFlaggedAt: timestamp('fraud_flagged_at', { withTimezone: true }),
    /** The Google Ads click id the shopper arrived with (spec §2.3), for offline conversion reporting; null when none. */
    gclid: text('gclid'),
  },
  (t) => [index('orders_user').on(t.userId), index('orders_store_status').on(t.storeId, t.status)],
);

export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id),
    /** Groups packages that travel together, e.g. 'digital' or 'physical-<address>'. */
    tag: text('tag').notNull(),
    deliveryType: deliveryTypeEnum('delivery_type').notNull(),
    deliveryMode: deliveryModeEnum('delivery_mode').notNull().default('DEFAULT'),
    deliveryDate: date('delivery_date'),
    deliveryTime: time('delivery_time'),
    deliveryAddressId: integer('delivery_address_id').references(() => addresses.id),
    registeredPost: boolean('registered_post').notNull().default(false),
    shippingCost: money('shipping_cost').notNull().default(0),
    /** Physical: the day the shipment leaves and the expected letterbox day, fixed when the order is fulfilled. */
    dispatchDate: date('dispatch_date'),
    expectedDeliveryDate: date('expected_delivery_date'),
  },
  (t) => [index('shipments_order').on(t.orderId)],
);

/** What one receiver gets: a card (or donation, blank pack) with its wrapper, packing and message. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id').notNull().references(() => shipments.id),
    quantity: integer('quantity').notNull().default(1),
    receiverFirstName: text('receiver_first_name'),
    receiverLastName: text('receiver_last_name'),
    receiverEmail: text('receiver_email'),
  },
  (t) => [index('packages_shipment').on(t.shipmentId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id),
    packageId: integer('package_id').notNull().references(() => packages.id),
    kind: orderItemKindEnum('kind').notNull(),
    productId: integer('product_id').references(() => products.id),
    variationId: integer('variation_id').references(() => variations.id),
    extraId: integer('extra_id').references(() => extras.id),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    currency: currency().notNull(),
    messageText: text('message_text'),
    /** Free amount added by a promotion (redeem packages). */
    promotionAmount: money('promotion_amount').notNull().default(0),
  },
  (t) => [index('order_items_order').on(t.orderId), index('order_items_package').on(t.packageId)],
);

export const adjustments = pgTable('adjustments', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id),
  title: text('title').notNull(),
  adjustmentType: text('adjustment_type').notNull(),
  discountKind: discountKindEnum('discount_kind'),
  amount: money('amount').notNull(),
  currency: currency().notNull(),
});
