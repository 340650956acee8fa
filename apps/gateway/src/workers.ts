import { join } from 'node:path';
import type { Database } from '@giftshop/gateway-db';
import type { StoreRegistry } from '@giftshop/gateway-core';
import { registerActivationJobs } from '@giftshop/gateway-activation';
import { registerDoublerJobs } from '@giftshop/gateway-doubler';
import { CARD_DELIVERY_TEMPLATE, cardDeliveryRenderer, registerIssuingJobs, SHIPMENT_PRINT_TEMPLATE, shipmentPrintRenderer } from '@giftshop/gateway-giftcards';
import { createCardSecrets, type PinHasher } from '@giftshop/gateway-cards-data';
import { createJobWorker, JobRegistry, listenForWakeUps, WAKE_CHANNELS, type JobWorker, type WakeUps } from '@giftshop/gateway-jobs';
import { createMailTransport, createOutboxSender, type OutboxSender } from '@giftshop/gateway-mail';
import { expireOrderJob, ORDER_EXPIRE_JOB } from '@giftshop/gateway-order-payments';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import { orderInvoiceAttachments } from './order-invoice-attachment';

/**
 * The gateway's background work: durable jobs and the mail outbox, each polled by its own loop and woken when work
 * is queued (by this process, or on PostgreSQL by any process: LISTEN/NOTIFY).
 */
export interface Workers {
  jobs: JobWorker;
  outbox: OutboxSender;
  start(): void;
  /** Waits for the passes under way, then closes the mail transport. */
  stop(): Promise<void>;
}

/**
 * Each paid order wakes the job worker and then the outbox; waiting this long after a wake-up lets one claim take the
 * work of many orders under load (one claim per order before), for a few tens of milliseconds on an e-mail.
 */
const WAKE_DELAY_MS = 50;

/**
 * Sending an e-mail mostly waits (on the mail folder's file system, or on the SMTP server's replies), so the outbox
 * runs more lanes than the job worker and claims more e-mails at a time. With as many lanes as jobs (12 on PostgreSQL)
 * and batches of 20 it sent 45 e-mails a second while 130 orders a second were paid (two e-mails each), and the
 * backlog took 2.5–2.9 s to drain after a 20-second peak; with four times the lanes and batches of 100 it keeps pace
 * (docs/performance.md, "E-mails at the pace of payments").
 */
const OUTBOX_LANES_PER_JOB_LANE = 4;
const OUTBOX_BATCH = 100;

/** Where the file transport writes `.eml` files and the development viewer reads them. */
export const mailDir = (config: Pick<GatewayConfig, 'MAIL_DIR' | 'DATA_DIR'>) => config.MAIL_DIR ?? join(config.DATA_DIR, 'mail');

/** Registers every job handler and builds the pollers; main.ts starts them, tests call runDueJobs/sendDueEmails. */
export function createWorkers(
  db: Database,
  stores: StoreRegistry,
  log: Logger,
  config: GatewayConfig,
  pins: PinHasher,
): Workers {
  const secrets = createCardSecrets({ current: config.PIN_PEPPER, previous: config.PIN_PEPPER_PREVIOUS });
  const issuing = { stores, pins, secrets, fulfilmentAddress: config.MAIL_FULFILMENT_TO };
  let registry = registerIssuingJobs(new JobRegistry(), issuing).register(ORDER_EXPIRE_JOB, expireOrderJob);
  registry = registerDoublerJobs(registerActivationJobs(registry, { stores }), { stores });
  const transport = createMailTransport({ mailDir: mailDir(config), smtpUrl: config.SMTP_URL });
  const outbox = createOutboxSender(db, stores, transport, log.child({ component: 'outbox' }), {
    fromAddress: config.MAIL_FROM,
    attachments: orderInvoiceAttachments(db, stores),
    renderers: { [CARD_DELIVERY_TEMPLATE]: cardDeliveryRenderer(db, stores, secrets), [SHIPMENT_PRINT_TEMPLATE]: shipmentPrintRenderer(stores, secrets) },
    concurrency: config.JOBS_CONCURRENCY * OUTBOX_LANES_PER_JOB_LANE,
    batchSize: OUTBOX_BATCH,
    wakeDelayMs: WAKE_DELAY_MS,
  });
  const jobs = createJobWorker(db, registry, log.child({ component: 'jobs' }), {
    staleAfterMs: config.JOBS_STALE_AFTER_SECONDS * 1000,
    concurrency: config.JOBS_CONCURRENCY,
    wakeDelayMs: WAKE_DELAY_MS,
    onJobDone: () => outbox.wake(),
  });
  let wakeUps: WakeUps | undefined;
  return {
    jobs,
    outbox,
    start() {
      jobs.start();
      outbox.start();
      wakeUps ??= listenForWakeUps(
        { [WAKE_CHANNELS.jobs]: () => jobs.wake(), [WAKE_CHANNELS.outbox]: () => outbox.wake() },
        { databaseUrl: config.DATABASE_URL, log: log.child({ component: 'wake-ups' }) },
      );
    },
    async stop() {
      await wakeUps?.close();
      await Promise.all([jobs.stop(), outbox.stop()]);
      transport.close();
    },
  };
}
