import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { devMailRoute } from './dev-mail-page';
import { createMailTransport } from './transport';

describe('development mail viewer', () => {
  let dir: string;
  let server: Server;
  let base: string;
  const names: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'viewer-'));
    const transport = createMailTransport({ mailDir: dir });
    const from = { name: 'GiftCards UK', address: 'no-reply@giftcards.example' };
    for (const [i, subject] of ['First <b>bold</b>', 'Second & last'].entries()) {
      const { location } = await transport.send({
        from, to: `person${i}@example.com`, subject, html: `<p>Card ${i}</p>`, text: `Card ${i}`, messageId: `<m${i}@giftcards.example>`, date: new Date(Date.UTC(2026, 2, 2, 10, i)),
      });
      names.push(location);
    }
    transport.close();
    const route = devMailRoute(dir);
    const deps = { db: undefined as never, stores: undefined as never, log: pino({ level: 'silent' }) };
    server = createServer((req, res) => void route.handle(req, res, deps));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/mail/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the messages newest first with escaped subjects and links to each view', async () => {
    const response = await fetch(base);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page.indexOf('Second &amp; last')).toBeLessThan(page.indexOf('First &lt;b&gt;bold&lt;/b&gt;'));
    expect(page).not.toContain('<b>bold</b>');
    expect(page).toContain('person0@example.com');
    const base0 = names[0].replace(/\.eml$/, '');
    expect(page).toContain(`<a href="${base0}.html">HTML</a> · <a href="${base0}.txt">text</a> · <a href="${names[0]}">raw</a>`);
  });

  it('shows a message as sandboxed HTML, as text and as the raw .eml', async () => {
    const stem = names[1].replace(/\.eml$/, '');
    const view = await fetch(`${base}${stem}.html`);
    expect(view.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(await view.text()).toBe('<p>Card 1</p>');
    expect((await (await fetch(`${base}${stem}.txt`)).text()).trim()).toBe('Card 1');
    const raw = await fetch(`${base}${names[1]}`);
    expect(raw.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await raw.text()).toContain('Message-ID: <m1@giftcards.example>');
  });

  it('answers 404 for unknown names and anything outside the mail folder', async () => {
    for (const path of ['nope.eml', '..%2F..%2Fetc%2Fpasswd', '../package.json', '.hidden.eml', 'x.exe']) {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }
  });

  it('lists nothing when the mail folder does not exist yet', async () => {
    const route = devMailRoute(join(dir, 'missing'));
    const empty = createServer((req, res) => void route.handle(req, res, { db: undefined as never, stores: undefined as never, log: pino({ level: 'silent' }) }));
    await new Promise<void>((resolve) => empty.listen(0, '127.0.0.1', resolve));
    const page = await (await fetch(`http://127.0.0.1:${(empty.address() as AddressInfo).port}/dev/mail/`)).text();
    await new Promise((resolve) => empty.close(resolve));
    expect(page).toContain('0 messages');
  });
});
