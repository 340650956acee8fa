import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { selectRows } from '@giftshop/gateway-db';
import { solveCaptcha } from './testing/captcha';
import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

const QUOTE = `mutation Q($u: UserDataInput!, $i: QuoteRequestInput!, $c: String) {
  requestQuote(userData: $u, input: $i, captchaToken: $c) { status errors { code message referencedRequestParameter } }
}`;
const CONTACT = `mutation C($u: UserDataInput!, $i: ContactMessageInput!, $c: String) {
  sendContactMessage(userData: $u, input: $i, captchaToken: $c) { status errors { code message referencedRequestParameter } }
}`;

const quote = (email: string) => ({
  companyName: 'Northwind Traders Ltd',
  contactName: 'Olivia Bennett',
  email,
  phoneNumber: '07700 900123',
  lines: [
    { product: 'Choice Gift Card', quantity: 40, value: 5000 },
    { product: 'The Velvet Teapot Gift Card', quantity: 10, value: 2500 },
  ],
  deliveryMethod: 'DIGITAL',
  deliveryDate: '',
  message: 'Christmas gifts for the Leeds office.',
});

const contact = (email: string) => ({
  subject: 'DELIVERY',
  name: 'Harry Patel',
  email,
  orderReference: 'gcuk-100001',
  message: 'My physical card has not arrived after five working days.',
});

interface OutboxMail {
  template: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

describe('business quote requests and the contact form', () => {
  let app: TestApp;
  let mailDir: string;
  let base: string;
  let visitor = 0;
  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'gateway-enquiries-'));
    app = await createTestApp({ MAIL_DIR: mailDir });
    base = await app.listen();
  });
  afterAll(async () => {
    await app.workers.stop();
    await app.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  /** Each call from its own client address unless given, so the per-client limit counts only where a test means it. */
  const send = async (query: string, input: object, options: { u?: object; ip?: string; captcha?: string | null } = {}) => {
    const captcha = options.captcha === undefined ? await solveCaptcha(base) : options.captcha;
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', 'x-forwarded-for': options.ip ?? `198.51.100.${++visitor}` },
      body: JSON.stringify({ query, variables: { u: options.u ?? UK, i: input, c: captcha } }),
    });
    const body = await response.json();
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.requestQuote ?? body.data.sendContactMessage;
  };
  const mailsAbout = (email: string) =>
    selectRows<OutboxMail>(
      app.database.db,
      sql`select template, to_address as "to", subject, text, headers from email_outbox
          where to_address = ${email} or headers->>'Reply-To' = ${email} order by id`,
    );

  it('stores a quote request, acknowledges it to the requester and sends it to the brand business address', async () => {
    const email = 'olivia.bennett@northwind.example';
    expect(await send(QUOTE, quote(email))).toEqual({ status: true, errors: [] });
    const [row] = await selectRows<{ company: string; phone: string; products: unknown; delivery: string; store: number }>(
      app.database.db,
      sql`select company_name as company, phone_number as phone, products, delivery_method as delivery, store_id as store
          from quote_requests where email = ${email}`,
    );
    expect(row).toEqual({
      company: 'Northwind Traders Ltd',
      phone: '+447700900123',
      products: quote(email).lines,
      delivery: 'DIGITAL',
      store: 48,
    });
    const mails = await mailsAbout(email);
    expect(mails.map((m) => [m.template, m.to])).toEqual([
      ['quote-acknowledgement', email],
      ['quote-notification', 'business@gcuk.giftshop.example'],
    ]);
    expect(mails[1].headers).toEqual({ 'Reply-To': email });
    expect(mails[1].subject).toBe('Quote request from Northwind Traders Ltd');
    expect(mails[0].text).toContain('40 × Choice Gift Card of £50.00');
  });

  it('stores a contact message and sends it to the support address of the brand data, in Dutch for the Dutch store', async () => {
    const email = 'jan.devries@example.nl';
    expect(await send(CONTACT, { ...contact(email), orderReference: 'CB-100002' }, { u: NL })).toEqual({ status: true, errors: [] });
    const [row] = await selectRows<{ subject: string; reference: string; language: string }>(
      app.database.db,
      sql`select subject, order_reference as reference, language_code as language from contact_messages where email = ${email}`,
    );
    expect(row).toEqual({ subject: 'DELIVERY', reference: 'CB-100002', language: 'nl' });
    const mails = await mailsAbout(email);
    expect(mails.map((m) => [m.template, m.to, m.subject])).toEqual([
      ['contact-acknowledgement', email, 'We hebben je bericht ontvangen'],
      ['contact-notification', 'klantenservice@cb.giftshop.example', 'Contactformulier: Bezorging'],
    ]);
  });

  it('keeps the order reference of a UK contact message in capitals and sends it to the UK support address', async () => {
    const email = 'harry.patel@example.co.uk';
    expect(await send(CONTACT, contact(email))).toEqual({ status: true, errors: [] });
    const mails = await mailsAbout(email);
    expect(mails.map((m) => m.to)).toEqual([email, 'help@gcuk.giftshop.example']);
    expect(mails[1].text).toContain('Order reference: GCUK-100001');
  });

  it('refuses a missing or reused captcha and stores nothing', async () => {
    const email = 'no.captcha@example.co.uk';
    const refused = { code: 1008, message: 'We could not verify that you are not a robot. Please try again.', referencedRequestParameter: 'captchaToken' };
    expect((await send(QUOTE, quote(email), { captcha: 'not-a-solution' })).errors).toEqual([refused]);
    expect((await send(CONTACT, contact(email), { captcha: null })).errors).toEqual([
      expect.objectContaining({ code: 1008, referencedRequestParameter: 'captchaToken' }),
    ]);
    const solved = await solveCaptcha(base);
    expect(await send(CONTACT, contact(email), { captcha: solved })).toEqual({ status: true, errors: [] });
    expect((await send(CONTACT, contact(email), { captcha: solved })).errors).toEqual([refused]);
    expect(await mailsAbout(email)).toHaveLength(2);
  });

  it('answers each broken rule on its field with the message of the form', async () => {
    const input = {
      ...quote('not-an-address'),
      companyName: ' ',
      phoneNumber: '12345',
      lines: [{ product: 'Choice Gift Card', quantity: 0, value: 2550 }],
      deliveryMethod: 'DRONE',
      deliveryDate: '2020-01-01',
    };
    const { status, errors } = await send(QUOTE, input);
    expect(status).toBe(false);
    expect(errors.map((e: { referencedRequestParameter: string; message: string }) => [e.referencedRequestParameter, e.message])).toEqual(
      expect.arrayContaining([
        ['companyName', expect.stringContaining('Company name is a required field')],
        ['email', expect.stringContaining('Please enter a valid e-mail address')],
        ['phoneNumber', expect.stringContaining('Please enter a valid phone number')],
        ['lines[0].quantity', expect.stringContaining('Enter a number of cards between 1 and 10000')],
        ['lines[0].value', expect.stringContaining('Enter a value per card in whole units')],
        ['deliveryMethod', expect.stringContaining('Choose digital or physical delivery')],
        ['deliveryDate', expect.stringContaining('Choose a delivery date from today')],
      ]),
    );
    expect(errors.every((e: { code: number }) => e.code === 1004)).toBe(true);
    const empty = await send(QUOTE, { ...quote('empty.lines@example.co.uk'), lines: [] });
    expect(empty.errors).toEqual([expect.objectContaining({ code: 1004, referencedRequestParameter: 'lines' })]);
    const contactErrors = (await send(CONTACT, { ...contact('x@example.co.uk'), subject: 'SPAM', message: '', orderReference: 'no spaces!' })).errors;
    expect(contactErrors.map((e: { referencedRequestParameter: string }) => e.referencedRequestParameter).sort()).toEqual(['message', 'orderReference', 'subject']);
    expect(await mailsAbout('empty.lines@example.co.uk')).toEqual([]);
  });

  it('limits a client to 5 enquiries an hour, sent or refused', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) expect((await send(CONTACT, contact(`limited.${i}@example.co.uk`), { ip })).status).toBe(true);
    expect((await send(QUOTE, quote('limited.6@example.co.uk'), { ip })).errors).toEqual([expect.objectContaining({ code: 1007 })]);
    expect((await send(CONTACT, contact('other.client@example.co.uk'))).status).toBe(true);
  });
});
