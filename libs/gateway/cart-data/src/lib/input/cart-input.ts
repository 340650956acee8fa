import { format } from '@giftshop/util-i18n/core';
import { DomainError, DomainErrors, messagesIn, type AddressInput, type ReceiverInput, type StoreScope } from '@giftshop/gateway-core';
import { DELIVERY_DATE_MAX_DAYS } from '../cart-constants';
import { cartMessages, formatMoney } from '../cart.messages';
import type { CardKind } from '../cart-pricing';
import type { CartProductRow, CartVariationRow } from '../cart.repository';
import { localToday, type DeliveryTypeName } from '../dispatch-plan';
import { addDays } from '../local-time';
import { amountSchema, basketMessages, checkoutMessages, isDeliveryTime, isIsoDate, personalMessageProblem, receiverErrors } from '@giftshop/util-validation';

/** A receiver as stored: names, and the e-mail (digital) or the address (physical). */
export interface CheckedReceiver {
  firstName: string;
  lastName: string | null;
  email: string | null;
  address: CheckedAddress | null;
}

export type CheckedAddress = Required<{ [K in keyof Omit<AddressInput, 'customerType'>]: string | null }> & {
  firstName: string;
  lastName: string;
  countryCode: string;
  customerType: 'PRIVATE' | 'BUSINESS';
};

const invalid = (reason: string, field: string) => new DomainError('INVALID_INPUT', { reason }, field);

/** An id from the request: a positive whole number, else the thing it names is not found. */
export function parseId(value: string | number, field: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new DomainError('NOT_FOUND', {}, field);
  return id;
}

export function kindOf(product: CartProductRow): CardKind {
  if (product.productType === 'GIFT_CARD_BLANK') return 'BLANK_GIFT_CARD_PACK';
  return product.productType === 'DONATION' ? 'DONATION' : 'GIFT_CARD';
}

/** The variation a shopper may put in the cart: the store's, on sale, not a test card, of the chosen delivery type. */
export function checkVariation(found: { variation: CartVariationRow; product: CartProductRow } | null, deliveryType: DeliveryTypeName, scope: StoreScope) {
  if (!found || !found.variation.active || !found.product.active) throw new DomainError('NOT_FOUND', {}, 'variationId');
  if (found.product.isTest) throw new DomainError('TEST_CARD', {}, 'variationId');
  if (found.variation.variationType !== deliveryType) throw invalid(cartMessages(messagesIn(scope)).deliveryTypeMismatch, 'deliveryType');
  if (found.product.stock !== null && found.product.stock <= 0) throw new DomainError('OUT_OF_STOCK', {}, 'variationId');
  return found;
}

/**
 * The value of one card (spec §5 price): one of the fixed values, or whole units within the custom range. A blank
 * pack has a fixed price, so its amount is ignored. Zero is a zero-value line (2033).
 */
export function checkAmount(amount: number | null | undefined, variation: CartVariationRow, kind: CardKind, scope: StoreScope): number {
  if (kind === 'BLANK_GIFT_CARD_PACK') return variation.fixedValues[0] ?? variation.minPrice ?? 0;
  const texts = cartMessages(messagesIn(scope));
  if (amount === null || amount === undefined) throw invalid(texts.amountRequired, 'amount');
  if (amount === 0) throw new DomainError('ZERO_VALUE_CART', {}, 'amount');
  if (variation.fixedValues.includes(amount)) return amount;
  if (variation.minPrice === null || variation.maxPrice === null) throw invalid(texts.amountNotOffered, 'amount');
  const money = (minor: number) => formatMoney(minor, variation.currency, scope.language.locale);
  const messages = { required: texts.amountRequired, wholeUnits: texts.amountWholeUnits, min: (min: string) => format(texts.amountMin, { min }), max: (max: string) => format(texts.amountMax, { max }) };
  try {
    amountSchema({ min: variation.minPrice, max: variation.maxPrice }, messages, money).validateSync(amount);
  } catch (error) {
    throw invalid((error as Error).message, 'amount');
  }
  return amount;
}

export function checkQuantity(quantity: number, scope: StoreScope): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw invalid(cartMessages(messagesIn(scope)).quantityInvalid, 'quantity');
  return quantity;
}

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function toCheckedAddress(a: AddressInput): CheckedAddress {
  return {
    firstName: a.firstName.trim(),
    lastName: a.lastName.trim(),
    customerType: a.customerType ?? 'PRIVATE',
    companyName: text(a.companyName),
    countryCode: a.countryCode.trim().toUpperCase(),
    postCode: text(a.postCode)?.toUpperCase() ?? null,
    houseNumber: text(a.houseNumber),
    suffix: text(a.suffix),
    street: text(a.street),
    city: text(a.city),
    administrativeArea: text(a.administrativeArea),
    email: text(a.email),
    invoiceEmail: text(a.invoiceEmail),
    phoneNumber: text(a.phoneNumber),
    addressLine1: text(a.addressLine1),
    addressLine2: text(a.addressLine2),
  };
}

/**
 * Receivers by the shared rules (util-validation): every broken field is answered at once, named by its path,
 * e.g. `receivers.1.address.postCode`.
 */
export function checkReceivers(receivers: ReceiverInput[], deliveryType: DeliveryTypeName, scope: StoreScope, path: (index: number) => string): CheckedReceiver[] {
  const language = messagesIn(scope);
  const errors = receivers.flatMap((receiver, index) =>
    receiverErrors(receiver, deliveryType, checkoutMessages(language), basketMessages(language)).map((e) => invalid(e.message, `${path(index)}.${e.path}`)),
  );
  if (errors.length) throw new DomainErrors(errors);
  return receivers.map((r) => ({
    firstName: r.firstName.trim(),
    lastName: text(r.lastName),
    email: deliveryType === 'DIGITAL' ? text(r.email) : null,
    address: deliveryType === 'PHYSICAL' && r.address ? toCheckedAddress(r.address) : null,
  }));
}

/** A physical package needs its receiver's address. */
export function requireAddress(receivers: CheckedReceiver[], deliveryType: DeliveryTypeName, scope: StoreScope, field: string) {
  if (deliveryType === 'PHYSICAL' && (receivers.length === 0 || receivers.some((r) => !r.address))) {
    throw invalid(basketMessages(messagesIn(scope)).addressRequired, field);
  }
}

export interface DeliveryMoment {
  date: string | null;
  time: string | null;
}

/** Delivery date (not past, within a year) and time (HH:mm, digital only; a time alone is for today). */
export function checkDeliveryMoment(date: string | null, time: string | null, deliveryType: DeliveryTypeName, scope: StoreScope, now: Date): DeliveryMoment {
  const language = messagesIn(scope);
  const basket = basketMessages(language);
  const today = localToday(now, scope.store.timeZone);
  if (date !== null) {
    if (!isIsoDate(date)) throw invalid(basket.deliveryDateInvalid, 'deliveryDate');
    if (date < today) throw invalid(basket.deliveryDatePast, 'deliveryDate');
    if (date > addDays(today, DELIVERY_DATE_MAX_DAYS)) throw invalid(cartMessages(language).deliveryDateTooFar, 'deliveryDate');
  }
  if (time === null) return { date, time: null };
  if (deliveryType === 'PHYSICAL') throw invalid(cartMessages(language).deliveryTimeDigitalOnly, 'deliveryTime');
  if (!isDeliveryTime(time)) throw invalid(basket.deliveryTimeInvalid, 'deliveryTime');
  return { date: date ?? today, time };
}

const messageErrors = { empty: 'PERSONAL_MESSAGE_EMPTY', emoji: 'PERSONAL_MESSAGE_EMOJI', tooLong: 'INVALID_PERSONAL_MESSAGE' } as const;

/** A personal message: 1 to 150 characters, no emoji, not only spaces (2034). */
export function checkPersonalMessage(message: string): string {
  const problem = personalMessageProblem(message);
  if (problem) throw new DomainError(messageErrors[problem], {}, 'personalMessage');
  return message.trim();
}
