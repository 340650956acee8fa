import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { captchaSolutions, type DatabaseHandle } from '@giftshop/gateway-db';
import { openMigratedPglite } from '@giftshop/gateway-db/testing';
import { solveCaptcha } from '../testing';
import { createCaptcha } from './captcha';

const captcha = createCaptcha({ hmacKey: 'captcha-test-key-0123456789', maxNumber: 200 });
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function solved(challenge?: Challenge) {
  const issued = challenge ?? (await captcha.challenge());
  const solution = (await solveChallenge({ challenge: issued, deriveKey })) as Solution;
  return { challenge: issued, solution, token: encode({ challenge: issued, solution }) };
}

describe('captcha', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigratedPglite();
  }, 60_000);
  afterAll(() => handle.close());

  it('accepts a solved challenge once and refuses it the second time', async () => {
    const { token } = await solved();
    await expect(captcha.verify(handle.db, token)).resolves.toBe(true);
    await expect(captcha.verify(handle.db, token)).resolves.toBe(false);
  });

  it('accepts one of two simultaneous submissions of the same solution', async () => {
    const { token } = await solved();
    const answers = await Promise.all([captcha.verify(handle.db, token), captcha.verify(handle.db, token)]);
    expect(answers.sort()).toEqual([false, true]);
  });

  it('refuses a tampered signature or tampered parameters', async () => {
    const { challenge, solution } = await solved();
    const signature = String(challenge.signature).replace(/^./, (c) => (c === '0' ? '1' : '0'));
    await expect(captcha.verify(handle.db, encode({ challenge: { ...challenge, signature }, solution }))).resolves.toBe(false);
    const parameters = { ...challenge.parameters, keyPrefix: '00' };
    await expect(captcha.verify(handle.db, encode({ challenge: { ...challenge, parameters }, solution }))).resolves.toBe(false);
    await expect(captcha.verify(handle.db, encode({ challenge: { parameters: challenge.parameters }, solution }))).resolves.toBe(false);
  });

  it('refuses a wrong number or a wrong derived key', async () => {
    const { challenge, solution } = await solved();
    await expect(captcha.verify(handle.db, encode({ challenge, solution: { ...solution, counter: solution.counter + 1 } }))).resolves.toBe(false);
    const derivedKey = solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    await expect(captcha.verify(handle.db, encode({ challenge, solution: { ...solution, derivedKey } }))).resolves.toBe(false);
    await expect(captcha.verify(handle.db, encode({ challenge, solution }))).resolves.toBe(true);
  });

  it('refuses a challenge signed with another key', async () => {
    const other = createCaptcha({ hmacKey: 'another-captcha-key-0123456789', maxNumber: 200 });
    const token = await solveCaptcha(await other.challenge());
    await expect(captcha.verify(handle.db, token)).resolves.toBe(false);
    await expect(other.verify(handle.db, token)).resolves.toBe(true);
  });

  it('refuses an expired challenge', async () => {
    const { token } = await solved(await captcha.challenge(new Date(Date.now() - 11 * 60_000)));
    await expect(captcha.verify(handle.db, token)).resolves.toBe(false);
    const fresh = await solved();
    await expect(captcha.verify(handle.db, fresh.token, new Date(Date.now() + 11 * 60_000))).resolves.toBe(false);
  });

  it('refuses empty, garbage and malformed tokens', async () => {
    for (const token of [undefined, null, '', 'not base64 at all!', encode('text'), encode({ challenge: {}, solution: {} }), encode([1, 2]), 'x'.repeat(10_000)]) {
      await expect(captcha.verify(handle.db, token)).resolves.toBe(false);
    }
  });

  it('removes expired solutions when it records a new one', async () => {
    await handle.db.insert(captchaSolutions).values({ signature: 'expired-solution', expiresAt: new Date(Date.now() - 60_000) });
    const { token } = await solved();
    await expect(captcha.verify(handle.db, token)).resolves.toBe(true);
    const left = await handle.db.select().from(captchaSolutions);
    expect(left.map((row) => row.signature)).not.toContain('expired-solution');
  });
});
