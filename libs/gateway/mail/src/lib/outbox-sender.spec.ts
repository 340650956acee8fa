import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { simpleParser } from 'mailparser';
import { emailOutbox, stores, type DatabaseHandle } from '@giftshop/gateway-db';
import { openMigratedPglite } from '@giftshop/gateway-db/testing';
import { StoreRegistry } from '@giftshop/gateway-core';
import { testUkStore } from '@giftshop/gateway-core/testing';
import { createOutboxSender, type OutboxSenderOptions } from './outbox-sender';
import { queueEmail, type QueuedEmail } from './queue-email';
import { createMailTransport } from './transport';

const log = pino({ level: 'silent' });
const T0 = new Date('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const email = (key: string, overrides: Partial<QueuedEmail> = {}): QueuedEmail => ({
  storeId: 48, template: 'test', to: 'ann@example.com', subject: `Subject ${key}`, html: `<p>${key}</p>`, text: key, idempotencyKey: key, ...overrides,
});

describe('outbox sender', () => {
  let handle: DatabaseHandle;
  let dir: string;
  let now: Date;
  const registry = StoreRegistry.fromStores([testUkStore]);
  const sender = (options: OutboxSenderOptions = {}, smtpUrl?: string) =>
    createOutboxSender(handle.db, registry, createMailTransport({ mailDir: dir, smtpUrl }), log, { clock: () => now, ...options });
  const row = async (key: string) => (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key)))[0];

  beforeAll(async () => {
    handle = await openMigratedPglite();
    const { languages: _languages, ...store } = testUkStore;
    await handle.db.insert(stores).values(store);
  }, 60_000);
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(emailOutbox);
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    now = T0;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('queues an idempotency key once, inside the caller transaction', async () => {
    expect(await queueEmail(handle.db, email('once', { sendAfter: T0 }))).toBe(true);
    expect(await queueEmail(handle.db, email('once', { subject: 'changed' }))).toBe(false);
    await expect(
      handle.db.transaction(async (tx) => {
        await queueEmail(tx, email('rolled-back'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await row('rolled-back')).toBeUndefined();
    expect(await row('once')).toMatchObject({ subject: 'Subject once', status: 'PENDING' });
  });

  it('sends due e-mails as .eml files from the store address, each once', async () => {
    await queueEmail(handle.db, email('due', { sendAfter: T0 }));
    await queueEmail(handle.db, email('later', { sendAfter: at(3_600_000) }));
    expect(await sender().sendDueEmails()).toBe(1);
    expect(await sender().sendDueEmails()).toBe(0);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(join(dir, files[0])));
    expect(mail.subject).toBe('Subject due');
    expect(mail.from?.value).toEqual([{ name: 'GiftCards UK', address: 'no-reply@giftcards.example' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('ann@example.com');
    expect(await row('due')).toMatchObject({ status: 'SENT', attempts: 1, sentAt: T0 });
    expect(await row('later')).toMatchObject({ status: 'PENDING', attempts: 0 });

    now = at(3_600_000);
    expect(await sender().sendDueEmails()).toBe(1);
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('attaches what the attachment renderer draws at send time, and retries when it fails', async () => {
    await queueEmail(handle.db, email('order-invoice:1', { template: 'order-invoice', sendAfter: T0 }));
    let fail = true;
    const withPdf = sender({
      attachments: async ({ template, idempotencyKey }) => {
        if (fail) throw new Error('order not readable yet');
        return template === 'order-invoice' ? [{ filename: 'invoice-1.pdf', content: Buffer.from(`%PDF ${idempotencyKey}`), contentType: 'application/pdf' }] : [];
      },
    });
    expect(await withPdf.sendDueEmails()).toBe(1);
    expect(await row('order-invoice:1')).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'Error: order not readable yet' });
    expect(await readdir(dir)).toHaveLength(0);
    fail = false;
    now = at(30_000);
    expect(await withPdf.sendDueEmails()).toBe(1);
    const [file] = await readdir(dir);
    const mail = await simpleParser(await readFile(join(dir, file)));
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([['invoice-1.pdf', 'application/pdf', '%PDF order-invoice:1']]);
  });

  it('renders an e-mail queued with content when it is sent, and retries one whose template has no renderer', async () => {
    const content = { cardId: 7 };
    const deferred = { template: 'card-delivery', html: undefined, text: undefined, content, sendAfter: T0 };
    await queueEmail(handle.db, email('card-delivery:1', deferred));
    expect(await row('card-delivery:1')).toMatchObject({ html: null, text: null, content });
    expect(await sender().sendDueEmails()).toBe(1);
    expect(await row('card-delivery:1')).toMatchObject({ status: 'PENDING', lastError: 'Error: No body and no renderer for template card-delivery' });
    now = at(30_000);
    const seen: unknown[] = [];
    const rendering = sender({
      renderers: {
        'card-delivery': async (queued) => {
          seen.push(queued);
          return { subject: 'Your card', html: '<p>rendered now</p>', text: 'rendered now' };
        },
      },
    });
    expect(await rendering.sendDueEmails()).toBe(1);
    expect(seen).toEqual([{ storeId: 48, template: 'card-delivery', idempotencyKey: 'card-delivery:1', content }]);
    const mail = await simpleParser(await readFile(join(dir, (await readdir(dir))[0])));
    expect([mail.subject, mail.text?.trim()]).toEqual(['Your card', 'rendered now']);
    expect(await row('card-delivery:1')).toMatchObject({ status: 'SENT', html: null, text: null });
  });

  it('hands e-mails to the transport several at once', async () => {
    for (let i = 0; i < 9; i++) await queueEmail(handle.db, email(`parallel-${i}`, { sendAfter: T0 }));
    let active = 0;
    let most = 0;
    const slow = sender({
      concurrency: 3,
      attachments: async () => {
        most = Math.max(most, ++active);
        await new Promise((r) => setTimeout(r, 10));
        active--;
        return [];
      },
    });
    expect(await slow.sendDueEmails()).toBe(9);
    expect(most).toBe(3);
    expect(await readdir(dir)).toHaveLength(9);
  });

  it('retries a failed send with backoff, then gives up', async () => {
    await queueEmail(handle.db, email('unreachable', { sendAfter: T0 }));
    const broken = sender({ maxAttempts: 2 }, 'smtp://127.0.0.1:1');
    expect(await broken.sendDueEmails()).toBe(1);
    expect(await row('unreachable')).toMatchObject({ status: 'PENDING', attempts: 1, sendAfter: at(30_000), lastError: expect.stringMatching(/ECONNREFUSED|connect/) });
    expect(await broken.sendDueEmails()).toBe(0);
    now = at(30_000);
    expect(await broken.sendDueEmails()).toBe(1);
    expect(await row('unreachable')).toMatchObject({ status: 'FAILED', attempts: 2 });
    now = at(86_400_000);
    expect(await broken.sendDueEmails()).toBe(0);
  });

  it('sends again after the lease when a process died while sending', async () => {
    await queueEmail(handle.db, email('orphan', { sendAfter: T0 }));
    // What a claim leaves behind when the process is killed before recording the result.
    await handle.db.update(emailOutbox).set({ attempts: 1, sendAfter: at(300_000) }).where(eq(emailOutbox.idempotencyKey, 'orphan'));
    expect(await sender().sendDueEmails()).toBe(0);
    now = at(300_000);
    expect(await sender().sendDueEmails()).toBe(1);
    expect(await row('orphan')).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('shares the outbox between two senders without sending twice', async () => {
    for (let i = 0; i < 12; i++) await queueEmail(handle.db, email(`many-${i}`, { sendAfter: T0 }));
    const [a, b] = await Promise.all([sender({ batchSize: 2 }).sendDueEmails(), sender({ batchSize: 2 }).sendDueEmails()]);
    expect(a + b).toBe(12);
    expect(await readdir(dir)).toHaveLength(12);
  });
});
