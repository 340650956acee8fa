import { createHash } from 'node:crypto';
import { DomainError, DomainErrors, messagesIn, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { queueEmail, renderEnquiryAcknowledgementEmail, renderEnquiryNotificationEmail, type EnquiryEmailData } from '@giftshop/gateway-mail';
import {
  contactMessageErrors,
  enquiryMessages,
  localToday,
  phoneNumberE164,
  quoteRequestErrors,
  type ContactMessage,
  type QuoteRequest,
} from '@giftshop/util-validation';
import { enquiryLabels } from './enquiries.labels';
import { insertContactMessage, insertQuoteRequest } from './enquiries.repository';
import type { EnquiriesRuntime } from './enquiries.runtime';

export type QuoteRequestInput = Omit<QuoteRequest, 'captchaToken' | 'deliveryDate' | 'message'> & {
  deliveryDate?: string | null;
  message?: string | null;
};
export type ContactMessageInput = Omit<ContactMessage, 'captchaToken' | 'orderReference'> & { orderReference?: string | null };

const fieldError = (path: string, message: string) =>
  path === 'captchaToken' ? new DomainError('CAPTCHA_FAILED', {}, path) : new DomainError('INVALID_INPUT', { reason: message }, path);

/** Limit, rules, then captcha: a form with mistakes does not spend the visitor's solved captcha. */
async function admit(ctx: GatewayContext, runtime: EnquiriesRuntime, errors: { path: string; message: string }[], captchaToken: string) {
  if (!(await runtime.limit.consume(runtime.clientKey(ctx.request))).allowed) throw new DomainError('RATE_LIMITED');
  if (errors.length) throw new DomainErrors(errors.map((e) => fieldError(e.path, e.message)));
  if (!(await runtime.captcha.verify(ctx.db, captchaToken))) throw new DomainError('CAPTCHA_FAILED', {}, 'captchaToken');
}

async function queuePair(tx: Database, scope: StoreScope, data: EnquiryEmailData, teamAddress: string, key: string) {
  const storeId = scope.store.id;
  await queueEmail(tx, { storeId, template: `${data.kind}-acknowledgement`, to: data.email, ...renderEnquiryAcknowledgementEmail(data), idempotencyKey: `${key}:ack` });
  await queueEmail(tx, {
    storeId,
    template: `${data.kind}-notification`,
    to: teamAddress,
    ...renderEnquiryNotificationEmail(data),
    headers: { 'Reply-To': data.email },
    idempotencyKey: `${key}:team`,
  });
}

const keyOf = (kind: string, id: number) => `${kind}:${id}:${createHash('sha256').update(String(id)).digest('hex').slice(0, 8)}`;

/** Stores a quote request and queues the acknowledgement and the business team's copy in the same transaction. */
export async function requestQuote(ctx: GatewayContext, scope: StoreScope, input: QuoteRequestInput, captchaToken: string | null | undefined, runtime: EnquiriesRuntime, now = new Date()) {
  const { store, language } = scope;
  const request: QuoteRequest = { ...input, deliveryDate: input.deliveryDate?.trim() ?? '', message: input.message ?? '', captchaToken: captchaToken ?? '' };
  const errors = quoteRequestErrors(request, enquiryMessages(messagesIn(scope)), { country: store.countryCode, today: localToday(store.timeZone, now) });
  await admit(ctx, runtime, errors, request.captchaToken);
  const row = {
    storeId: store.id,
    languageCode: language.languageCode,
    companyName: request.companyName.trim(),
    contactName: request.contactName.trim(),
    email: request.email.trim(),
    phoneNumber: phoneNumberE164(request.phoneNumber, store.countryCode) ?? request.phoneNumber.trim(),
    lines: request.lines.map((l) => ({ product: l.product.trim(), quantity: l.quantity, value: l.value })),
    deliveryMethod: request.deliveryMethod,
    deliveryDate: request.deliveryDate || null,
    message: request.message.trim(),
  };
  const labels = enquiryLabels(messagesIn(scope), language.locale, store.currency);
  await ctx.db.transaction(async (tx) => {
    const id = await insertQuoteRequest(tx, row);
    const data: EnquiryEmailData = {
      language: messagesIn(scope),
      storeName: store.name,
      kind: 'quote',
      name: row.contactName,
      email: row.email,
      topic: row.companyName,
      fields: labels.quote(row),
    };
    await queuePair(tx, scope, data, runtime.addresses(store).business, keyOf('quote', id));
  });
  return { status: true };
}

/** Stores a contact message and queues the acknowledgement and customer service's copy in the same transaction. */
export async function sendContactMessage(ctx: GatewayContext, scope: StoreScope, input: ContactMessageInput, captchaToken: string | null | undefined, runtime: EnquiriesRuntime) {
  const { store, language } = scope;
  const message: ContactMessage = { ...input, orderReference: input.orderReference?.trim() ?? '', captchaToken: captchaToken ?? '' };
  await admit(ctx, runtime, contactMessageErrors(message, enquiryMessages(messagesIn(scope))), message.captchaToken);
  const row = {
    storeId: store.id,
    languageCode: language.languageCode,
    subject: message.subject,
    name: message.name.trim(),
    email: message.email.trim(),
    orderReference: message.orderReference.toUpperCase() || null,
    message: message.message.trim(),
  };
  const labels = enquiryLabels(messagesIn(scope), language.locale, store.currency);
  await ctx.db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, row);
    const data: EnquiryEmailData = {
      language: messagesIn(scope),
      storeName: store.name,
      kind: 'contact',
      name: row.name,
      email: row.email,
      topic: labels.subject(row.subject),
      fields: labels.contact(row),
    };
    await queuePair(tx, scope, data, runtime.addresses(store).support, keyOf('contact', id));
  });
  return { status: true };
}
