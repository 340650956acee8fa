import { z } from 'zod';
import type { StoreRegistry } from '@giftshop/gateway-core';
import type { CardSecrets } from '@giftshop/gateway-cards-data';
import { renderShipmentPrintEmail, shipmentPrintSubject, type OutboxRenderer, type QueuedEmail } from '@giftshop/gateway-mail';
import { mailContext, shipmentPrintData, type MailContext, type PhysicalDates } from './fulfilment-emails';
import type { FulfilmentRows } from './fulfilment-plan';
import type { DeliveredCard } from './card-delivery-content';

/** Template of the fulfilment desk's print-and-post order, queued with ShipmentPrintContent and rendered when sent. */
export const SHIPMENT_PRINT_TEMPLATE = 'shipment-print';

/**
 * What the outbox keeps of a print-and-post order: everything it says, with each card's number and PIN sealed to the
 * card (CardSecrets, bound to its ledger key), so they rest nowhere in clear text until the e-mail is sent.
 */
const contentSchema = z.object({
  v: z.literal(1),
  language: z.string(),
  storeName: z.string(),
  referenceNumber: z.string(),
  currency: z.string(),
  dispatchDate: z.string(),
  expectedDeliveryDate: z.string().nullable(),
  registeredPost: z.boolean(),
  address: z.string(),
  expiresAt: z.iso.datetime(),
  packages: z.array(
    z.object({
      receiver: z.string(),
      productTitle: z.string(),
      cards: z.array(z.object({ key: z.string(), value: z.number().int(), sealed: z.string() })),
      wrapper: z.string().nullable(),
      giftPacking: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
type ShipmentPrintContent = z.infer<typeof contentSchema>;

const sealedFor = (ledgerKey: string) => `shipment-print:${ledgerKey}`;

/** The outbox row of one physical shipment's print-and-post order, without its body. */
export function shipmentPrintQueued(
  ctx: MailContext,
  rows: FulfilmentRows,
  shipmentId: number,
  cards: DeliveredCard[],
  dates: PhysicalDates,
  expiresAt: Date,
  secrets: CardSecrets,
): Pick<QueuedEmail, 'template' | 'subject' | 'content'> {
  const { where: _where, ...data } = shipmentPrintData(ctx, rows, shipmentId, cards, dates, expiresAt);
  const content: ShipmentPrintContent = {
    v: 1,
    language: ctx.where.language,
    ...data,
    expiresAt: expiresAt.toISOString(),
    packages: data.packages.map((p) => ({
      ...p,
      cards: p.cards.map((card) => ({
        key: card.key,
        value: card.value,
        sealed: secrets.seal(JSON.stringify({ number: card.cardNumber, pin: card.pin }), sealedFor(card.key)),
      })),
    })),
  };
  return { template: SHIPMENT_PRINT_TEMPLATE, subject: shipmentPrintSubject(ctx.where, data.referenceNumber, data.dispatchDate), content };
}

/** Renders a queued print-and-post order when the outbox sends it, from its content and the opened secrets. */
export function shipmentPrintRenderer(stores: StoreRegistry, secrets: CardSecrets): OutboxRenderer {
  return async (email) => {
    const content = contentSchema.parse(email.content);
    const store = stores.get(email.storeId);
    if (!store) throw new Error(`Unknown store ${email.storeId}`);
    return renderShipmentPrintEmail({
      ...content,
      where: mailContext(store, content.language).where,
      expiresAt: new Date(content.expiresAt),
      packages: content.packages.map((p) => ({
        ...p,
        cards: p.cards.map((card) => {
          const secret = JSON.parse(secrets.open(card.sealed, sealedFor(card.key))) as { number: string; pin: string };
          return { cardNumber: secret.number, pin: secret.pin, value: card.value };
        }),
      })),
    });
  };
}
