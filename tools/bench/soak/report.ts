import { percentile } from '../support';
import type { Delivery } from './delivery';
import type { Steps } from './steps';

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(0)} ms`;

/** The soak's results as markdown: the steps' table, /healthz, orders paid, cards issued, card e-mails, errors. */
export function report(run: {
  steps: Steps;
  order: string[];
  seconds: number;
  /** performance.now() when the measured part of the run began. */
  since: number;
  paid: number;
  delivery: Delivery;
  drainSeconds: number;
}) {
  const { steps, seconds, delivery, drainSeconds } = run;
  const health = steps.records.get('healthz')?.ms ?? [];
  const { mails } = delivery;
  const unsent =
    mails.sent < mails.expected ? `; the oldest unsent waited ${mails.oldestUnsentSeconds.toFixed(0)} s` : '';
  const errors = steps.errorLines();
  const errorCount = [...steps.records.values()].reduce((sum, r) => sum + r.errors, 0);
  return [
    steps.table(seconds, run.order),
    '',
    'By 5-second window (when in the run the slow answers came):',
    '',
    steps.timeline(run.since, seconds),
    '',
    `/healthz on a new connection every 250 ms: p50 ${ms(health, 50)}, p99 ${ms(health, 99)}, ` +
      `longest ${Math.max(0, ...health).toFixed(0)} ms`,
    `orders paid: ${run.paid} (${(run.paid / seconds).toFixed(1)}/s)`,
    `cards issued for them during the run: ${delivery.cardsIssued} (${(delivery.cardsIssued / seconds).toFixed(1)}/s, ` +
      `${run.paid ? ((100 * delivery.cardsIssued) / run.paid).toFixed(0) : '–'} % of the paid orders' cards)`,
    `card e-mails sent within ${drainSeconds} s after the run: ${mails.sent} of ${mails.expected}; ` +
      `delay after payment p50 ${mails.p50.toFixed(1)} s, p99 ${mails.p99.toFixed(1)} s${unsent}`,
    '',
    `errors: ${errorCount}`,
    ...errors.map((line) => `  ${line}`),
  ].join('\n');
}
