import type { ReceiverInput } from '@giftshop/shared-graphql';

export type DeliveryType = 'DIGITAL' | 'PHYSICAL';

/** A receiver as the form holds it: the address fields sit beside the names and are used for physical cards only. */
export interface ReceiverValues {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  countryCode: string;
  postCode: string;
  houseNumber: string;
  suffix: string;
  street: string;
  city: string;
}

/** Receivers, delivery moment and extras of a basket line, as the shopper edits them. */
export interface DeliveryValues {
  /** SINGLE: every card to the first receiver; SPLIT: one receiver per card. */
  mode: 'SINGLE' | 'SPLIT';
  receivers: ReceiverValues[];
  when: 'NOW' | 'LATER';
  /** YYYY-MM-DD. */
  deliveryDate: string;
  /** HH:mm, digital only. */
  deliveryTime: string;
  /** An extra variation id, or '' for none. */
  wrapperId: string;
  giftPacking: boolean;
  addMessage: boolean;
  personalMessage: string;
}

export const DEFAULT_DELIVERY_TIME = '09:00';

export const emptyReceiver = (countryCode: string): ReceiverValues => ({
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  countryCode,
  postCode: '',
  houseNumber: '',
  suffix: '',
  street: '',
  city: '',
});

export const initialDeliveryValues = (countryCode: string): DeliveryValues => ({
  mode: 'SINGLE',
  receivers: [emptyReceiver(countryCode)],
  when: 'NOW',
  deliveryDate: '',
  deliveryTime: DEFAULT_DELIVERY_TIME,
  wrapperId: '',
  giftPacking: false,
  addMessage: false,
  personalMessage: '',
});

const optional = (text: string) => text.trim() || null;

/** The receiver as the gateway takes it (ReceiverInput): e-mail twice for digital cards, an address for physical. */
export function toReceiverInput(receiver: ReceiverValues, deliveryType: DeliveryType): ReceiverInput {
  const names = { firstName: receiver.firstName.trim(), lastName: optional(receiver.lastName) };
  if (deliveryType === 'DIGITAL') return { ...names, email: receiver.email.trim(), confirmEmail: receiver.confirmEmail.trim() };
  return {
    ...names,
    address: {
      firstName: names.firstName,
      lastName: receiver.lastName.trim(),
      countryCode: receiver.countryCode,
      postCode: receiver.postCode.trim(),
      houseNumber: receiver.houseNumber.trim(),
      suffix: optional(receiver.suffix),
      street: receiver.street.trim(),
      city: receiver.city.trim(),
    },
  };
}

/** How many receiver blocks the form shows: one, or one per card. */
export const receiverCount = (mode: DeliveryValues['mode'], quantity: number) => (mode === 'SPLIT' ? Math.max(1, quantity) : 1);

/** Grows or shrinks the receiver list to `count`, keeping what was typed. */
export function resizeReceivers(receivers: ReceiverValues[], count: number, countryCode: string): ReceiverValues[] {
  if (receivers.length >= count) return receivers.slice(0, count);
  return [...receivers, ...Array.from({ length: count - receivers.length }, () => emptyReceiver(countryCode))];
}

/** The delivery moment as the gateway takes it: nothing for as soon as possible, a time for digital cards only. */
export function deliveryMoment(values: DeliveryValues, deliveryType: DeliveryType): { deliveryDate: string | null; deliveryTime: string | null } {
  if (values.when === 'NOW') return { deliveryDate: null, deliveryTime: null };
  return { deliveryDate: values.deliveryDate, deliveryTime: deliveryType === 'DIGITAL' ? values.deliveryTime : null };
}
