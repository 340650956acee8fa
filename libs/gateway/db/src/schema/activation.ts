import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { giftCards } from './giftcards';
import { orders } from './orders';

/**
 * What an activation order (orders.order_type ACTIVATION) is for: the Choice card that receives the paid value and
 * the address of the confirmation e-mail. One row per order; a card may have several orders over time, of which at
 * most one is paid and still pending (the service checks it under a lock on the card).
 */
export const activationOrders = pgTable(
  'activation_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activation_orders_card').on(t.giftCardId)],
);
