import type { IncomingMessage, ServerResponse } from 'node:http';
import { storeMessages, type GatewayContext, type HttpRoute } from '@giftshop/gateway-core';
import {
  findPayment,
  paymentReturnPath,
  SANDBOX_SIGNATURE_HEADER,
  sandboxFormToken,
  sandboxOutcomes,
  signSandboxBody,
  verifySandboxFormToken,
  type PaymentsRuntime,
  type SandboxOutcome,
  type SandboxWebhookBody,
} from '@giftshop/gateway-order-payments';
import { orders } from '@giftshop/gateway-db';
import { eq } from 'drizzle-orm';
import { BodyTooLargeError, ownOrigin, readRawBody, redirect, sendHtml } from '../http';
import { sandboxMessages } from './sandbox-messages';
import { asksBlikCode, blikOutcome } from './sandbox-methods';
import { allowedOutcomes } from './sandbox-outcomes';
import { banksToChoose, renderSandboxMessage, renderSandboxPage } from './sandbox-page';

const PAGE_PATH = /^\/payments\/sandbox\/([0-9a-f-]{36})\/?$/i;
const MAX_FORM_BYTES = 4 * 1024;

type Deps = Pick<GatewayContext, 'db' | 'stores' | 'log'>;

/**
 * The payment of a sandbox page with what the page needs to know about its order and store; null unless its store
 * still pays through the sandbox.
 */
async function loadPage(runtime: PaymentsRuntime, deps: Deps, paymentId: string) {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.provider !== 'sandbox') return null;
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, payment.orderId));
  const store = order && deps.stores.get(order.storeId);
  if (!order || !store || runtime.providerFor(store.id)?.name !== 'sandbox') return null;
  const language = order.languageCode;
  const locale = store.languages.find((l) => l.languageCode === language)?.locale ?? 'en-gb';
  // The page's words are in the order's language as its store's locale writes it (Swiss German: ss for ß).
  return { payment, order, language: storeMessages(store, language), locale, returnPath: paymentReturnPath(store, language, order.id, order.orderType) };
}

/** Sends the outcome to the gateway's webhook endpoint over HTTP, signed, exactly as an outside provider would. */
async function deliverWebhook(runtime: PaymentsRuntime, req: IncomingMessage, paymentId: string, outcome: SandboxOutcome, issuer: string | null): Promise<boolean> {
  const body: SandboxWebhookBody = {
    id: `${paymentId}:${outcome}`,
    type: 'payment.updated',
    paymentId,
    outcome,
    ...(issuer ? { issuer } : {}),
    createdAt: new Date().toISOString(),
  };
  const text = JSON.stringify(body);
  const url = runtime.webhookUrl ?? `${ownOrigin(req)}/payments/webhooks/sandbox`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(text, runtime.webhookSecret) },
    body: text,
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  return Boolean(response?.ok);
}

function pageRoute(runtime: PaymentsRuntime): HttpRoute {
  return {
    method: 'GET',
    prefix: '/payments/sandbox/',
    async handle(req, res, deps) {
      const id = PAGE_PATH.exec((req.url ?? '').split('?', 1)[0])?.[1];
      const page = id ? await loadPage(runtime, deps, id) : null;
      if (!id || !page) return sendHtml(res, 404, renderSandboxMessage('en', sandboxMessages('en').notFound));
      sendHtml(res, 200, pageHtml(runtime, id, page));
    },
  };
}

type Page = NonNullable<Awaited<ReturnType<typeof loadPage>>>;

const pageHtml = (runtime: PaymentsRuntime, id: string, page: Page, problem?: 'bankMissing' | 'blikCodeInvalid') =>
  renderSandboxPage({
    ...page,
    paymentId: id,
    orderReference: page.order.referenceNumber ?? '',
    formToken: sandboxFormToken(id, runtime.webhookSecret),
    outcomes: allowedOutcomes(page.payment),
    bankMissing: problem === 'bankMissing',
    blikCodeInvalid: problem === 'blikCodeInvalid',
  });

function choiceRoute(runtime: PaymentsRuntime): HttpRoute {
  return {
    method: 'POST',
    prefix: '/payments/sandbox/',
    async handle(req: IncomingMessage, res: ServerResponse, deps) {
      const path = (req.url ?? '').split('?', 1)[0];
      const id = PAGE_PATH.exec(path)?.[1];
      let form: URLSearchParams;
      try {
        form = new URLSearchParams((await readRawBody(req, MAX_FORM_BYTES)).toString('utf8'));
      } catch (error) {
        if (error instanceof BodyTooLargeError) return sendHtml(res, 413, renderSandboxMessage('en', sandboxMessages('en').formExpired));
        throw error;
      }
      const page = id ? await loadPage(runtime, deps, id) : null;
      if (!id || !page) return sendHtml(res, 404, renderSandboxMessage('en', sandboxMessages('en').notFound));
      const m = sandboxMessages(page.language);
      if (!verifySandboxFormToken(id, form.get('token'), runtime.webhookSecret)) {
        return sendHtml(res, 403, renderSandboxMessage(page.language, m.formExpired, { href: path, label: m.tryAgain }));
      }
      const chosen = form.get('outcome') as SandboxOutcome;
      const allowed = allowedOutcomes(page.payment);
      // A closed payment (a second click, a reload) goes back to the shop; an outcome not on offer shows the page again.
      if (!allowed.length) return redirect(res, page.returnPath);
      if (!sandboxOutcomes.includes(chosen) || !allowed.includes(chosen)) return redirect(res, path);
      const issuer = banksToChoose(page.payment).find((b) => b.id === form.get('issuer'))?.id ?? null;
      if (chosen === 'paid' && banksToChoose(page.payment).length && !issuer) return sendHtml(res, 400, pageHtml(runtime, id, page, 'bankMissing'));
      // BLIK's "pay" carries the code: the declined code fails the payment, anything but 6 digits is asked again.
      const outcome = chosen === 'paid' && asksBlikCode(page.payment) ? blikOutcome(form.get('blikCode')) : chosen;
      if (!outcome) return sendHtml(res, 400, pageHtml(runtime, id, page, 'blikCodeInvalid'));
      if (!(await deliverWebhook(runtime, req, id, outcome, issuer))) {
        deps.log.error({ paymentId: id }, 'sandbox webhook delivery failed');
        return sendHtml(res, 502, renderSandboxMessage(page.language, m.webhookFailed, { href: path, label: m.tryAgain }));
      }
      redirect(res, page.returnPath);
    },
  };
}

/** The sandbox provider's hosted page: `GET` shows a payment, `POST` applies the shopper's choice. */
export const sandboxRoutes = (runtime: PaymentsRuntime): HttpRoute[] => [pageRoute(runtime), choiceRoute(runtime)];
