import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { namedRows, selectRows, type Database, type NamedStatement } from '@giftshop/gateway-db';
import type { StoreRegistry } from '@giftshop/gateway-core';
import { createPoller, groupCommit, retryDelayMs, safeErrorMessage, type Poller } from '@giftshop/gateway-jobs';
import type { Logger } from 'pino';
import { senderAddress } from './sender-address';
import type { MailAttachment, MailTransport } from './transport';
import type { RenderedEmail } from './templates/rendered-email';

/** What an attachment renderer is told of an outbox row: never its body. */
export interface OutboxEmailRef {
  storeId: number;
  template: string;
  idempotencyKey: string;
}

/**
 * Renders the attachments of an e-mail when it is sent, from the data its idempotency key names (e.g. the
 * invoice PDF of `order-invoice:<order uuid>`), so no binary sits in the outbox. Answers [] for other e-mails.
 */
export type OutboxAttachments = (email: OutboxEmailRef) => Promise<MailAttachment[]>;

/** Renders, at send time, an e-mail queued with `content` instead of a body (card e-mails: no PIN at rest). */
export type OutboxRenderer = (email: OutboxEmailRef & { content: unknown }) => Promise<RenderedEmail>;

export interface OutboxSenderOptions {
  batchSize?: number;
  /** E-mails handed to the transport at once. */
  concurrency?: number;
  maxAttempts?: number;
  /** How long a claimed row is reserved for one send; after a crash it is sent again once this passes. */
  leaseMs?: number;
  pollIntervalMs?: number;
  /** How long a woken sender waits before its pass, gathering the e-mails queued meanwhile into one claim. */
  wakeDelayMs?: number;
  clock?: () => Date;
  /** MAIL_FROM: one From address for every store (the display name stays the store's). */
  fromAddress?: string;
  /** Renders attachments at send time; a failure is retried like a failed send. */
  attachments?: OutboxAttachments;
  /** By template: the renderers of e-mails queued with `content`; a failure is retried like a failed send. */
  renderers?: Record<string, OutboxRenderer>;
}

const MARK_SENT: NamedStatement = {
  name: 'outbox_mark_sent',
  text: `update email_outbox o set status = 'SENT', sent_at = s.at, last_error = null
    from jsonb_to_recordset($1::jsonb) as s(id int, at timestamptz)
    where o.id = s.id and o.id = any(array(select (e ->> 'id')::int from jsonb_array_elements($1::jsonb) e))`,
};

interface OutboxRow {
  id: number;
  store_id: number;
  to_address: string;
  subject: string;
  html: string | null;
  text: string | null;
  content: unknown;
  template: string;
  idempotency_key: string;
  attempts: number;
  headers: Record<string, string> | null;
}

export interface OutboxSender extends Poller {
  /** Sends every due e-mail; answers how many were tried. */
  sendDueEmails(): Promise<number>;
  /** An outbox row's subject and body as they are sent (rendered now when it holds `content`). */
  render(id: number): Promise<RenderedEmail>;
}

/**
 * Delivers the outbox. A short statement claims due rows (FOR UPDATE SKIP LOCKED) by pushing their send time
 * past a lease; the send itself runs outside any transaction. Delivery is at least once: a process that dies
 * between sending and recording it sends that e-mail again after the lease, with the same Message-ID.
 * Bodies may hold personal data (and rendered card e-mails numbers and PINs), so nothing of a row but its id and
 * template is ever logged.
 */
export function createOutboxSender(
  db: Database,
  stores: StoreRegistry,
  transport: MailTransport,
  log: Logger,
  options: OutboxSenderOptions = {},
): OutboxSender {
  const batchSize = options.batchSize ?? 20;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const maxAttempts = options.maxAttempts ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const clock = options.clock ?? (() => new Date());

  const claim = () => {
    const now = clock();
    return selectRows<OutboxRow>(
      db,
      sql`update email_outbox set attempts = attempts + 1, send_after = ${new Date(now.getTime() + leaseMs).toISOString()}
          where id in (
            select id from email_outbox where status = 'PENDING' and send_after <= ${now.toISOString()}
            order by send_after, id limit ${batchSize} for update skip locked)
          returning id, store_id, to_address, subject, html, text, content, template, idempotency_key, attempts, headers`,
    );
  };

  // E-mails sent while another one was being recorded are marked SENT together, each with its own time.
  const markSent = groupCommit<{ id: number; at: string }>(async (sent) => {
    await namedRows(db, MARK_SENT, [JSON.stringify(sent)]);
  });

  async function rendered(row: OutboxRow): Promise<RenderedEmail> {
    if (row.html !== null && row.text !== null) return { subject: row.subject, html: row.html, text: row.text };
    const renderer = options.renderers?.[row.template];
    if (!renderer || row.content === null) throw new Error(`No body and no renderer for template ${row.template}`);
    return renderer({ storeId: row.store_id, template: row.template, idempotencyKey: row.idempotency_key, content: row.content });
  }

  async function send(row: OutboxRow) {
    const store = stores.get(row.store_id);
    if (!store) throw new Error(`Unknown store ${row.store_id}`);
    const from = senderAddress(store, options.fromAddress);
    const digest = createHash('sha256').update(row.idempotency_key).digest('hex').slice(0, 32);
    const domain = from.address.split('@')[1];
    const headers = row.headers && Object.keys(row.headers).length ? { headers: row.headers } : {};
    const files = options.attachments ? await options.attachments({ storeId: row.store_id, template: row.template, idempotencyKey: row.idempotency_key }) : [];
    const attachments = files.length ? { attachments: files } : {};
    const { subject, html, text } = await rendered(row);
    await transport.send({ from, to: row.to_address, subject, html, text, messageId: `<${digest}@${domain}>`, date: clock(), ...headers, ...attachments });
  }

  async function deliver(row: OutboxRow) {
    try {
      await send(row);
      await markSent({ id: row.id, at: clock().toISOString() });
      log.info({ outboxId: row.id, template: row.template }, 'e-mail sent');
    } catch (error) {
      const message = safeErrorMessage(error);
      const giveUp = row.attempts >= maxAttempts;
      const next = new Date(clock().getTime() + retryDelayMs(row.attempts));
      log[giveUp ? 'error' : 'warn']({ outboxId: row.id, template: row.template, attempts: row.attempts, error: message }, giveUp ? 'e-mail failed' : 'e-mail will be retried');
      await db.execute(
        sql`update email_outbox set status = ${giveUp ? 'FAILED' : 'PENDING'}, send_after = ${next.toISOString()}, last_error = ${message}
            where id = ${row.id}`,
      );
    }
  }

  async function sendDueEmails(): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await claim();
      const next = [...rows];
      const lane = async () => {
        for (let row = next.shift(); row; row = next.shift()) await deliver(row);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
      tried += rows.length;
      if (rows.length < batchSize) return tried;
    }
  }

  async function render(id: number): Promise<RenderedEmail> {
    const [row] = await selectRows<OutboxRow>(
      db,
      sql`select id, store_id, to_address, subject, html, text, content, template, idempotency_key, attempts, headers
          from email_outbox where id = ${id}`,
    );
    if (!row) throw new Error(`No outbox e-mail ${id}`);
    return rendered(row);
  }

  return { ...createPoller('outbox', sendDueEmails, options.pollIntervalMs ?? 1_000, log, options.wakeDelayMs), sendDueEmails, render };
}
