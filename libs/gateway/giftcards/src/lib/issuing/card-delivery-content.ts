import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { giftCards, type Database } from '@giftshop/gateway-db';
import type { StoreRegistry } from '@giftshop/gateway-core';
import { cartRepository } from '@giftshop/gateway-cart-data';
import type { CardSecrets } from '@giftshop/gateway-cards-data';
import { cardDeliverySubject, redeemSessionUrl, renderCardDeliveryEmail, type OutboxRenderer, type QueuedEmail } from '@giftshop/gateway-mail';
import { buyerName, cardDeliveryEmail, cardDeliveryParts, type MailContext, mailContext } from './fulfilment-emails';
import type { FulfilmentRows } from './fulfilment-plan';
import type { IssuedCard } from './issue-cards';

/** Template of the receiver's card e-mail, queued with CardDeliveryContent and rendered when it is sent. */
export const CARD_DELIVERY_TEMPLATE = 'card-delivery';

/**
 * What the outbox keeps of a card e-mail: what the e-mail says besides the cards (names, title, message, design),
 * and each card's value with its number, PIN and link token sealed to the card (CardSecrets, bound to its ledger
 * key). No number or PIN rests in the outbox in clear text, and sending it reads nothing from the database.
 */
const contentSchema = z.object({
  v: z.literal(2),
  language: z.string(),
  recipientName: z.string().nullable(),
  senderName: z.string().nullable(),
  productTitle: z.string(),
  cardColor: z.string(),
  currency: z.string(),
  expiresAt: z.iso.datetime(),
  message: z.string().nullable(),
  wrapper: z.object({ title: z.string(), color: z.string() }).nullable(),
  cards: z.array(z.object({ key: z.string(), value: z.number().int(), sealed: z.string() })),
});
type CardDeliveryContent = z.infer<typeof contentSchema>;

/** What the first format (queued before the e-mail carried its own parts) kept: card ids, the rest was read when sent. */
const firstContentSchema = z.object({
  orderId: z.uuid(),
  packageId: z.number().int(),
  expiresAt: z.iso.datetime(),
  cards: z.array(
    z.object({ id: z.number().int(), itemId: z.number().int(), n: z.number().int(), value: z.number().int(), sealed: z.string() }),
  ),
});

const sealedFor = (ledgerKey: string) => `card-delivery:${ledgerKey}`;
const firstSealedFor = (cardId: number) => `card-delivery:${cardId}`;

/** A card of an e-mail before it is issued: its number and PIN are known, its id is not. */
export type DeliveredCard = Pick<IssuedCard, 'planned' | 'number' | 'pin' | 'redeemToken'>;

/** The outbox row of one digital package's card e-mail, without its body. */
export function cardDeliveryQueued(
  ctx: MailContext,
  rows: FulfilmentRows,
  packageId: number,
  cards: DeliveredCard[],
  expiresAt: Date,
  secrets: CardSecrets,
): Pick<QueuedEmail, 'template' | 'subject' | 'content'> {
  const parts = cardDeliveryParts(ctx, rows, packageId, cards);
  const content: CardDeliveryContent = {
    v: 2,
    language: ctx.where.language,
    recipientName: parts.recipientName,
    senderName: parts.senderName,
    productTitle: parts.productTitle,
    cardColor: parts.cardColor,
    currency: parts.currency,
    expiresAt: expiresAt.toISOString(),
    message: parts.message,
    wrapper: parts.wrapper,
    cards: cards.map((card) => ({
      key: card.planned.idempotencyKey,
      value: card.planned.value,
      sealed: secrets.seal(JSON.stringify({ number: card.number, pin: card.pin, token: card.redeemToken }), sealedFor(card.planned.idempotencyKey)),
    })),
  };
  return { template: CARD_DELIVERY_TEMPLATE, subject: cardDeliverySubject(ctx.where, buyerName(rows.billingAddress)), content };
}

/** Renders a queued card e-mail when the outbox sends it, from its content and the opened secrets. */
export function cardDeliveryRenderer(db: Database, stores: StoreRegistry, secrets: CardSecrets): OutboxRenderer {
  const renderFirst = firstFormatRenderer(db, stores, secrets);
  return async (email) => {
    if ((email.content as { v?: number } | null)?.v !== 2) return renderFirst(email);
    const content = contentSchema.parse(email.content);
    const store = stores.get(email.storeId);
    if (!store) throw new Error(`Unknown store ${email.storeId}`);
    const ctx = mailContext(store, content.language);
    return renderCardDeliveryEmail({
      where: ctx.where,
      storeName: store.name,
      recipientName: content.recipientName,
      senderName: content.senderName,
      productTitle: content.productTitle,
      cardColor: content.cardColor,
      currency: content.currency,
      expiresAt: new Date(content.expiresAt),
      message: content.message,
      wrapper: content.wrapper,
      cards: content.cards.map((card) => {
        const secret = JSON.parse(secrets.open(card.sealed, sealedFor(card.key))) as { number: string; pin: string; token: string | null };
        return { cardNumber: secret.number, pin: secret.pin, value: card.value, checkBalanceUrl: redeemSessionUrl(ctx.site, secret.token ?? '') };
      }),
    });
  };
}

/** Card e-mails queued in the first format: the order's rows and the cards' numbers are read when they are sent. */
function firstFormatRenderer(db: Database, stores: StoreRegistry, secrets: CardSecrets): OutboxRenderer {
  return async (email) => {
    const content = firstContentSchema.parse(email.content);
    const rows = (await cartRepository.loadCartRows(db, content.orderId)) as FulfilmentRows | null;
    if (!rows) throw new Error(`Order ${content.orderId} does not exist`);
    const store = stores.get(rows.order.storeId);
    if (!store) throw new Error(`Unknown store ${rows.order.storeId}`);
    const ids = content.cards.map((card) => card.id);
    const numbers = new Map(
      (await db.select({ id: giftCards.id, number: giftCards.number }).from(giftCards).where(inArray(giftCards.id, ids))).map((c) => [c.id, c.number]),
    );
    const tokens = new Map<number, string>();
    const cards: IssuedCard[] = content.cards.map((card) => {
      const item = rows.items.find((i) => i.id === card.itemId);
      const number = numbers.get(card.id);
      if (!item || !number) throw new Error(`Card ${card.id} of order ${content.orderId} is missing`);
      const secret = JSON.parse(secrets.open(card.sealed, firstSealedFor(card.id))) as { pin: string; token: string | null };
      tokens.set(card.id, secret.token ?? '');
      const planned = { item, n: card.n, value: card.value, idempotencyKey: `issue:${item.id}:${card.n}` };
      return { planned, id: card.id, number, pin: secret.pin, redeemToken: secret.token };
    });
    const ctx = mailContext(store, rows.order.languageCode);
    return cardDeliveryEmail(ctx, rows, content.packageId, cards, new Date(content.expiresAt), tokens);
  };
}
