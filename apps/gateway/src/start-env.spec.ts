import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withLocalSecrets } from './local-secrets';
import { createTestApp, UK, type TestApp } from './testing/test-app';

const root = join(__dirname, '..', '..', '..');

/** The gateway environment tools/scripts/start.mjs computes from `env` (run as it runs: plain Node, no transform). */
function startEnv(env: Record<string, string>, dev = false): Record<string, string> {
  const script = `import('./tools/scripts/start-env.mjs').then((m) => process.stdout.write(JSON.stringify(m.gatewayStartEnv(JSON.parse(process.argv[1]), { dev: ${dev} }))))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(env)], { cwd: root, encoding: 'utf8' }));
}

describe('the gateway under npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'giftshop-start-'));
  const env = startEnv({ DATA_DIR: dataDir });
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(env);
  });
  afterAll(() => app.close());

  it('runs in production with secrets of its own, kept in a private file under DATA_DIR', () => {
    expect(env['NODE_ENV']).toBe('production');
    const file = join(dataDir, 'local-secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))['OPERATOR_SECRET']).toBe(env['OPERATOR_SECRET']);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(startEnv({ DATA_DIR: dataDir })['CAPTCHA_HMAC_KEY']).toBe(env['CAPTCHA_HMAC_KEY']);
    expect(startEnv({ DATA_DIR: dataDir, OPERATOR_SECRET: 'x'.repeat(40) })['OPERATOR_SECRET']).toBe('x'.repeat(40));
  });

  it('refuses introspection and serves no GraphiQL page', async () => {
    const result = await app.graphql('query { __schema { queryType { name } } }');
    expect(result.errors?.[0].message).toMatch(/introspection/i);
    const page = await app.gateway.yoga.fetch('http://gateway/graphql', { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql/i);
  });

  it('still starts on a fresh clone and takes sandbox payments', async () => {
    const result = await app.graphql('query($u: UserDataInput!) { storeData(userData: $u) { storeData { paymentTestMode } } }', { u: UK });
    expect(result.data?.storeData.storeData.paymentTestMode).toBe(true);
  });

  it('leaves npm run dev in development (GraphiQL and introspection), signing with the same local secrets', () => {
    const dev = startEnv({ DATA_DIR: dataDir }, true);
    expect(dev['NODE_ENV']).toBeUndefined();
    expect(dev['PAYMENT_WEBHOOK_SECRET']).toBe(env['PAYMENT_WEBHOOK_SECRET']);
  });

  it('gives the signing commands (payments:mark-paid, doubler:draw) the secrets of the gateway it started', () => {
    const commandEnv = withLocalSecrets({ DATA_DIR: dataDir, OPERATOR_SECRET: 'y'.repeat(40) });
    expect(commandEnv['PAYMENT_WEBHOOK_SECRET']).toBe(env['PAYMENT_WEBHOOK_SECRET']);
    expect(commandEnv['OPERATOR_SECRET']).toBe('y'.repeat(40));
    expect(withLocalSecrets({ DATA_DIR: join(dataDir, 'none') })).toEqual({ DATA_DIR: join(dataDir, 'none') });
  });
});
