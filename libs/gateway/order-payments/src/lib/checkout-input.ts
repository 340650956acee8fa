import { DomainError } from '@giftshop/gateway-core';
import type { PlaceOrderInput } from '@giftshop/gateway-core';
import { methodProblem, type OfferedPaymentMethod } from './payment-methods';
import { methodError } from './start-payment';
import { checkoutErrors, checkoutMessages, phoneNumberE164 } from '@giftshop/util-validation';

/** The refusals of a checkout's address, business details and terms, each on its field (e.g. billingAddress.postCode). */
export function checkoutFieldErrors(input: Pick<PlaceOrderInput, 'customerType' | 'billingAddress' | 'business' | 'termsAccepted'>, language: string): DomainError[] {
  return checkoutErrors(
    { customerType: input.customerType, billingAddress: input.billingAddress, business: input.business, termsAccepted: input.termsAccepted },
    checkoutMessages(language),
  ).map((e) => new DomainError('INVALID_INPUT', { reason: e.message }, e.path));
}

/**
 * Every refusal of a checkout's input at once, each on its field (e.g. billingAddress.postCode): the rules of
 * util-validation the storefront form applies, and a payment method on offer for the customer type.
 */
export function placeOrderInputErrors(input: PlaceOrderInput, offered: OfferedPaymentMethod[], language: string): DomainError[] {
  const fields = checkoutFieldErrors(input, language);
  const problem = methodProblem(offered, input.paymentMethod, input.issuer);
  return problem ? [...fields, methodError(problem, language, { method: 'paymentMethod', issuer: 'issuer' })] : fields;
}

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The phone as stored: E.164 ("+447400123456"); a national number is read in the address's country. */
const normalPhone = (text: string | null | undefined, country: string): string | null => (text ? phoneNumberE164(text, country) : null);

/** The billing address row of a validated checkout, with the business details of a BUSINESS order. */
export function billingAddressValues(input: Pick<PlaceOrderInput, 'customerType' | 'billingAddress' | 'business'>, userId: string | null) {
  const a = input.billingAddress;
  const business = input.customerType === 'BUSINESS' ? input.business : null;
  return {
    userId,
    kind: 'BILLING' as const,
    customerType: input.customerType,
    firstName: a.firstName.trim(),
    lastName: a.lastName.trim(),
    companyName: clean(business?.companyName ?? a.companyName),
    countryCode: a.countryCode.trim().toUpperCase(),
    postCode: clean(a.postCode)?.toUpperCase() ?? null,
    houseNumber: clean(a.houseNumber),
    suffix: clean(a.suffix),
    street: clean(a.street),
    city: clean(a.city),
    administrativeArea: clean(a.administrativeArea),
    addressLine1: clean(a.addressLine1),
    addressLine2: clean(a.addressLine2),
    email: clean(a.email),
    invoiceEmail: clean(business?.invoiceEmail ?? a.invoiceEmail),
    phoneNumber: normalPhone(a.phoneNumber, a.countryCode),
    referenceNumber: clean(business?.referenceNumber),
    kvkNumber: clean(business?.kvkNumber),
    vatNumber: clean(business?.vatNumber),
  };
}
