import type { StoreInfo } from '@giftshop/gateway-core';
import type { AddressRow } from '@giftshop/gateway-cart-data';
import {
  orderUrl,
  redeemSessionUrl,
  renderCardDeliveryEmail,
  renderDonationNoticeEmail,
  renderOrderConfirmationEmail,
  type MailLocale,
  type OrderLine,
  type ShipmentSummary,
  type StorefrontSite,
} from '@giftshop/gateway-mail';
import { postalAddressLine } from '@giftshop/util-validation';
import type { FulfilmentItem, FulfilmentRows } from './fulfilment-plan';
import { splitCardValue } from './split-card-value';
import type { IssuedCard } from './issue-cards';

export interface MailContext {
  store: StoreInfo;
  where: MailLocale;
  site: StorefrontSite;
}

/** Language, locale and links of the order's e-mails: the language the order was placed in, if the store has it. */
export function mailContext(store: StoreInfo, languageCode: string): MailContext {
  const language = store.languages.find((l) => l.languageCode === languageCode) ?? store.languages.find((l) => l.isDefault) ?? store.languages[0];
  const code = language?.languageCode ?? 'en';
  return {
    store,
    where: { language: code, locale: language?.locale ?? 'en-gb', timeZone: store.timeZone },
    site: { origin: store.origin, language: code, prefixed: !(language?.isDefault ?? true) },
  };
}

const fullName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ').trim() || null;

export const buyerName = (billing: AddressRow | null) => (billing ? fullName(billing.firstName, billing.lastName) ?? billing.companyName ?? null : null);

/** The address in its country's order (docs/validation.md), then the country code. */
function oneLineAddress(a: AddressRow | null): string | null {
  if (!a) return null;
  return [postalAddressLine({ ...a, name: fullName(a.firstName, a.lastName) }), a.countryCode].filter(Boolean).join(', ') || null;
}

/** What a digital package's card e-mail says besides its cards: names, the card's title and colour, message, design. */
export function cardDeliveryParts(ctx: MailContext, rows: FulfilmentRows, packageId: number, cards: Pick<IssuedCard, 'planned'>[]) {
  const pkg = rows.packages.find((p) => p.id === packageId);
  const items = rows.items.filter((i) => i.packageId === packageId);
  const product = cards[0].planned.item.product;
  const wrapper = items.find((i) => i.kind === 'DIGITAL_WRAPPER' || i.kind === 'WRAPPER')?.extra ?? null;
  const message = items.find((i) => i.kind === 'PERSONAL_MESSAGE')?.messageText ?? null;
  return {
    recipientName: pkg?.receiverFirstName ?? null,
    senderName: buyerName(rows.billingAddress),
    productTitle: product?.title ?? ctx.store.name,
    cardColor: product?.backgroundColor ?? '#1f2933',
    currency: rows.order.currency,
    message: message && message.trim() ? message : null,
    wrapper: wrapper ? { title: wrapper.title, color: wrapper.color } : null,
  };
}

/** The recipient e-mail of one digital package: all its cards with number and PIN. */
/** `redeemTokens`: per card id, the token of the redeem session its e-mail's link opens. */
export function cardDeliveryEmail(ctx: MailContext, rows: FulfilmentRows, packageId: number, cards: IssuedCard[], expiresAt: Date, redeemTokens: Map<number, string>) {
  return renderCardDeliveryEmail({
    where: ctx.where,
    storeName: ctx.store.name,
    ...cardDeliveryParts(ctx, rows, packageId, cards),
    cards: cards.map((card) => ({ cardNumber: card.number, pin: card.pin, value: card.planned.value, checkBalanceUrl: redeemSessionUrl(ctx.site, redeemTokens.get(card.id) ?? '') })),
    expiresAt,
  });
}

/** The receiver's e-mail of a donation package: the cause, the whole amount given and the sender's message. */
export function donationNoticeEmail(ctx: MailContext, rows: FulfilmentRows, packageId: number, donation: FulfilmentItem) {
  const pkg = rows.packages.find((p) => p.id === packageId);
  const message = rows.items.find((i) => i.packageId === packageId && i.kind === 'PERSONAL_MESSAGE')?.messageText ?? null;
  return renderDonationNoticeEmail({
    where: ctx.where,
    storeName: ctx.store.name,
    recipientName: pkg?.receiverFirstName ?? null,
    senderName: buyerName(rows.billingAddress),
    productTitle: donation.product?.title ?? donation.variation?.title ?? ctx.store.name,
    currency: rows.order.currency,
    value: (donation.unitPrice + donation.promotionAmount) * donation.quantity,
    message: message && message.trim() ? message : null,
  });
}

function orderLine(item: FulfilmentItem): OrderLine {
  const amount = item.unitPrice * item.quantity;
  if (item.kind === 'WRAPPER' || item.kind === 'DIGITAL_WRAPPER') return { kind: 'WRAPPER', title: item.extra?.title ?? '', quantity: item.quantity, amount };
  if (item.kind === 'GIFT_PACKING') return { kind: 'GIFT_PACKING', title: item.extra?.title ?? '', quantity: item.quantity, amount };
  if (item.kind === 'PERSONAL_MESSAGE') return { kind: 'PERSONAL_MESSAGE', title: '', quantity: item.quantity, amount };
  const title = item.product?.title ?? item.variation?.title ?? '';
  if (item.kind !== 'GIFT_CARD') return { kind: 'ITEM', title, quantity: item.quantity, amount };
  // A value above the card maximum is issued as several cards (planCards): the e-mail repeats what the basket said.
  const cards = splitCardValue(item.unitPrice + item.promotionAmount);
  return { kind: 'ITEM', title, quantity: item.quantity, amount, ...(cards.length > 1 ? { cardValues: cards } : {}) };
}

const KIND_ORDER: FulfilmentItem['kind'][] = ['GIFT_CARD', 'BLANK_GIFT_CARD_PACK', 'DONATION', 'WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE'];

/** Lines package by package as the basket showed them (the card, then its extras), not in the order they were stored. */
export function inPackageOrder(rows: Pick<FulfilmentRows, 'packages' | 'items'>): FulfilmentItem[] {
  const position = new Map(rows.packages.map((p, index) => [p.id, index]));
  const rank = (item: FulfilmentItem) => [position.get(item.packageId) ?? rows.packages.length, KIND_ORDER.indexOf(item.kind), item.id];
  return [...rows.items].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}

export interface PhysicalDates {
  dispatchDate: string;
  expectedDeliveryDate: string | null;
}

/** The buyer's confirmation: lines, totals and how each shipment travels (with the recorded dispatch dates). */
export function orderConfirmationEmail(
  ctx: MailContext,
  rows: FulfilmentRows,
  dispatch: Map<number, PhysicalDates>,
  adjustments: { title: string; amount: number }[],
  cardPayments: { number: string; amount: number }[] = [],
) {
  const shipments: ShipmentSummary[] = rows.shipments.map((s) => {
    const receivers = rows.packages
      .filter((p) => p.shipmentId === s.id)
      .map((p) => fullName(p.receiverFirstName, p.receiverLastName) ?? p.receiverEmail ?? '')
      .filter(Boolean);
    const dates = dispatch.get(s.id);
    return {
      deliveryType: s.deliveryType,
      registeredPost: s.registeredPost,
      recipients: receivers,
      deliveryDate: s.deliveryDate,
      deliveryTime: s.deliveryTime ? s.deliveryTime.slice(0, 5) : null,
      dispatchDate: dates?.dispatchDate ?? null,
      expectedDeliveryDate: dates?.expectedDeliveryDate ?? null,
      address: oneLineAddress(s.address),
    };
  });
  return renderOrderConfirmationEmail({
    where: ctx.where,
    storeName: ctx.store.name,
    buyerName: rows.billingAddress?.firstName || buyerName(rows.billingAddress),
    referenceNumber: rows.order.referenceNumber ?? rows.order.id,
    orderUrl: orderUrl(ctx.site, rows.order.id),
    currency: rows.order.currency,
    lines: inPackageOrder(rows).map(orderLine),
    shipments,
    subTotal: rows.order.subTotal,
    shipping: rows.shipments.reduce((sum, s) => sum + s.shippingCost, 0),
    adjustments,
    grandTotal: rows.order.grandTotal,
    cardPayments: cardPayments.map((card) => ({ lastDigits: card.number.slice(-4), amount: card.amount })),
  });
}

/** A card of a print-and-post order: the key it is sealed to in the outbox (its ledger key), number, PIN and value. */
export interface PrintCard {
  key: string;
  cardNumber: string;
  pin: string;
  value: number;
}

/**
 * What the print-and-post order of one physical shipment says, for the store's fulfilment desk, in the store's
 * default language (renderShipmentPrintEmail renders it).
 */
export function shipmentPrintData(ctx: MailContext, rows: FulfilmentRows, shipmentId: number, issued: Pick<IssuedCard, 'planned' | 'number' | 'pin'>[], dates: PhysicalDates, expiresAt: Date) {
  const shipment = rows.shipments.find((s) => s.id === shipmentId);
  const packages = rows.packages.filter((p) => p.shipmentId === shipmentId);
  return {
    where: ctx.where,
    storeName: ctx.store.name,
    referenceNumber: rows.order.referenceNumber ?? rows.order.id,
    currency: rows.order.currency,
    dispatchDate: dates.dispatchDate,
    expectedDeliveryDate: dates.expectedDeliveryDate,
    registeredPost: shipment?.registeredPost ?? false,
    address: oneLineAddress(shipment?.address ?? null) ?? '',
    expiresAt,
    packages: packages.map((p) => {
      const items = rows.items.filter((i) => i.packageId === p.id);
      const main = items.find((i) => i.kind === 'GIFT_CARD' || i.kind === 'BLANK_GIFT_CARD_PACK' || i.kind === 'DONATION');
      const message = items.find((i) => i.kind === 'PERSONAL_MESSAGE')?.messageText ?? null;
      return {
        receiver: fullName(p.receiverFirstName, p.receiverLastName) ?? '',
        productTitle: main ? `${main.quantity} × ${main.product?.title ?? main.variation?.title ?? ''}` : '',
        cards: issued
          .filter((c) => c.planned.item.packageId === p.id)
          .map((c): PrintCard => ({ key: c.planned.idempotencyKey, cardNumber: c.number, pin: c.pin, value: c.planned.value })),
        wrapper: items.find((i) => i.kind === 'WRAPPER')?.extra?.title ?? null,
        giftPacking: items.find((i) => i.kind === 'GIFT_PACKING')?.extra?.title ?? null,
        message: message && message.trim() ? message : null,
      };
    }),
  };
}
