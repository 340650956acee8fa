import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { giftCards, type Database } from '@giftshop/gateway-db';
import type { StoreRegistry } from '@giftshop/gateway-core';
import { cartRepository } from '@giftshop/gateway-cart-data';
import type { CardSecrets } from '@giftshop/gateway-cards-data';
import { cardDeliverySubject, type OutboxRenderer, type QueuedEmail } from '@giftshop/gateway-mail';
import { buyerName, cardDeliveryEmail, type MailContext, mailContext } from './fulfilment-emails';
import type { FulfilmentRows } from './fulfilment-plan';
import type { IssuedCard } from './issue-cards';

/** Template of the receiver's card e-mail, queued with CardDeliveryContent and rendered when it is sent. */
export const CARD_DELIVERY_TEMPLATE = 'card-delivery';

/**
 * What the outbox keeps of a card e-mail: ids, values and each card's PIN and link token sealed to the card
 * (CardSecrets); numbers are read from gift_cards when it is sent. No number or PIN rests in the outbox.
 */
const contentSchema = z.object({
  orderId: z.uuid(),
  packageId: z.number().int(),
  expiresAt: z.iso.datetime(),
  cards: z.array(
    z.object({
      id: z.number().int(),
      itemId: z.number().int(),
      n: z.number().int(),
      value: z.number().int(),
      sealed: z.string(),
    }),
  ),
});
type CardDeliveryContent = z.infer<typeof contentSchema>;

const sealedFor = (cardId: number) => `card-delivery:${cardId}`;

/** The outbox row of one digital package's card e-mail, without its body. */
export function cardDeliveryQueued(
  ctx: MailContext,
  rows: FulfilmentRows,
  packageId: number,
  cards: IssuedCard[],
  expiresAt: Date,
  secrets: CardSecrets,
): Pick<QueuedEmail, 'template' | 'subject' | 'content'> {
  const content: CardDeliveryContent = {
    orderId: rows.order.id,
    packageId,
    expiresAt: expiresAt.toISOString(),
    cards: cards.map((card) => ({
      id: card.id,
      itemId: card.planned.item.id,
      n: card.planned.n,
      value: card.planned.value,
      sealed: secrets.seal(JSON.stringify({ pin: card.pin, token: card.redeemToken }), sealedFor(card.id)),
    })),
  };
  return {
    template: CARD_DELIVERY_TEMPLATE,
    subject: cardDeliverySubject(ctx.where, buyerName(rows.billingAddress)),
    content,
  };
}

/** Renders a queued card e-mail when the outbox sends it: the order's rows, the cards' numbers, the opened secrets. */
export function cardDeliveryRenderer(db: Database, stores: StoreRegistry, secrets: CardSecrets): OutboxRenderer {
  return async (email) => {
    const content = contentSchema.parse(email.content);
    const rows = (await cartRepository.loadCartRows(db, content.orderId)) as FulfilmentRows | null;
    if (!rows) throw new Error(`Order ${content.orderId} does not exist`);
    const store = stores.get(rows.order.storeId);
    if (!store) throw new Error(`Unknown store ${rows.order.storeId}`);
    const ids = content.cards.map((card) => card.id);
    const numbers = new Map(
      (
        await db
          .select({ id: giftCards.id, number: giftCards.number })
          .from(giftCards)
          .where(inArray(giftCards.id, ids))
      ).map((c) => [c.id, c.number]),
    );
    const tokens = new Map<number, string>();
    const cards: IssuedCard[] = content.cards.map((card) => {
      const item = rows.items.find((i) => i.id === card.itemId);
      const number = numbers.get(card.id);
      if (!item || !number) throw new Error(`Card ${card.id} of order ${content.orderId} is missing`);
      const secret = JSON.parse(secrets.open(card.sealed, sealedFor(card.id))) as { pin: string; token: string | null };
      tokens.set(card.id, secret.token ?? '');
      const planned = {
        item,
        n: card.n,
        value: card.value,
        idempotencyKey: `issue:${item.id}:${card.n}`,
      };
      return {
        planned,
        id: card.id,
        number,
        pin: secret.pin,
        redeemToken: secret.token,
      };
    });
    const ctx = mailContext(store, rows.order.languageCode);
    return cardDeliveryEmail(ctx, rows, content.packageId, cards, new Date(content.expiresAt), tokens);
  };
}
