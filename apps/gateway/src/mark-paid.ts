/**
 * `npm run payments:mark-paid -- <reference>`: tells the running gateway that the money of a bank transfer or
 * invoice order arrived (e.g. GCUK-100001). The order's cards are then issued by its order.fulfil job.
 * Reads GATEWAY_URL (default http://127.0.0.1:4000) and PAYMENT_WEBHOOK_SECRET like the gateway does, or the local
 * secret `npm start` gave it.
 */
import { DEV_WEBHOOK_SECRET } from '@giftshop/gateway-order-payments';
import { markOrderPaid, type MarkPaidResult } from '@giftshop/gateway-payments';
import { withLocalSecrets } from './local-secrets';

const messages: Record<MarkPaidResult, (reference: string, origin: string) => string> = {
  marked: (r) => `Order ${r} is marked paid; the gateway now issues its cards.`,
  'already-marked': (r) => `Order ${r} was already marked paid.`,
  closed: (r) => `Order ${r} has no payment waiting: it is paid or closed already.`,
  'unknown-order': (r) => `There is no order with reference ${r}.`,
  refused: () => 'The gateway refused the request: is PAYMENT_WEBHOOK_SECRET the same as the gateway’s?',
  unreachable: (_r, origin) => `The gateway does not answer at ${origin}. Start it (npm start) or set GATEWAY_URL.`,
};

async function main() {
  const reference = process.argv[2]?.trim();
  if (!reference) {
    process.stderr.write('usage: npm run payments:mark-paid -- <order reference, e.g. GCUK-100001>\n');
    process.exit(2);
  }
  const env = withLocalSecrets(process.env);
  const gatewayOrigin = new URL(env['GATEWAY_URL'] ?? 'http://127.0.0.1:4000').origin;
  const result = await markOrderPaid(reference, { gatewayOrigin, secret: env['PAYMENT_WEBHOOK_SECRET'] || DEV_WEBHOOK_SECRET });
  const ok = result === 'marked' || result === 'already-marked';
  (ok ? process.stdout : process.stderr).write(`${messages[result](reference, gatewayOrigin)}\n`);
  process.exit(ok ? 0 : 1);
}

void main();
