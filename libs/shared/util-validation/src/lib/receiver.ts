import { format } from '@giftshop/util-i18n/core';
import { object, ValidationError, type AnyObjectSchema } from 'yup';
import type { BasketMessages } from './basket-messages';
import { billingAddressSchema, NAME_MAX_LENGTH, text, type FieldError } from './checkout';
import type { CheckoutMessages } from './checkout-messages';
import { emailAddress } from './email';

export type DeliveryType = 'DIGITAL' | 'PHYSICAL';

/** Where a physical card goes: the billing address rules without e-mail and phone. */
export const deliveryAddressSchema = (m: CheckoutMessages) => billingAddressSchema(m).omit(['email', 'phoneNumber']);

const sameAddress = (email: string, confirmation: string) => email.trim().toLowerCase() === confirmation.trim().toLowerCase();

/**
 * A receiver of a package (spec §3, §5). Digital: a first name, a valid e-mail and the same e-mail again (case
 * ignored). Physical: a first name and the delivery address.
 */
export function receiverSchema(deliveryType: DeliveryType, m: CheckoutMessages, b: BasketMessages): AnyObjectSchema {
  const names = {
    firstName: text(m).trim().required(m.firstNameRequired).max(NAME_MAX_LENGTH, format(m.nameTooLong, { max: NAME_MAX_LENGTH })),
    lastName: text(m).trim().nullable().max(NAME_MAX_LENGTH, format(m.nameTooLong, { max: NAME_MAX_LENGTH })),
  };
  if (deliveryType === 'PHYSICAL') {
    return object({ ...names, address: deliveryAddressSchema(m).default(undefined).required(b.addressRequired) });
  }
  return object({
    ...names,
    email: text(m).trim().required(m.emailRequired).test(emailAddress(m.emailInvalid)),
    confirmEmail: text(m)
      .trim()
      .required(b.confirmEmailRequired)
      .test('confirm', b.confirmEmailMismatch, function (value) {
        return value === undefined || sameAddress((this.parent as { email?: string }).email ?? '', value);
      }),
  });
}

/** The receiver schemas of each language's messages, built once: building one costs more than a validation. */
const schemas = new WeakMap<CheckoutMessages, WeakMap<BasketMessages, Partial<Record<DeliveryType, AnyObjectSchema>>>>();

function cachedReceiverSchema(deliveryType: DeliveryType, m: CheckoutMessages, b: BasketMessages): AnyObjectSchema {
  let byBasket = schemas.get(m);
  if (!byBasket) schemas.set(m, (byBasket = new WeakMap()));
  let byType = byBasket.get(b);
  if (!byType) byBasket.set(b, (byType = {}));
  return (byType[deliveryType] ??= receiverSchema(deliveryType, m, b));
}

/** Every rule a receiver breaks, one entry per field with its dotted path (e.g. address.postCode). */
export function receiverErrors(receiver: unknown, deliveryType: DeliveryType, m: CheckoutMessages, b: BasketMessages): FieldError[] {
  try {
    cachedReceiverSchema(deliveryType, m, b).validateSync(receiver ?? {}, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    return (error.inner.length ? error.inner : [error]).flatMap((inner) => {
      const path = inner.path ?? '';
      if (seen.has(path)) return [];
      seen.add(path);
      return [{ path, message: inner.message }];
    });
  }
}
