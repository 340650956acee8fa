/**
 * Timing oracles: the median answer time of a wrong PIN on a known card against a number without a card, and of a
 * login with a wrong password for a known address against an unknown address, one request at a time against a
 * gateway process on a fresh embedded database (seeded). Equal medians mean the answer's time tells nothing.
 *   npm run bench:oracles
 * BENCH_SAMPLES (default 40 per case), BENCH_PORT (default 4113).
 * Each request comes from its own address (x-forwarded-for from loopback, which the gateway trusts), so the
 * per-client limits do not refuse the benchmark; a known card is opened with its right PIN after every two wrong
 * ones and a known account logged in after every three wrong passwords, so the per-card and per-account limits and
 * the growing delay stay out of the measurement.
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startGateway } from '../support';
import type { Challenge } from 'altcha-lib';
import { solveCaptcha as solve } from '@giftshop/gateway-captcha/testing';
import { luhnCheckDigit } from '@giftshop/util-validation';

const samples = Number(process.env['BENCH_SAMPLES'] ?? 40);
const port = Number(process.env['BENCH_PORT'] ?? 4113);
const base = `http://127.0.0.1:${port}`;
const userData = { language: 'en', storeID: 48, countryCode: 'GB' };
/** A seeded Choice card of the UK store (README): its PIN is compared before its state is judged. */
const CARD = { number: '6301481000000000012', pin: '481012' };
const PASSWORD = 'Bench-Orchid-47';

const CHECK = `mutation C($u: UserDataInput!, $n: String!, $p: String!, $c: String!) { giftCardInfo(userData: $u, cardNumber: $n, pin: $p, captchaToken: $c) { errors { code } } }`;
const REGISTER = `mutation R($u: UserDataInput!, $i: RegisterUserInput!) { registerUser(userData: $u, input: $i) { status errors { code } } }`;
const LOGIN = `mutation L($u: UserDataInput!, $e: String!, $p: String!, $c: String!) { userLogin(userData: $u, email: $e, password: $p, captchaToken: $c) { status errors { code } } }`;

const solveCaptcha = async (origin: string) => solve((await (await fetch(`${origin}/captcha/challenge`)).json()) as Challenge);

let address = 0;
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

/** One mutation with a fresh captcha solution; answers the first error code (0 when none) and the time it took. */
async function ask(query: string, variables: Record<string, unknown>) {
  const c = await solveCaptcha(base);
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ query, variables: { ...variables, c } }),
  });
  const body = (await response.json()) as { data: Record<string, { errors: { code: number }[] }> };
  const ms = performance.now() - started;
  return { ms, code: Object.values(body.data)[0].errors[0]?.code ?? 0 };
}

const unknownNumber = () => {
  const digits = `6301480${String(randomInt(1e11)).padStart(11, '0')}`;
  return `${digits}${luhnCheckDigit(digits)}`;
};
const wrongPin = () => String((Number(CARD.pin) + 1 + randomInt(999_000)) % 1_000_000).padStart(6, '0');

async function measure(expected: number, run: (i: number) => Promise<{ ms: number; code: number } | null>) {
  const times: number[] = [];
  for (let i = 0; times.length < samples; i++) {
    const answer = await run(i);
    if (!answer) continue;
    if (answer.code !== expected) throw new Error(`expected code ${expected}, got ${answer.code}`);
    times.push(answer.ms);
  }
  return times;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-oracles-'));
  const gateway = await startGateway(port, { DATA_DIR: dataDir, SEED: 'true', JOBS_ENABLED: 'false', CAPTCHA_MAX_NUMBER: '10' });
  try {
    const email = `bench.${Date.now()}@example.com`;
    const registered = await ask(REGISTER, {
      u: userData,
      i: { firstName: 'Bench', lastName: 'Holder', email, password: PASSWORD, confirmPassword: PASSWORD, subscribed: false, captchaToken: await solveCaptcha(base) },
    });
    if (registered.code !== 0) throw new Error(`registration refused: ${registered.code}`);

    const results: Record<string, number[]> = {
      'wrong PIN, known card': await measure(2205, async (i) => {
        // Every third check uses the right PIN, which clears the card's count; it is not measured.
        if (i % 3 === 2) return (await ask(CHECK, { u: userData, n: CARD.number, p: CARD.pin }), null);
        return ask(CHECK, { u: userData, n: CARD.number, p: wrongPin() });
      }),
      'number without a card': await measure(2205, () => ask(CHECK, { u: userData, n: unknownNumber(), p: CARD.pin })),
      'wrong password, known address': await measure(2104, async (i) => {
        if (i % 4 === 3) return (await ask(LOGIN, { u: userData, e: email, p: PASSWORD }), null);
        return ask(LOGIN, { u: userData, e: email, p: 'Wrong-Password-1' });
      }),
      'unknown address': await measure(2103, () => ask(LOGIN, { u: userData, e: `nobody.${randomInt(1e9)}@example.com`, p: 'Wrong-Password-1' })),
    };
    console.log(`| case | samples | p50 ms | p90 ms |`);
    console.log('|---|---:|---:|---:|');
    for (const [name, times] of Object.entries(results)) {
      console.log(`| ${name} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 90).toFixed(1)} |`);
    }
  } finally {
    gateway.kill('SIGTERM');
    await new Promise((resolve) => gateway.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
