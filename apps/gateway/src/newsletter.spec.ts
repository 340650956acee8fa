import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { selectRows } from '@giftshop/gateway-db';
import { accountVisitor } from './testing/account-visitor';
import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

const SUBSCRIBE = `mutation S($u: UserDataInput!, $e: String!, $s: String) { subscribeNewsletter(userData: $u, email: $e, source: $s) { status errors { code referencedRequestParameter } } }`;
const CONFIRM = `mutation C($u: UserDataInput!, $t: String!) { confirmNewsletter(userData: $u, token: $t) { status errors { code referencedRequestParameter } } }`;
const UNSUBSCRIBE = `mutation U($u: UserDataInput!, $t: String!) { unsubscribeNewsletter(userData: $u, token: $t) { status errors { code referencedRequestParameter } } }`;

const JSON_HEADERS = {
  'content-type': 'application/json',
  'x-bypass-mutations': '1',
};

interface OutboxMail {
  template: string;
  text: string;
  headers: Record<string, string>;
  key: string;
}

describe('newsletter sign-up (double opt-in)', () => {
  let app: TestApp;
  let mailDir: string;
  let base: string;
  let visitor = 0;
  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'gateway-newsletter-'));
    app = await createTestApp({ MAIL_DIR: mailDir });
    base = await app.listen();
  });
  afterAll(async () => {
    await app.workers.stop();
    await app.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  /** Each call from its own client address, so the per-client limit only counts where a test means it to. */
  const subscribe = async (email: string, u: object = UK, ip = `203.0.113.${++visitor}`) =>
    (
      await (
        await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { ...JSON_HEADERS, 'x-forwarded-for': ip },
          body: JSON.stringify({
            query: SUBSCRIBE,
            variables: { u, e: email, s: 'footer' },
          }),
        })
      ).json()
    ).data.subscribeNewsletter;
  const confirm = async (token: string, u: object = UK) =>
    (await app.graphql(CONFIRM, { u, t: token })).data.confirmNewsletter;
  const unsubscribe = async (token: string) =>
    (await app.graphql(UNSUBSCRIBE, { u: UK, t: token })).data.unsubscribeNewsletter;
  const mailsTo = (email: string) =>
    selectRows<OutboxMail>(
      app.database.db,
      sql`select template, text, headers, idempotency_key as key from email_outbox where to_address = ${email} order by id`,
    );
  const rowOf = async (email: string) =>
    (
      await selectRows<{ confirmed: boolean; unsubscribed: boolean }>(
        app.database.db,
        sql`select confirmed_at is not null as confirmed, unsubscribed_at is not null as unsubscribed from newsletter_subscriptions where lower(email) = lower(${email})`,
      )
    )[0];
  const linkIn = (text: string, path: string) => {
    const match = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=(\\S+)`).exec(text);
    if (!match) throw new Error(`no ${path} link in ${text}`);
    return decodeURIComponent(match[1]);
  };

  it('keeps a sign-up pending until the e-mailed link confirms it, once', async () => {
    const email = 'reader.one@example.com';
    expect(await subscribe(email)).toEqual({ status: true, errors: [] });
    expect(await rowOf(email)).toEqual({
      confirmed: false,
      unsubscribed: false,
    });
    const [mail] = await mailsTo(email);
    expect(mail.template).toBe('newsletter-confirm');
    expect(mail.headers).toEqual({});
    const token = linkIn(mail.text, '/newsletter/confirm/');

    expect(await confirm(token)).toEqual({ status: true, errors: [] });
    expect(await rowOf(email)).toEqual({
      confirmed: true,
      unsubscribed: false,
    });
    expect(await confirm(token)).toEqual({
      status: false,
      errors: [{ code: 2151, referencedRequestParameter: 'token' }],
    });
    expect(await confirm('not-a-token')).toMatchObject({
      status: false,
      errors: [{ code: 2151 }],
    });
  });

  it('refuses an expired confirmation link', async () => {
    const email = 'reader.late@example.com';
    await subscribe(email);
    const token = linkIn((await mailsTo(email))[0].text, '/newsletter/confirm/');
    await app.database.db.execute(
      sql`update newsletter_subscriptions set confirm_token_expires_at = now() - interval '1 minute' where lower(email) = ${email}`,
    );
    expect(await confirm(token)).toMatchObject({
      status: false,
      errors: [{ code: 2151 }],
    });
    expect(await rowOf(email)).toEqual({
      confirmed: false,
      unsubscribed: false,
    });
  });

  it('answers a known address as it answers a new one, and e-mails a confirmed one nothing new', async () => {
    const email = 'reader.known@example.com';
    const first = await subscribe(email);
    await confirm(linkIn((await mailsTo(email))[0].text, '/newsletter/confirm/'));
    const before = (await mailsTo(email)).length;
    const again = await subscribe(email.toUpperCase());
    const fresh = await subscribe('reader.fresh@example.com');
    expect(again).toEqual(first);
    expect(fresh).toEqual(first);
    expect((await mailsTo(email)).length).toBe(before);
  });

  it('sends marketing e-mail with List-Unsubscribe and one-click headers, and the signed link unsubscribes', async () => {
    const email = 'reader.marketing@example.com';
    await subscribe(email);
    await confirm(linkIn((await mailsTo(email))[0].text, '/newsletter/confirm/'));
    const welcome = (await mailsTo(email)).find((m) => m.template === 'newsletter-welcome');
    if (!welcome) throw new Error('no welcome e-mail');
    const link = linkIn(welcome.text, '/newsletter/unsubscribe/');
    expect(welcome.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/\S+\/newsletter\/unsubscribe\/\?token=\S+>$/);
    expect(welcome.headers['List-Unsubscribe']).toContain(encodeURIComponent(link));
    expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await app.workers.outbox.sendDueEmails();
    const files = await Promise.all((await readdir(mailDir)).map((name) => readFile(join(mailDir, name), 'utf8')));
    const sent = files.find((file) => file.includes(`To: ${email}`) && file.includes('List-Unsubscribe-Post'));
    expect(sent).toMatch(/^List-Unsubscribe:\s+<https?:\/\/\S+\/newsletter\/unsubscribe\/\?token=\S+>$/m);
    expect(sent).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const [id] = link.split('.');
    expect(await unsubscribe(`${id}.${'A'.repeat(43)}`)).toMatchObject({
      status: false,
      errors: [{ code: 2151 }],
    });
    expect(await unsubscribe(link)).toEqual({ status: true, errors: [] });
    expect(await unsubscribe(link)).toEqual({ status: true, errors: [] });
    expect(await rowOf(email)).toEqual({ confirmed: true, unsubscribed: true });
  });

  it('links the confirm page of the language signed up in', async () => {
    const email = 'lezer@example.com';
    await subscribe(email, NL);
    const [mail] = await mailsTo(email);
    expect(mail.text).toContain('Bevestig');
    expect(await confirm(linkIn(mail.text, '/nieuwsbrief/bevestigen/'), NL)).toEqual({ status: true, errors: [] });
  });

  it('limits sign-ups per address and per client', async () => {
    const email = 'reader.often@example.com';
    for (let i = 0; i < 3; i++) expect((await subscribe(email)).status).toBe(true);
    expect(await subscribe(email)).toEqual({
      status: false,
      errors: [{ code: expect.any(Number), referencedRequestParameter: 'email' }],
    });
    const ip = '198.51.100.201';
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await subscribe(`reader.client${i}@example.com`, UK, ip));
    expect(answers.slice(0, 10).every((a) => a.status)).toBe(true);
    expect(answers[10].status).toBe(false);
  });
  it('keeps the newsletter consent of the account with the same address in step with the list', async () => {
    const customer = accountVisitor(base, '198.51.100.150');
    const email = await customer.register('reader.account@example.com');
    const consent = async () =>
      (
        await customer.graphql(`query($u: UserDataInput!) { getUserInfo(userData: $u) { user { subscribed } } }`, {
          u: UK,
        })
      ).data.getUserInfo.user.subscribed;
    expect(await consent()).toBe(false);
    await subscribe(email);
    await confirm(linkIn((await mailsTo(email))[0].text, '/newsletter/confirm/'));
    expect(await consent()).toBe(true);
    await customer.graphql(
      `mutation($u: UserDataInput!) { updateNotifications(userData: $u, subscribed: false) { user { subscribed } } }`,
      { u: UK },
    );
    expect(await rowOf(email)).toEqual({ confirmed: true, unsubscribed: true });
  });
});
