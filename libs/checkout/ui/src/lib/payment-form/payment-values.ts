import type { PaymentForm_MethodFragment } from '@giftshop/shared-graphql';

export interface PaymentValues {
  paymentMethod: string;
  /** The chosen bank of a method with banks (iDEAL). */
  issuer: string;
  termsAccepted: boolean;
}

export const emptyPayment: PaymentValues = { paymentMethod: '', issuer: '', termsAccepted: false };

/** Methods paid later, without a provider page: the order waits as PENDING (spec §4). */
export const PAID_LATER = new Set(['invoice', 'banktransfer']);

export const banksOf = (methods: readonly PaymentForm_MethodFragment[], id: string) => methods.find((method) => method.id === id)?.banks ?? [];

/** What placeOrder and startPayment take: the method and, for methods with banks, the bank. */
export function toPaymentChoice(values: PaymentValues, methods: readonly PaymentForm_MethodFragment[]) {
  const method = methods.find((candidate) => candidate.id === values.paymentMethod);
  if (!method) throw new Error(`unknown payment method ${values.paymentMethod}`);
  return { paymentMethod: method.id, issuer: method.banks.length > 0 ? values.issuer : null };
}
