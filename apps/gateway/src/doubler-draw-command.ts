import { parseArgs } from 'node:util';
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from '@giftshop/gateway-db';
import { drawMonthByHand, isDrawMonth, requestDrawFromGateway, type DrawResult } from '@giftshop/gateway-doubler';
import { loadConfig, type GatewayConfig } from './config';
import { loadStores } from './load-stores';

export const DOUBLER_DRAW_USAGE = 'usage: npm run doubler:draw -- --month YYYY-MM [--store <store id>]';

export interface DoublerDrawDeps {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  /** Opens the gateway's database (DATABASE_URL, or the embedded one under DATA_DIR); tests pass their own. */
  openDb?(config: GatewayConfig): Promise<DatabaseHandle>;
}

const amount = (minor: number, currency: string) => `${currency} ${(minor / 100).toFixed(2)}`;

function describeResult(result: DrawResult): string {
  const where = `Store ${result.storeId}, ${result.month}`;
  if (result.outcome === 'already-drawn') return `${where}: already drawn, nothing changed.`;
  if (result.outcome === 'no-eligible-entry') return `${where}: no entry with a spendable card; the month is closed without a winner.`;
  const w = result.winner;
  return `${where}: drew 1 of ${result.entries} eligible entries. Card ${w.maskedNumber} gained ${amount(w.credited, w.currency)} (balance now ${amount(w.balanceAfter, w.currency)}); the winner's e-mail is queued.`;
}

function parse(argv: string[]): { month: string; storeId: number | null } | null {
  try {
    const { values } = parseArgs({ args: argv, options: { month: { type: 'string' }, store: { type: 'string' } }, strict: true });
    const storeId = values.store === undefined ? null : Number(values.store);
    if (!values.month || !isDrawMonth(values.month) || (storeId !== null && !Number.isInteger(storeId))) return null;
    return { month: values.month, storeId };
  } catch {
    return null;
  }
}

/**
 * `npm run doubler:draw -- --month 2026-12 [--store 48]`: draws a month by hand, for one store or for every store
 * with entries in it. It opens the gateway's database itself; when a running gateway holds the embedded database
 * (locked to one process), it asks that gateway over HTTP instead, signed with OPERATOR_SECRET (as
 * payments:mark-paid goes through the running gateway). A month is drawn once, whoever runs it first.
 */
export async function runDoublerDraw(argv: string[], deps: DoublerDrawDeps): Promise<number> {
  const request = parse(argv);
  if (!request) {
    deps.err(DOUBLER_DRAW_USAGE);
    return 2;
  }
  const config = loadConfig(deps.env);
  let handle: DatabaseHandle;
  try {
    handle = await (deps.openDb ?? ((c) => openDatabase({ databaseUrl: c.DATABASE_URL, dataDir: c.DATA_DIR })))(config);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    return drawThroughGateway(request, config, deps);
  }
  try {
    const stores = await loadStores(handle.db, config);
    if (request.storeId !== null && !stores.get(request.storeId)) {
      deps.err(`There is no store ${request.storeId}.`);
      return 1;
    }
    report(await drawMonthByHand(handle.db, stores, request.month, request.storeId), request.month, deps);
    return 0;
  } finally {
    await handle.close();
  }
}

async function drawThroughGateway(request: { month: string; storeId: number | null }, config: GatewayConfig, deps: DoublerDrawDeps): Promise<number> {
  const gatewayOrigin = new URL(deps.env['GATEWAY_URL'] ?? `http://127.0.0.1:${config.GATEWAY_PORT}`).origin;
  deps.out(`The database is in use by a running gateway; asking it at ${gatewayOrigin} to draw.`);
  const answer = await requestDrawFromGateway(request, { gatewayOrigin, secret: config.OPERATOR_SECRET });
  if (answer.ok) {
    report(answer.results, request.month, deps);
    return 0;
  }
  if (answer.status === null) deps.err(`The gateway does not answer at ${gatewayOrigin}. Set GATEWAY_URL to the gateway that holds the database.`);
  else if (answer.status === 401) deps.err('The gateway refused the request: is OPERATOR_SECRET the same as the gateway’s?');
  else deps.err(`The gateway refused the draw (${answer.status}): ${answer.error}`);
  return 1;
}

function report(results: DrawResult[], month: string, deps: DoublerDrawDeps) {
  if (!results.length) deps.out(`No store has entries in ${month} waiting for a draw.`);
  for (const result of results) deps.out(describeResult(result));
}
