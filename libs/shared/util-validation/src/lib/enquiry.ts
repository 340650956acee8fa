import { format } from '@giftshop/util-i18n/core';
import { array, number, object, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { FieldError } from './checkout';
import { isIsoDate } from './delivery';
import { emailAddress } from './email';
import type { EnquiryMessages } from './enquiry-messages';
import { phoneNumberE164 } from './phone';
import { safeText } from './text';

export const ENQUIRY_NAME_MAX_LENGTH = 100;
export const ENQUIRY_MESSAGE_MAX_LENGTH = 2000;
export const QUOTE_MAX_LINES = 20;
export const QUOTE_MAX_QUANTITY = 10_000;
/** The largest value per card a quote line takes, in minor units (a business may ask above the shop's £150). */
export const QUOTE_MAX_VALUE = 1_000_000;
export const QUOTE_DELIVERY_METHODS = ['DIGITAL', 'PHYSICAL'] as const;
export const CONTACT_SUBJECTS = ['ORDER', 'DELIVERY', 'BALANCE', 'ACCOUNT', 'BUSINESS', 'OTHER'] as const;
export const ORDER_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;

export interface QuoteLine {
  product: string;
  quantity: number;
  /** Value per card in minor units. */
  value: number;
}

export interface QuoteRequest {
  companyName: string;
  contactName: string;
  email: string;
  /** International ("+44 7700 900123") or national form of the store's country. */
  phoneNumber: string;
  lines: QuoteLine[];
  deliveryMethod: string;
  /** YYYY-MM-DD or empty. */
  deliveryDate: string;
  message: string;
  captchaToken: string;
}

export interface ContactMessage {
  subject: string;
  name: string;
  email: string;
  orderReference: string;
  message: string;
  captchaToken: string;
}

const text = (m: EnquiryMessages, required: string, max = ENQUIRY_NAME_MAX_LENGTH) =>
  string().trim().required(required).max(max, format(m.tooLong, { max: max })).test(safeText(m.unsafeCharacters));

const longText = (m: EnquiryMessages) =>
  string().trim().max(ENQUIRY_MESSAGE_MAX_LENGTH, format(m.tooLong, { max: ENQUIRY_MESSAGE_MAX_LENGTH })).test(safeText(m.unsafeCharacters, { multiLine: true }));

/** Today in the store's time zone as YYYY-MM-DD: a wished delivery date is today or later. */
export const localToday = (timeZone: string, now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/**
 * The business quote request (spec §2.4 business form page): company, contact, e-mail, a phone number valid for its
 * country, one to 20 lines of gift card, quantity and value per card, digital or physical delivery with an optional
 * date from today, and a message.
 */
export function quoteRequestSchema(m: EnquiryMessages, context: { country: string; today: string }): ObjectSchema<AnyObject> {
  return object({
    companyName: text(m, m.companyRequired),
    contactName: text(m, m.nameRequired),
    email: string().trim().required(m.emailRequired).test(emailAddress(m.emailInvalid)),
    phoneNumber: string()
      .trim()
      .required(m.phoneRequired)
      .test('phone', m.phoneInvalid, (value) => !value || phoneNumberE164(value, context.country) !== null),
    lines: array()
      .of(
        object({
          product: text(m, m.productRequired),
          quantity: number()
            .typeError(format(m.quantityInvalid, { max: QUOTE_MAX_QUANTITY }))
            .required(format(m.quantityInvalid, { max: QUOTE_MAX_QUANTITY }))
            .integer(format(m.quantityInvalid, { max: QUOTE_MAX_QUANTITY }))
            .min(1, format(m.quantityInvalid, { max: QUOTE_MAX_QUANTITY }))
            .max(QUOTE_MAX_QUANTITY, format(m.quantityInvalid, { max: QUOTE_MAX_QUANTITY })),
          value: number()
            .typeError(m.valueInvalid)
            .required(m.valueInvalid)
            .integer(m.valueInvalid)
            .min(100, m.valueInvalid)
            .max(QUOTE_MAX_VALUE, m.valueInvalid)
            .test('whole', m.valueInvalid, (value) => value === undefined || value % 100 === 0),
        }),
      )
      .min(1, m.linesRequired)
      .max(QUOTE_MAX_LINES, format(m.tooManyLines, { max: QUOTE_MAX_LINES })),
    deliveryMethod: string().required(m.deliveryMethodRequired).oneOf([...QUOTE_DELIVERY_METHODS], m.deliveryMethodRequired),
    deliveryDate: string()
      .default('')
      .test('date', m.deliveryDateInvalid, (value) => !value || (isIsoDate(value) && value >= context.today)),
    message: longText(m),
    captchaToken: string().required(m.captchaRequired),
  });
}

/** The contact form (support page): a subject of the list, name, e-mail, an optional order reference and a message. */
export function contactMessageSchema(m: EnquiryMessages): ObjectSchema<AnyObject> {
  return object({
    subject: string().required(m.subjectRequired).oneOf([...CONTACT_SUBJECTS], m.subjectRequired),
    name: text(m, m.nameRequired),
    email: string().trim().required(m.emailRequired).test(emailAddress(m.emailInvalid)),
    orderReference: string()
      .trim()
      .default('')
      .test('reference', m.orderReferenceInvalid, (value) => !value || ORDER_REFERENCE.test(value)),
    message: longText(m).required(m.messageRequired),
    captchaToken: string().required(m.captchaRequired),
  });
}

function errorsOf(schema: ObjectSchema<AnyObject>, value: unknown): FieldError[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    return error.inner.flatMap((inner) => {
      const path = inner.path ?? '';
      if (seen.has(path)) return [];
      seen.add(path);
      return [{ path, message: inner.message }];
    });
  }
}

/** Every broken rule of a quote request, one per field (lines as `lines[0].quantity`). */
export const quoteRequestErrors = (request: QuoteRequest, m: EnquiryMessages, context: { country: string; today: string }) =>
  errorsOf(quoteRequestSchema(m, context), request);

/** Every broken rule of a contact message, one per field. */
export const contactMessageErrors = (message: ContactMessage, m: EnquiryMessages) => errorsOf(contactMessageSchema(m), message);
