import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpRoute } from '@giftshop/gateway-core';
import { isDrawMonth } from './draw-calendar';
import { drawMonthByHand, type DrawResult } from './draw';

/**
 * `npm run doubler:draw` draws in its own process when it can open the database. The embedded database is locked by a
 * running gateway, so then the command asks that gateway instead: a POST to OPERATOR_DRAW_PATH whose body is signed
 * with the operator secret the gateway shares (HMAC-SHA256, hex, in OPERATOR_SIGNATURE_HEADER) and carries its
 * moment, refused when older than five minutes. A replay draws nothing: a month is drawn once.
 */
export const OPERATOR_DRAW_PATH = '/operator/doubler/draw';
export const OPERATOR_SIGNATURE_HEADER = 'x-operator-signature';
const MAX_AGE_MS = 5 * 60_000;
const MAX_BODY_BYTES = 1024;

export interface OperatorDrawBody {
  month: string;
  /** null: every store with entries in the month. */
  storeId: number | null;
  issuedAt: string;
}

export const signOperatorBody = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

function verify(body: string, signature: string | string[] | undefined, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signOperatorBody(body, secret), 'hex'), Buffer.from(signature, 'hex'));
}

function parse(text: string, now: Date): OperatorDrawBody | null {
  try {
    const body = JSON.parse(text) as Partial<OperatorDrawBody>;
    const age = now.getTime() - Date.parse(String(body.issuedAt));
    const storeOk = body.storeId === null || Number.isInteger(body.storeId);
    return typeof body.month === 'string' && isDrawMonth(body.month) && storeOk && age >= -MAX_AGE_MS && age <= MAX_AGE_MS ? (body as OperatorDrawBody) : null;
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY_BYTES) return null;
  }
  return text;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function operatorDrawRoute(secret: string): HttpRoute {
  return {
    method: 'POST',
    prefix: OPERATOR_DRAW_PATH,
    async handle(req, res, { db, stores, log }) {
      const text = await readBody(req);
      if (text === null) return sendJson(res, 413, { error: 'Body too large' });
      if (!verify(text, req.headers[OPERATOR_SIGNATURE_HEADER], secret)) {
        log.warn('doubler draw refused: bad operator signature');
        return sendJson(res, 401, { error: 'Invalid signature' });
      }
      const body = parse(text, new Date());
      if (!body) return sendJson(res, 400, { error: 'Expected {month: YYYY-MM, storeId, issuedAt} issued in the last five minutes' });
      if (body.storeId !== null && !stores.get(body.storeId)) return sendJson(res, 404, { error: `Unknown store ${body.storeId}` });
      const results = await drawMonthByHand(db, stores, body.month, body.storeId);
      log.info({ month: body.month, storeId: body.storeId, outcomes: results.map((r) => `${r.storeId}:${r.outcome}`) }, 'doubler draw by hand');
      return sendJson(res, 200, { results });
    },
  };
}

export type OperatorDrawAnswer = { ok: true; results: DrawResult[] } | { ok: false; status: number | null; error: string };

/** Asks a running gateway to draw (the command's way when the gateway holds the embedded database). */
export async function requestDrawFromGateway(
  request: { month: string; storeId: number | null },
  options: { gatewayOrigin: string; secret: string; now?: Date },
): Promise<OperatorDrawAnswer> {
  const body = JSON.stringify({ ...request, issuedAt: (options.now ?? new Date()).toISOString() } satisfies OperatorDrawBody);
  const response = await fetch(`${options.gatewayOrigin}${OPERATOR_DRAW_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPERATOR_SIGNATURE_HEADER]: signOperatorBody(body, options.secret) },
    body,
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  if (!response) return { ok: false, status: null, error: 'unreachable' };
  const answer = (await response.json().catch(() => ({}))) as { results?: DrawResult[]; error?: string };
  return response.ok && answer.results
    ? { ok: true, results: answer.results }
    : { ok: false, status: response.status, error: answer.error ?? response.statusText };
}
