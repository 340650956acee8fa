import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { GraphQLError } from 'graphql';
import { addresses } from '@giftshop/gateway-db';
import { createGatewayLogger } from '@giftshop/gateway-http';
import { createTestApp, UK, type TestApp } from './testing/test-app';

const FORGOT = `mutation Forgot($u: UserDataInput!, $e: String!, $c: String!) { forgotPassword(userData: $u, email: $e, captchaToken: $c) { status errors { code } } }`;

/** A gateway logger whose JSON lines a test reads. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createGatewayLogger('info', stream), lines };
}

describe('HTTP edge', () => {
  let app: TestApp;
  let base: string;
  const { log, lines } = capturedLog();
  beforeAll(async () => {
    app = await createTestApp({ ALLOWED_ORIGINS: 'https://shop.example' }, log);
    base = await app.listen();
  });
  afterAll(() => app.close());

  it('answers a body over the limit with 413 and JSON, and keeps serving', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2_500_000) } });
    const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).errors[0].message).toBe('Request body too large.');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('approves CORS for ALLOWED_ORIGINS only', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-bypass-mutations' },
      });
    const listed = await preflight('https://shop.example');
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('gives no fresh per-visitor allowance for x-forwarded-for values that are not addresses', async () => {
    const forgot = async (forwarded: string) => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', 'x-forwarded-for': forwarded },
        body: JSON.stringify({ query: FORGOT, variables: { u: UK, e: `edge-${randomUUID()}@example.com`, c: 'not-a-solution' } }),
      });
      return (await response.json()).data.forgotPassword.errors.map((error: { code: number }) => error.code);
    };
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push(await forgot(`rotated-${i}`));
    expect(codes.at(-1)).toEqual([1007]);
    expect(await forgot('198.51.100.77')).not.toContain(1007);
  });

  it('logs each request with the request id it was given', async () => {
    await fetch(`${base}/graphql?query=%7B__typename%7D`, { headers: { 'x-request-id': 'edge-request-1' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = lines.map((each) => JSON.parse(each)).find((each) => each.requestId === 'edge-request-1');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/graphql', status: 200 });
  });

  it('logs a failed insert with its SQL state and query, never its parameters', async () => {
    const personal = { firstName: 'Edgar', lastName: 'Lindqvist', street: '17 Willow Lane', email: 'edgar.lindqvist@example.com', phoneNumber: '+447700900123' };
    const failure = await app.database.db
      .insert(addresses)
      .values({ userId: randomUUID(), kind: 'BILLING', countryCode: 'GB', ...personal })
      .then(() => null, (error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);
    const before = lines.length;
    log.error({ err: failure }, 'insert failed');
    log.error({ err: new GraphQLError(failure?.message ?? '', { originalError: failure }) }, 'unexpected error');
    log.error({ error: failure }, 'logged under error');
    const written = lines.slice(before).join('\n');
    for (const value of Object.values(personal)) expect(written).not.toContain(value);
    const entry = JSON.parse(lines[before]);
    expect(entry.err).toMatchObject({ sqlState: '23503', query: expect.stringContaining('insert into "addresses"') });
    expect(entry.err.message).toContain('Failed query: insert into "addresses"');
  });
});
