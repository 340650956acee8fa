import type { Challenge } from 'altcha-lib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCaptcha } from './captcha';
import { CAPTCHA_CHALLENGE_PATH } from './challenge-route';

describe('GET /captcha/challenge', () => {
  const { module } = createCaptcha({ hmacKey: 'captcha-test-key-0123456789', maxNumber: 200, expiresInSeconds: 60 });
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    const [route] = module.routes ?? [];
    server = createServer((req, res) => void route.handle(req, res, {} as never));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers a fresh signed challenge that is never cached', async () => {
    const before = Date.now() / 1000;
    const response = await fetch(`${origin}${CAPTCHA_CHALLENGE_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Challenge;
    expect(body).toEqual({
      parameters: expect.objectContaining({ algorithm: 'SHA-256', cost: 1, keyLength: 32, nonce: expect.stringMatching(/^[0-9a-f]{32}$/) }),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(body.parameters.keyPrefix).toMatch(/^[0-9a-f]+$/);
    expect(body.parameters.expiresAt).toBeGreaterThanOrEqual(Math.floor(before) + 59);
    expect(body.parameters.expiresAt).toBeLessThanOrEqual(before + 61);
    const again = (await (await fetch(`${origin}${CAPTCHA_CHALLENGE_PATH}?t=1`)).json()) as Challenge;
    expect(again.parameters.nonce).not.toBe(body.parameters.nonce);
  });

  it('answers 404 below its path', async () => {
    const response = await fetch(`${origin}${CAPTCHA_CHALLENGE_PATH}/other`);
    expect(response.status).toBe(404);
  });

  it('is a module without schema', () => {
    expect(module).toMatchObject({ name: 'captcha', typeDefs: '', resolvers: {} });
  });
});
