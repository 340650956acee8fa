import { simpleParser } from 'mailparser';
import { composeMime, rfc5322Date } from './compose-mime';
import type { MailMessage } from './transport';

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  from: { name: 'GiftCards UK', address: 'no-reply@gcuk.giftshop.example' },
  to: 'ann@example.com',
  subject: 'Bench Shopper sent you a gift card',
  html: '<table><tr><td style="color:#333333">Kaartnummer 6301 4811 8210 1692 010 — €25,00</td></tr></table>',
  text: 'Hallo Ann,\n\nJe hebt een cadeaubon van €25,00 gekregen.\nPIN: 012345\n',
  messageId: '<da8e5caa43548db52a5a15b22333af87@gcuk.giftshop.example>',
  date: new Date('2026-03-02T09:05:07.123Z'),
  ...overrides,
});

describe('composeMime', () => {
  it('writes a message that a mail reader reads back field by field', async () => {
    const raw = composeMime(message({ headers: { 'List-Unsubscribe': '<https://gcuk.giftshop.example/u/abc>' } }), '\n') as Buffer;
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: 'GiftCards UK', address: 'no-reply@gcuk.giftshop.example' }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value).toEqual([{ name: '', address: 'ann@example.com' }]);
    expect(mail.subject).toBe('Bench Shopper sent you a gift card');
    expect(mail.messageId).toBe('<da8e5caa43548db52a5a15b22333af87@gcuk.giftshop.example>');
    expect(mail.date?.toISOString()).toBe('2026-03-02T09:05:07.000Z');
    expect(raw.toString()).toContain('\nList-Unsubscribe: <https://gcuk.giftshop.example/u/abc>\n');
    expect(mail.html).toBe(message().html);
    expect(mail.text).toBe(message().text);
    // Unix newlines for files, CRLF for SMTP; no line longer than 78 characters.
    expect(raw.toString()).not.toContain('\r');
    const lines = (composeMime(message(), '\r\n') as Buffer).toString().split('\r\n');
    expect(lines.every((line) => line.length <= 78 && !line.includes('\n'))).toBe(true);
  });

  it('encodes non-ASCII subjects and names, whatever their length, without splitting a character', async () => {
    const subject = 'Jij hebt een cadeaubon gekregen — €25 van Zoë en Amélie, veel plezier ermee! 🎁 Ünïcödé';
    const raw = composeMime(message({ subject, from: { name: 'Cadeaukaarten Zoë & Co', address: 'no-reply@gcsnl.giftshop.example' } }), '\n') as Buffer;
    expect(raw.toString().split('\n').every((line) => line.length <= 78)).toBe(true);
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(subject);
    expect(mail.from?.value).toEqual([{ name: 'Cadeaukaarten Zoë & Co', address: 'no-reply@gcsnl.giftshop.example' }]);
  });

  it('quotes a display name with special characters', async () => {
    const mail = await simpleParser(composeMime(message({ from: { name: 'Gift "Cards", Ltd.', address: 'no-reply@x.example' } }), '\n') as Buffer);
    expect(mail.from?.value).toEqual([{ name: 'Gift "Cards", Ltd.', address: 'no-reply@x.example' }]);
  });

  it('leaves attachments, named or unusual addresses and its own header names to nodemailer', () => {
    expect(composeMime(message({ attachments: [{ filename: 'invoice.pdf', content: Buffer.from('%PDF'), contentType: 'application/pdf' }] }), '\n')).toBeNull();
    expect(composeMime(message({ to: 'Ann <ann@example.com>' }), '\n')).toBeNull();
    expect(composeMime(message({ to: 'ann@example.com, bob@example.com' }), '\n')).toBeNull();
    expect(composeMime(message({ to: 'zoë@example.com' }), '\n')).toBeNull();
    expect(composeMime(message({ headers: { Bcc: 'eve@example.com' } }), '\n')).toBeNull();
    expect(composeMime(message({ headers: { 'X-Note': 'line\nbreak' } }), '\n')).toBeNull();
  });

  it('writes dates as RFC 5322 does, in UTC', () => {
    expect(rfc5322Date(new Date('2026-11-27T16:56:54.224Z'))).toBe('Fri, 27 Nov 2026 16:56:54 +0000');
    expect(rfc5322Date(new Date('2026-01-04T00:00:00Z'))).toBe('Sun, 4 Jan 2026 00:00:00 +0000');
  });
});
