import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_LIMITS, hashPassword } from '@giftshop/gateway-accounts';
import { profiles, selectRows, sessions, users } from '@giftshop/gateway-db';
import { solveCaptcha } from './testing/captcha';
import { countingVerifier } from './testing/secret-verifier';
import { createTestApp, NL, UK, type GraphqlResult, type TestApp } from './testing/test-app';

const EXIST = `query Exist($u: UserDataInput!, $e: String!, $c: String!) { checkUserExist(userData: $u, email: $e, captchaToken: $c) { status errors { code message referencedRequestParameter } } }`;
const LOGIN = `mutation Login($u: UserDataInput!, $e: String!, $p: String!, $c: String!) { userLogin(userData: $u, email: $e, password: $p, captchaToken: $c) { status errors { code message referencedRequestParameter } } }`;
const LOGOUT = `mutation Logout($u: UserDataInput!) { userLogout(userData: $u) { status errors { code } } }`;
const REGISTER = `mutation Register($u: UserDataInput!, $i: RegisterUserInput!) { registerUser(userData: $u, input: $i) { status errors { code message referencedRequestParameter } } }`;
const USER = `query User($u: UserDataInput!) { getUserInfo(userData: $u) { user { mainProfile { firstName lastName email } subscribed addresses { id } } errors { code } } }`;
const CHANGE = `mutation Change($u: UserDataInput!, $cur: String!, $n: String!, $conf: String!, $c: String!) {
  changePassword(userData: $u, currentPassword: $cur, newPassword: $n, confirmPassword: $conf, captchaToken: $c) { status errors { code message referencedRequestParameter } } }`;
const FORGOT = `mutation Forgot($u: UserDataInput!, $e: String!, $c: String!) { forgotPassword(userData: $u, email: $e, captchaToken: $c) { status errors { code message referencedRequestParameter } } }`;
const RESET = `mutation Reset($u: UserDataInput!, $t: String!, $p: String!, $conf: String!) { resetPassword(userData: $u, token: $t, password: $p, confirmPassword: $conf) { status errors { code message referencedRequestParameter } } }`;
const NOTIFY = `mutation Notify($u: UserDataInput!, $s: Boolean!) { updateNotifications(userData: $u, subscribed: $s) { user { subscribed } errors { code } } }`;
const DELETE = `mutation Delete($u: UserDataInput!) { deleteAccount(userData: $u) { status errors { code } } }`;

const PASSWORD = 'Tulip-Garden-42';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Answer = GraphqlResult & { setCookies: string[] };

/** A browser over HTTP from its own address: keeps its cookies and sends the mutation header as the storefront does. */
function visitor(base: string, ip: string) {
  const cookies = new Map<string, string>();
  return {
    cookies,
    ip,
    async graphql(query: string, variables: Record<string, unknown>, options: { mutationHeader?: boolean } = {}): Promise<Answer> {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          ...(options.mutationHeader === false ? {} : { 'x-bypass-mutations': '1' }),
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const setCookies = response.headers.getSetCookie();
      for (const line of setCookies) {
        const [pair] = line.split(';', 1);
        const at = pair.indexOf('=');
        if (/Max-Age=0/.test(line)) cookies.delete(pair.slice(0, at));
        else cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return { ...(await response.json()), setCookies };
    },
  };
}
type Visitor = ReturnType<typeof visitor>;

describe('customer accounts', () => {
  let app: TestApp;
  let base: string;
  let address = 0;
  let account = 0;
  const secrets = countingVerifier();
  beforeAll(async () => {
    app = await createTestApp({ CAPTCHA_MAX_NUMBER: '1000' }, undefined, { verifySecret: secrets.verify });
    base = await app.listen();
  });
  afterAll(() => app.close());

  const db = () => app.database.db;
  const newVisitor = () => visitor(base, `203.0.113.${++address}`);
  const captcha = () => solveCaptcha(base);
  const newEmail = () => `customer${++account}.${Date.now()}@example.com`;

  async function register(v: Visitor, input: Partial<Record<string, unknown>> = {}) {
    const email = newEmail();
    const answer = await v.graphql(REGISTER, {
      u: UK,
      i: { firstName: 'Anna', lastName: 'Smith', email, password: PASSWORD, confirmPassword: PASSWORD, subscribed: true, captchaToken: await captcha(), ...input },
    });
    return { email, payload: answer.data.registerUser, answer };
  }

  /** A registered account, logged out, with a fresh visitor. */
  async function existingAccount() {
    const v = newVisitor();
    const { email, payload } = await register(v);
    expect(payload).toEqual({ status: true, errors: [] });
    await v.graphql(LOGOUT, { u: UK });
    return { email, v: newVisitor() };
  }

  const login = async (v: Visitor, email: string, password = PASSWORD, token?: string) =>
    (await v.graphql(LOGIN, { u: UK, e: email, p: password, c: token ?? (await captcha()) })).data.userLogin;
  const sessionCookie = (v: Visitor) => v.cookies.get('gs_session') ?? '';
  const userOf = async (v: Visitor) => (await v.graphql(USER, { u: UK })).data.getUserInfo.user;

  describe('registration', () => {
    it('creates the account with an argon2id hash, logs it in and shows the profile', async () => {
      const v = newVisitor();
      const { email, payload } = await register(v);
      expect(payload).toEqual({ status: true, errors: [] });
      expect(await userOf(v)).toEqual({ mainProfile: { firstName: 'Anna', lastName: 'Smith', email }, subscribed: true, addresses: [] });
      const [row] = await db().select().from(users).where(eq(users.email, email));
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(row.passwordHash).not.toContain(PASSWORD);
    });

    it('refuses an e-mail that already has an account, in any case', async () => {
      const { email } = await existingAccount();
      const { payload } = await register(newVisitor(), { email: email.toUpperCase() });
      expect(payload).toEqual({
        status: false,
        errors: [{ code: 2111, message: 'An account with this e-mail address already exists.', referencedRequestParameter: 'input.email' }],
      });
    });

    it('refuses a short password, foreign characters, a common password and a confirmation that differs, each on its field', async () => {
      const v = newVisitor();
      expect((await register(v, { password: 'Ab1!', confirmPassword: 'Ab1!' })).payload.errors).toEqual([
        { code: 2113, message: 'Your password must be at least 8 characters long.', referencedRequestParameter: 'input.password' },
      ]);
      expect((await register(v, { password: 'wachtwoord met spaties', confirmPassword: 'wachtwoord met spaties' })).payload.errors).toEqual([
        { code: 2112, message: 'Your password may contain only latin letters, digits and symbols.', referencedRequestParameter: 'input.password' },
      ]);
      expect((await register(v, { password: 'Password1', confirmPassword: 'Password1' })).payload.errors).toEqual([
        { code: 2114, message: 'This password is too common and easy to guess. Please choose another one.', referencedRequestParameter: 'input.password' },
      ]);
      expect((await register(v, { confirmPassword: `${PASSWORD}x`, firstName: ' ', email: 'anna@' })).payload.errors).toEqual([
        { code: 2115, message: 'First name is a required field', referencedRequestParameter: 'input.firstName' },
        { code: 2102, message: 'Please enter a valid e-mail address.', referencedRequestParameter: 'input.email' },
        { code: 2123, message: 'The passwords do not match.', referencedRequestParameter: 'input.confirmPassword' },
      ]);
    });

    it('refuses common passwords with digits and symbols after them, the shop\'s words, repetitions, sequences and over 128 characters', async () => {
      const v = newVisitor();
      const refusal = async (password: string) => (await register(v, { password, confirmPassword: password })).payload.errors;
      const common = { code: 2114, message: 'This password is too common and easy to guess. Please choose another one.', referencedRequestParameter: 'input.password' };
      for (const password of ['Welcome1!', 'giftcards', 'Giftcard2026', 'SUNSHINE123']) expect([password, await refusal(password)]).toEqual([password, [common]]);
      const repetitive = {
        code: 2117,
        message: 'Your password must not be a repeated character, a repeated pattern or a sequence such as 12345678.',
        referencedRequestParameter: 'input.password',
      };
      for (const password of ['aaaaaaaa', '11111111a', 'abcabcabc', '12345678', 'abcdefgh']) expect([password, await refusal(password)]).toEqual([password, [repetitive]]);
      const long = 'Kx9#mQ2!'.repeat(625);
      expect(await refusal(long)).toEqual([{ code: 2116, message: 'Your password must be at most 128 characters long.', referencedRequestParameter: 'input.password' }]);
      expect((await register(newVisitor(), { password: 'Kx9#mQ2!'.repeat(16), confirmPassword: 'Kx9#mQ2!'.repeat(16) })).payload.errors).toEqual([]);
    });

    it('answers the password rules in Dutch for the Dutch store', async () => {
      const answer = await newVisitor().graphql(REGISTER, {
        u: NL,
        i: { firstName: 'Anna', lastName: 'de Vries', email: newEmail(), password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa', subscribed: false, captchaToken: await captcha() },
      });
      expect(answer.data.registerUser.errors).toEqual([
        { code: 2117, message: 'Je wachtwoord mag geen herhaald teken, herhaald patroon of reeks zoals 12345678 zijn.', referencedRequestParameter: 'input.password' },
      ]);
    });

    it('refuses without a captcha solution and when already logged in', async () => {
      const v = newVisitor();
      expect((await register(v, { captchaToken: '' })).payload.errors).toEqual([
        { code: 1008, message: 'We could not verify that you are not a robot. Please try again.', referencedRequestParameter: 'input.captchaToken' },
      ]);
      expect((await register(v)).payload.status).toBe(true);
      expect((await register(v)).payload.errors).toEqual([{ code: 2101, message: 'You are already logged in.', referencedRequestParameter: null }]);
    });

    it('answers in the language of the request', async () => {
      const v = newVisitor();
      const answer = await v.graphql(REGISTER, {
        u: NL,
        i: { firstName: 'Anna', email: newEmail(), password: 'kort', confirmPassword: 'kort', subscribed: false, captchaToken: await captcha() },
      });
      expect(answer.data.registerUser.errors[0].message).toBe('Je wachtwoord moet minstens 8 tekens lang zijn.');
    });
  });

  describe('identify', () => {
    it('tells whether an e-mail has an account', async () => {
      const { email, v } = await existingAccount();
      expect((await v.graphql(EXIST, { u: UK, e: email, c: await captcha() })).data.checkUserExist).toEqual({ status: true, errors: [] });
      expect((await v.graphql(EXIST, { u: UK, e: newEmail(), c: await captcha() })).data.checkUserExist).toEqual({ status: false, errors: [] });
    });

    it('answers nothing without a valid captcha solution, nor to one used before', async () => {
      const { email, v } = await existingAccount();
      expect((await v.graphql(EXIST, { u: UK, e: email, c: '' })).data.checkUserExist).toEqual({
        status: false,
        errors: [{ code: 1008, message: 'We could not verify that you are not a robot. Please try again.', referencedRequestParameter: 'captchaToken' }],
      });
      const token = await captcha();
      expect((await v.graphql(EXIST, { u: UK, e: email, c: token })).data.checkUserExist.status).toBe(true);
      expect((await v.graphql(EXIST, { u: UK, e: email, c: token })).data.checkUserExist).toMatchObject({ status: false, errors: [{ code: 1008 }] });
    });

    it('refuses a client over its budget, however many captchas it solves', async () => {
      const { email, v } = await existingAccount();
      for (let i = 0; i < ACCOUNT_LIMITS.lookupClient.points; i++) await v.graphql(EXIST, { u: UK, e: email, c: 'not-a-solution' });
      const over = (await v.graphql(EXIST, { u: UK, e: email, c: await captcha() })).data.checkUserExist;
      expect(over).toEqual({ status: false, errors: [{ code: 1007, message: 'Too many requests. Please wait a moment and try again.', referencedRequestParameter: null }] });
      // Login draws on the same budget, so it is no way around it.
      expect((await login(v, email)).errors).toEqual([expect.objectContaining({ code: 1007 })]);
    });

    it('refuses too many questions about one e-mail, from any number of clients', async () => {
      const { email } = await existingAccount();
      for (let i = 0; i < ACCOUNT_LIMITS.identifyAccount.points; i++) {
        expect((await newVisitor().graphql(EXIST, { u: UK, e: email, c: await captcha() })).data.checkUserExist.status).toBe(true);
      }
      expect((await newVisitor().graphql(EXIST, { u: UK, e: email, c: await captcha() })).data.checkUserExist.errors).toEqual([
        expect.objectContaining({ code: 1007, referencedRequestParameter: 'email' }),
      ]);
    });
  });

  describe('login', () => {
    it('logs in under a new session id, keeping the cart of the visit (session fixation)', async () => {
      const { email, v } = await existingAccount();
      await v.graphql(LOGOUT, { u: UK });
      // A session the visitor had before logging in, e.g. planted by someone else.
      const [planted] = await db().insert(sessions).values({ idHash: sha256('P'.repeat(43)), storeId: 48, cartOrderId: null, expiresAt: new Date(Date.now() + 3_600_000) }).returning();
      v.cookies.set('gs_session', 'P'.repeat(43));
      expect(await login(v, email)).toEqual({ status: true, errors: [] });
      expect(sessionCookie(v)).not.toBe('P'.repeat(43));
      expect(await db().select().from(sessions).where(eq(sessions.idHash, planted.idHash))).toHaveLength(0);
      const [fresh] = await db().select().from(sessions).where(eq(sessions.idHash, sha256(sessionCookie(v))));
      expect(fresh.userId).not.toBeNull();
      expect((await userOf(v)).mainProfile.email).toBe(email);
      // The planted token grants nothing.
      const attacker = newVisitor();
      attacker.cookies.set('gs_session', 'P'.repeat(43));
      expect(await userOf(attacker)).toBeNull();
    });

    it('compares the password with a dummy hash of the same cost for an unknown address (no timing oracle)', async () => {
      const { email, v } = await existingAccount();
      const [row] = await db().select().from(users).where(eq(users.email, email));
      secrets.reset();
      expect((await login(v, email, 'Wrong-Password-7')).errors[0].code).toBe(2104);
      expect(secrets.hashes).toEqual([row.passwordHash]);
      secrets.reset();
      expect((await login(newVisitor(), newEmail(), 'Wrong-Password-7')).errors[0].code).toBe(2103);
      expect(secrets.hashes).toEqual([expect.stringMatching(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)]);
      expect(secrets.hashes[0]).not.toBe(row.passwordHash);
      secrets.reset();
      expect((await login(newVisitor(), newEmail(), 'Other-Password-8')).errors[0].code).toBe(2103);
      const dummy = secrets.hashes[0];
      secrets.reset();
      expect((await login(newVisitor(), newEmail(), 'Other-Password-8')).errors[0].code).toBe(2103);
      expect(secrets.hashes).toEqual([dummy]);
    });

    it('sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
      const { email, v } = await existingAccount();
      const answer = await v.graphql(LOGIN, { u: UK, e: email, p: PASSWORD, c: await captcha() });
      expect(answer.setCookies).toEqual([expect.stringMatching(/^gs_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/)]);
    });

    it('answers each refusal of spec §8 on its field', async () => {
      const { email, v } = await existingAccount();
      expect(await login(v, email, PASSWORD, '')).toEqual({
        status: false,
        errors: [{ code: 1008, message: 'We could not verify that you are not a robot. Please try again.', referencedRequestParameter: 'captchaToken' }],
      });
      expect(await login(v, 'not-an-email')).toEqual({
        status: false,
        errors: [{ code: 2102, message: 'Please enter a valid e-mail address.', referencedRequestParameter: 'email' }],
      });
      expect(await login(v, newEmail())).toEqual({
        status: false,
        errors: [{ code: 2103, message: 'We do not know this e-mail address.', referencedRequestParameter: 'email' }],
      });
      expect(await login(v, email, 'Wrong-password-1')).toEqual({
        status: false,
        errors: [{ code: 2104, message: 'The combination of e-mail address and password is not correct.', referencedRequestParameter: 'password' }],
      });
      expect(await login(v, email.toUpperCase())).toEqual({ status: true, errors: [] });
      expect(await login(v, email)).toEqual({ status: false, errors: [{ code: 2101, message: 'You are already logged in.', referencedRequestParameter: null }] });
    });

    it('answers the generic failure when something unexpected goes wrong', async () => {
      const { email, v } = await existingAccount();
      await db().update(users).set({ passwordHash: '$argon2id$broken' }).where(eq(users.email, email));
      // A malformed hash is a wrong password, not a crash…
      expect((await login(v, email)).errors).toEqual([expect.objectContaining({ code: 2104 })]);
      // …while a failing store is the generic message.
      await db().execute(sql`alter table users rename to users_gone`);
      try {
        expect(await login(v, email)).toEqual({ status: false, errors: [{ code: 2105, message: 'Something went wrong, please try again.', referencedRequestParameter: null }] });
      } finally {
        await db().execute(sql`alter table users_gone rename to users`);
      }
    });

    it('locks an account after repeated wrong passwords, from any client, until the block ends', async () => {
      const { email } = await existingAccount();
      const { points } = ACCOUNT_LIMITS.loginAccount;
      for (let i = 1; i < points; i++) expect((await login(newVisitor(), email, `Wrong-password-${i}`)).errors[0].code).toBe(2104);
      expect((await login(newVisitor(), email, 'Wrong-password-x')).errors[0]).toMatchObject({ code: 1007, referencedRequestParameter: 'email' });
      expect((await login(newVisitor(), email)).errors[0]).toMatchObject({ code: 1007 });
    });

    it('clears the count of wrong passwords after a success', async () => {
      const { email, v } = await existingAccount();
      for (let i = 1; i < ACCOUNT_LIMITS.loginAccount.points; i++) await login(newVisitor(), email, `Wrong-password-${i}`);
      expect((await login(v, email)).status).toBe(true);
      await v.graphql(LOGOUT, { u: UK });
      expect((await login(newVisitor(), email, 'Wrong-password-again')).errors[0].code).toBe(2104);
    });
  });

  describe('sessions', () => {
    it('logout deletes the session server-side, so a copied cookie no longer works', async () => {
      const { email, v } = await existingAccount();
      await login(v, email);
      const token = sessionCookie(v);
      const answer = await v.graphql(LOGOUT, { u: UK });
      expect(answer.data.userLogout).toEqual({ status: true, errors: [] });
      expect(answer.setCookies).toEqual([expect.stringMatching(/^gs_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/)]);
      expect(await db().select().from(sessions).where(eq(sessions.idHash, sha256(token)))).toHaveLength(0);
      const copy = newVisitor();
      copy.cookies.set('gs_session', token);
      expect(await userOf(copy)).toBeNull();
    });

    it('ends a login after 30 idle minutes, and 12 hours after it started however active', async () => {
      const { email, v } = await existingAccount();
      await login(v, email);
      const idHash = sha256(sessionCookie(v));
      await db().update(sessions).set({ data: sql`jsonb_set(${sessions.data}, '{seenAt}', to_jsonb(${Date.now() - 25 * 60_000}::bigint))` }).where(eq(sessions.idHash, idHash));
      expect(await userOf(v)).not.toBeNull();
      await db().update(sessions).set({ data: sql`jsonb_set(${sessions.data}, '{seenAt}', to_jsonb(${Date.now() - 31 * 60_000}::bigint))` }).where(eq(sessions.idHash, idHash));
      expect(await userOf(v)).toBeNull();
      const [row] = await db().select().from(sessions).where(eq(sessions.idHash, idHash));
      expect(row.userId).toBeNull();

      await login(v, email);
      const again = sha256(sessionCookie(v));
      await db().update(sessions).set({ createdAt: new Date(Date.now() - 12 * 3_600_000 - 1000) }).where(eq(sessions.idHash, again));
      expect(await userOf(v)).toBeNull();
    });
  });

  describe('change password', () => {
    const change = async (v: Visitor, input: { cur?: string; n?: string; conf?: string; c?: string } = {}) =>
      (await v.graphql(CHANGE, { u: UK, cur: PASSWORD, n: 'New-Orchid-77', conf: 'New-Orchid-77', c: await captcha(), ...input })).data.changePassword;

    it('changes the password, renews the session id and logs out other devices', async () => {
      const { email, v } = await existingAccount();
      const other = newVisitor();
      await login(other, email);
      await login(v, email);
      const before = sessionCookie(v);
      expect(await change(v)).toEqual({ status: true, errors: [] });
      expect(sessionCookie(v)).not.toBe(before);
      expect((await userOf(v)).mainProfile.email).toBe(email);
      expect(await userOf(other)).toBeNull();
      await v.graphql(LOGOUT, { u: UK });
      expect((await login(v, email)).errors[0].code).toBe(2104);
      expect((await login(v, email, 'New-Orchid-77')).status).toBe(true);
    });

    it('refuses when not logged in, with a wrong current password, a mismatch or no captcha', async () => {
      const { email, v } = await existingAccount();
      expect(await change(v)).toEqual({ status: false, errors: [{ code: 2121, message: 'Please log in first.', referencedRequestParameter: null }] });
      await login(v, email);
      expect(await change(v, { cur: 'Not-my-password-1' })).toEqual({
        status: false,
        errors: [{ code: 2122, message: 'Your current password is not correct.', referencedRequestParameter: 'currentPassword' }],
      });
      expect(await change(v, { conf: 'Something-else-9' })).toEqual({
        status: false,
        errors: [{ code: 2123, message: 'The passwords do not match.', referencedRequestParameter: 'confirmPassword' }],
      });
      expect(await change(v, { c: '' })).toMatchObject({ status: false, errors: [{ code: 1008, referencedRequestParameter: 'captchaToken' }] });
      expect(await change(v, { n: 'short', conf: 'short' })).toMatchObject({ errors: [{ code: 2113, referencedRequestParameter: 'newPassword' }] });
    });
  });

  describe('forgotten password', () => {
    const forgot = async (v: Visitor, email: string, token?: string) =>
      (await v.graphql(FORGOT, { u: UK, e: email, c: token ?? (await captcha()) })).data.forgotPassword;
    const reset = async (v: Visitor, token: string, password = 'Fresh-Meadow-31', confirmation = password) =>
      (await v.graphql(RESET, { u: UK, t: token, p: password, conf: confirmation })).data.resetPassword;
    const mailsTo = (email: string) =>
      selectRows<{ subject: string; text: string; template: string }>(db(), sql`select subject, text, template from email_outbox where to_address = ${email} order by id`);
    const tokenIn = (text: string) => /\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

    it('gives the same answer for an unknown e-mail, and mails a link only to an account', async () => {
      const { email, v } = await existingAccount();
      const unknown = newEmail();
      expect(await forgot(v, unknown)).toEqual({ status: true, errors: [] });
      expect(await mailsTo(unknown)).toEqual([]);
      expect(await forgot(v, email)).toEqual({ status: true, errors: [] });
      const [mail] = await mailsTo(email);
      expect(mail).toMatchObject({ template: 'password-reset', subject: 'Set a new password' });
      expect(mail.text).toContain('https://');
      expect(mail.text).toContain('/account/new-password/?token=');
      const token = tokenIn(mail.text);
      const [stored] = await selectRows<{ token_hash: string }>(db(), sql`select token_hash from password_resets where token_hash = ${sha256(token)}`);
      expect(stored).toBeDefined();
      expect(await selectRows(db(), sql`select 1 from password_resets where token_hash = ${token}`)).toEqual([]);
    });

    it('sets a new password once with the e-mailed token, and ends every session of the account', async () => {
      const { email, v } = await existingAccount();
      const device = newVisitor();
      await login(device, email);
      await forgot(v, email);
      const token = tokenIn((await mailsTo(email)).at(-1)?.text ?? '');
      expect(await reset(v, token, 'short', 'short')).toMatchObject({ status: false, errors: [{ code: 2113, referencedRequestParameter: 'password' }] });
      expect(await reset(v, token, 'Fresh-Meadow-31', 'Fresh-Meadow-32')).toMatchObject({ errors: [{ code: 2123, referencedRequestParameter: 'confirmPassword' }] });
      expect(await reset(v, token)).toEqual({ status: true, errors: [] });
      expect(await userOf(device)).toBeNull();
      expect(await reset(v, token, 'Other-Meadow-31')).toEqual({
        status: false,
        errors: [{ code: 2133, message: 'This link to set a new password is no longer valid. Please request a new one.', referencedRequestParameter: 'token' }],
      });
      expect((await login(v, email)).errors[0].code).toBe(2104);
      expect((await login(v, email, 'Fresh-Meadow-31')).status).toBe(true);
    });

    it('refuses an expired token, an unknown one, and an earlier one once a newer link was sent', async () => {
      const { email, v } = await existingAccount();
      await forgot(v, email);
      const first = tokenIn((await mailsTo(email)).at(-1)?.text ?? '');
      await forgot(v, email);
      const second = tokenIn((await mailsTo(email)).at(-1)?.text ?? '');
      expect(await reset(v, first)).toMatchObject({ errors: [{ code: 2133 }] });
      expect(await reset(v, 'x'.repeat(43))).toMatchObject({ errors: [{ code: 2133 }] });
      await db().execute(sql`update password_resets set expires_at = now() - interval '1 second' where token_hash = ${sha256(second)}`);
      expect(await reset(v, second)).toMatchObject({ errors: [{ code: 2133 }] });
    });

    it('refuses an invalid e-mail, a missing captcha and a logged-in visitor', async () => {
      const { email, v } = await existingAccount();
      expect(await forgot(v, 'anna@')).toEqual({ status: false, errors: [{ code: 2102, message: 'Please enter a valid e-mail address.', referencedRequestParameter: 'email' }] });
      expect(await forgot(v, email, '')).toMatchObject({ status: false, errors: [{ code: 1008 }] });
      await login(v, email);
      expect(await forgot(v, email)).toMatchObject({ status: false, errors: [{ code: 2101 }] });
    });

    it('limits requests per e-mail and per client', async () => {
      const { email } = await existingAccount();
      for (let i = 0; i < ACCOUNT_LIMITS.forgotAccount.points; i++) expect((await forgot(newVisitor(), email)).status).toBe(true);
      expect((await forgot(newVisitor(), email)).errors).toEqual([expect.objectContaining({ code: 1007, referencedRequestParameter: 'email' })]);
      const v = newVisitor();
      for (let i = 0; i < ACCOUNT_LIMITS.forgotClient.points; i++) await forgot(v, newEmail(), 'not-a-solution');
      expect((await forgot(v, newEmail())).errors).toEqual([expect.objectContaining({ code: 1007, referencedRequestParameter: null })]);
    });
  });

  describe('profile and deletion', () => {
    it('shows nobody to a visitor, and sets newsletter consent of the logged-in customer', async () => {
      const { email, v } = await existingAccount();
      expect((await v.graphql(USER, { u: UK })).data.getUserInfo).toEqual({ user: null, errors: [] });
      expect((await v.graphql(NOTIFY, { u: UK, s: false })).data.updateNotifications).toEqual({ user: null, errors: [{ code: 2121 }] });
      await login(v, email);
      expect((await v.graphql(NOTIFY, { u: UK, s: false })).data.updateNotifications).toEqual({ user: { subscribed: false }, errors: [] });
      expect((await userOf(v)).subscribed).toBe(false);
    });

    it('deletes the account: personal data removed, orders kept without it, sessions ended', async () => {
      const { email, v } = await existingAccount();
      await login(v, email);
      const [user] = await db().select().from(users).where(eq(users.email, email));
      const [address] = await selectRows<{ id: number }>(
        db(),
        sql`insert into addresses (user_id, kind, first_name, last_name, country_code, street, email) values (${user.id}, 'BILLING', 'Anna', 'Smith', 'GB', '1 High Street', ${email}) returning id`,
      );
      const [order] = await selectRows<{ id: string }>(
        db(),
        sql`insert into orders (store_id, user_id, status, language_code, currency, billing_address_id, grand_total) values (48, ${user.id}, 'COMPLETED', 'en', 'GBP', ${address.id}, 2500) returning id`,
      );
      const other = newVisitor();
      await login(other, email);

      expect((await v.graphql(DELETE, { u: UK })).data.deleteAccount).toEqual({ status: true, errors: [] });
      expect(await userOf(v)).toBeNull();
      expect(await userOf(other)).toBeNull();
      const [gone] = await db().select().from(users).where(eq(users.id, user.id));
      expect(gone.email).not.toContain('example.com');
      expect(gone.deletedAt).not.toBeNull();
      expect(await db().select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
      const [kept] = await selectRows<{ grand_total: number; first_name: string; street: string | null; email: string | null; country_code: string }>(
        db(),
        sql`select o.grand_total, a.first_name, a.street, a.email, a.country_code from orders o join addresses a on a.id = o.billing_address_id where o.id = ${order.id}`,
      );
      expect(kept).toEqual({ grand_total: 2500, first_name: '', street: null, email: null, country_code: 'GB' });
      expect((await login(newVisitor(), email)).errors[0].code).toBe(2103);
      expect((await register(newVisitor(), { email })).payload.status).toBe(true);
    });

    it('refuses deletion when not logged in', async () => {
      expect((await newVisitor().graphql(DELETE, { u: UK })).data.deleteAccount).toEqual({ status: false, errors: [{ code: 2121 }] });
    });
  });

  describe('CSRF', () => {
    it('refuses a mutation without the x-bypass-mutations header, and runs nothing of it', async () => {
      const { email, v } = await existingAccount();
      await login(v, email);
      const answer = await v.graphql(LOGOUT, { u: UK }, { mutationHeader: false });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0].message).toMatch(/x-bypass-mutations/);
      expect(await userOf(v)).not.toBeNull();
    });

    it('does not ask it of queries', async () => {
      const { email, v } = await existingAccount();
      const answer = await v.graphql(EXIST, { u: UK, e: email, c: await captcha() }, { mutationHeader: false });
      expect(answer.data.checkUserExist.status).toBe(true);
    });
  });

  it('stores hashes with the argon2id parameters that verify', async () => {
    expect(await hashPassword('Some-Password-1')).toMatch(/^\$argon2id\$/);
  });
});
