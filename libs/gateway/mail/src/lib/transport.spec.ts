import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createMailTransport, emlFileName, type MailMessage } from './transport';

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  from: { name: 'GiftCards UK', address: 'no-reply@giftcards.example' },
  to: 'ann@example.com',
  subject: 'Jij hebt een cadeaubon — €25',
  html: '<p>Hello <strong>Ann</strong></p>',
  text: 'Hello Ann',
  messageId: '<abc123@giftcards.example>',
  date: new Date('2026-03-02T10:15:00.123Z'),
  ...overrides,
});

describe('mail transport', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'mail-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('names files so that they sort by time and hold only safe characters', () => {
    const early = emlFileName(new Date('2026-03-02T09:59:59.999Z'));
    const late = emlFileName(new Date('2026-03-02T10:00:00.000Z'));
    expect(early).toMatch(/^20260302T095959999Z-[0-9a-f]{8}\.eml$/);
    expect([late, early].sort()).toEqual([early, late]);
  });

  it('writes each message as a parseable .eml file in the mail folder', async () => {
    const transport = createMailTransport({ mailDir: join(dir, 'nested', 'mail') });
    const { location } = await transport.send(message());
    transport.close();
    expect(await readdir(join(dir, 'nested', 'mail'))).toEqual([location]);
    const mail = await simpleParser(await readFile(join(dir, 'nested', 'mail', location)));
    expect(mail.subject).toBe('Jij hebt een cadeaubon — €25');
    expect(mail.from?.value).toEqual([{ name: 'GiftCards UK', address: 'no-reply@giftcards.example' }]);
    expect(mail.messageId).toBe('<abc123@giftcards.example>');
    expect(mail.html).toContain('<strong>Ann</strong>');
    expect(mail.text?.trim()).toBe('Hello Ann');
  });

  it('makes the mail folder again when it was removed after the first message', async () => {
    const transport = createMailTransport({ mailDir: join(dir, 'mail') });
    await transport.send(message());
    await rm(join(dir, 'mail'), { recursive: true });
    const { location } = await transport.send(message());
    transport.close();
    expect(await readdir(join(dir, 'mail'))).toEqual([location]);
  });

  it('sends through an SMTP server when a URL is configured', async () => {
    const received: { from: string; to: string[]; raw: Buffer }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const transport = createMailTransport({ mailDir: dir, smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      expect(transport.kind).toBe('smtp');
      await transport.send(message());
      await transport.send(message({ to: 'bob@example.com', subject: 'Second' }));
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received.map((r) => [r.from, r.to])).toEqual([
      ['no-reply@giftcards.example', ['ann@example.com']],
      ['no-reply@giftcards.example', ['bob@example.com']],
    ]);
    const mail = await simpleParser(received[0].raw);
    expect(mail.subject).toBe('Jij hebt een cadeaubon — €25');
    expect(mail.html).toContain('<strong>Ann</strong>');
    expect(await readdir(dir)).toEqual([]);
  });

  it('fails when the SMTP server cannot be reached', async () => {
    const transport = createMailTransport({ mailDir: dir, smtpUrl: 'smtp://127.0.0.1:1' });
    await expect(transport.send(message())).rejects.toThrow(/ECONNREFUSED|connect/);
    transport.close();
  });
});
