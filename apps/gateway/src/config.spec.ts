import { DEV_CAPTCHA_HMAC_KEY } from '@giftshop/gateway-captcha';
import { DEV_PIN_PEPPER } from '@giftshop/gateway-cards-data';
import { ConfigError, loadConfig } from './config';
import { DEV_SECRETS } from './secrets';
import { PRODUCTION_ENV } from './testing/production-env';

const SECRETS = ['PAYMENT_WEBHOOK_SECRET', 'CAPTCHA_HMAC_KEY', 'RATE_LIMIT_KEY_SECRET', 'OPERATOR_SECRET', 'INVOICE_LINK_SECRET', 'PIN_PEPPER'];

/** The message of the ConfigError loadConfig throws for `env`. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('gateway configuration', () => {
  it('runs one process by default', () => {
    expect(loadConfig({}).GATEWAY_PROCESSES).toBe(1);
  });

  it('runs several processes on PostgreSQL', () => {
    expect(loadConfig({ GATEWAY_PROCESSES: '2', DATABASE_URL: 'postgres://localhost/giftshop' }).GATEWAY_PROCESSES).toBe(2);
  });

  it('refuses several processes on the embedded database, naming the variable', () => {
    expect(() => loadConfig({ GATEWAY_PROCESSES: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ GATEWAY_PROCESSES: '2' })).toThrow(/GATEWAY_PROCESSES: above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ GATEWAY_PROCESSES: '0', DATABASE_URL: 'postgres://localhost/giftshop' })).toThrow(/GATEWAY_PROCESSES/);
  });

  it('runs jobs in a process of their own only on PostgreSQL, and more of them at once there', () => {
    expect(loadConfig({}).JOBS_PROCESS).toBe(false);
    expect(loadConfig({ JOBS_PROCESS: 'true', DATABASE_URL: 'postgres://localhost/giftshop' }).JOBS_PROCESS).toBe(true);
    expect(refusal({ JOBS_PROCESS: 'true' })).toMatch(/JOBS_PROCESS: needs DATABASE_URL/);
    const off = { JOBS_PROCESS: 'true', JOBS_ENABLED: 'false', DATABASE_URL: 'postgres://localhost/giftshop' };
    expect(loadConfig(off).JOBS_PROCESS).toBe(false);
    expect(loadConfig({}).JOBS_CONCURRENCY).toBe(4);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/giftshop' }).JOBS_CONCURRENCY).toBe(12);
    expect(loadConfig({ JOBS_CONCURRENCY: '6', DATABASE_URL: 'postgres://localhost/giftshop' }).JOBS_CONCURRENCY).toBe(6);
    expect(refusal({ JOBS_CONCURRENCY: '0' })).toMatch(/JOBS_CONCURRENCY/);
  });

  it('reads TRUSTED_PROXIES as IP addresses only', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.2, ::1' }).TRUSTED_PROXIES).toEqual(['10.0.0.2', '::1']);
    expect(refusal({ TRUSTED_PROXIES: '10.0.0.2,1.2.3' })).toMatch(/TRUSTED_PROXIES: must be comma-separated IP addresses/);
    expect(refusal({ TRUSTED_PROXIES: '::::' })).toMatch(/TRUSTED_PROXIES/);
  });

  it('signs captchas with a development key unless one of at least 16 characters is set', () => {
    expect(loadConfig({}).CAPTCHA_HMAC_KEY).toBe(DEV_CAPTCHA_HMAC_KEY);
    expect(loadConfig({ CAPTCHA_HMAC_KEY: 'a-production-captcha-key' }).CAPTCHA_HMAC_KEY).toBe('a-production-captcha-key');
    expect(() => loadConfig({ CAPTCHA_HMAC_KEY: 'short' })).toThrow(/CAPTCHA_HMAC_KEY: must be at least 16 characters/);
  });

  it('keys PIN hashes with a development pepper unless one of at least 16 characters is set', () => {
    expect(loadConfig({}).PIN_PEPPER).toBe(DEV_PIN_PEPPER);
    expect(loadConfig({}).PIN_PEPPER_PREVIOUS).toEqual([]);
    expect(loadConfig({ PIN_PEPPER: 'a-pin-pepper-of-this-shop' }).PIN_PEPPER).toBe('a-pin-pepper-of-this-shop');
    expect(refusal({ PIN_PEPPER: 'short' })).toMatch(/PIN_PEPPER: must be at least 16 characters/);
  });

  it('reads the peppers PIN_PEPPER replaced as a comma-separated list', () => {
    const previous = `${'b'.repeat(32)}, ${'c'.repeat(32)}`;
    expect(loadConfig({ PIN_PEPPER_PREVIOUS: previous }).PIN_PEPPER_PREVIOUS).toEqual(['b'.repeat(32), 'c'.repeat(32)]);
    expect(refusal({ PIN_PEPPER_PREVIOUS: `${'b'.repeat(32)},short` })).toMatch(
      /PIN_PEPPER_PREVIOUS: must be comma-separated peppers of 16 characters or more/,
    );
  });

  it('reads the captcha work as a positive integer', () => {
    expect(loadConfig({}).CAPTCHA_MAX_NUMBER).toBeUndefined();
    expect(loadConfig({ CAPTCHA_MAX_NUMBER: '50000' }).CAPTCHA_MAX_NUMBER).toBe(50_000);
    expect(() => loadConfig({ CAPTCHA_MAX_NUMBER: '0' })).toThrow(/CAPTCHA_MAX_NUMBER/);
    expect(() => loadConfig({ CAPTCHA_MAX_NUMBER: 'many' })).toThrow(/CAPTCHA_MAX_NUMBER/);
  });

  describe('in production', () => {
    it('refuses to start without the secrets, naming every one in one message', () => {
      const message = refusal({ NODE_ENV: 'production' });
      for (const name of SECRETS) expect(message).toContain(`${name}: must be set in production`);
    });

    it('names the secrets with the other wrong values', () => {
      const message = refusal({ ...PRODUCTION_ENV, OPERATOR_SECRET: '', GATEWAY_PORT: 'many' });
      expect(message).toMatch(/GATEWAY_PORT/);
      expect(message).toMatch(/OPERATOR_SECRET: must be set in production/);
    });

    it('refuses the development values', () => {
      const message = refusal({ ...PRODUCTION_ENV, ...DEV_SECRETS });
      for (const name of SECRETS) expect(message).toContain(`${name}: is the development value`);
    });

    it('refuses to start without PIN_PEPPER, with its development value or with a short one', () => {
      expect(refusal({ ...PRODUCTION_ENV, PIN_PEPPER: '' })).toContain('PIN_PEPPER: must be set in production');
      expect(refusal({ ...PRODUCTION_ENV, PIN_PEPPER: DEV_PIN_PEPPER })).toContain('PIN_PEPPER: is the development value');
      expect(refusal({ ...PRODUCTION_ENV, PIN_PEPPER: 'p'.repeat(31) })).toContain('PIN_PEPPER: must be at least 32 characters in production');
      expect(loadConfig(PRODUCTION_ENV).PIN_PEPPER).toBe(PRODUCTION_ENV.PIN_PEPPER);
    });

    it('refuses the development pepper among the previous ones', () => {
      const message = refusal({ ...PRODUCTION_ENV, PIN_PEPPER_PREVIOUS: `${'b'.repeat(32)},${DEV_PIN_PEPPER}` });
      expect(message).toContain('PIN_PEPPER_PREVIOUS: holds the development value of PIN_PEPPER');
      expect(loadConfig({ ...PRODUCTION_ENV, PIN_PEPPER_PREVIOUS: 'b'.repeat(32) }).PIN_PEPPER_PREVIOUS).toEqual(['b'.repeat(32)]);
      expect(loadConfig({ PIN_PEPPER_PREVIOUS: DEV_PIN_PEPPER }).PIN_PEPPER_PREVIOUS).toEqual([DEV_PIN_PEPPER]);
    });

    it('refuses a secret shorter than 32 characters, once', () => {
      const message = refusal({ ...PRODUCTION_ENV, CAPTCHA_HMAC_KEY: 'x'.repeat(31), RATE_LIMIT_KEY_SECRET: 'short' });
      expect(message).toContain('CAPTCHA_HMAC_KEY: must be at least 32 characters in production');
      expect(message.match(/RATE_LIMIT_KEY_SECRET/g)).toHaveLength(1);
      expect(message).not.toMatch(/PAYMENT_WEBHOOK_SECRET|OPERATOR_SECRET|INVOICE_LINK_SECRET/);
    });

    it('starts with its own secrets of 32 characters or more', () => {
      const config = loadConfig({ ...PRODUCTION_ENV, INVOICE_LINK_SECRET: 'i'.repeat(32) });
      expect(config.PAYMENT_WEBHOOK_SECRET).toBe(PRODUCTION_ENV.PAYMENT_WEBHOOK_SECRET);
      expect(config.INVOICE_LINK_SECRET).toBe('i'.repeat(32));
    });

    it('does not seed unless SEED says so', () => {
      expect(loadConfig(PRODUCTION_ENV).SEED).toBe(false);
      expect(loadConfig({ ...PRODUCTION_ENV, SEED: 'true' }).SEED).toBe(true);
      expect(loadConfig({}).SEED).toBe(true);
      expect(loadConfig({ SEED: 'false' }).SEED).toBe(false);
    });

    it('takes no payments unless a provider is chosen', () => {
      expect(loadConfig(PRODUCTION_ENV).PAYMENT_PROVIDER).toBe('none');
      expect(loadConfig({ ...PRODUCTION_ENV, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
    });
  });

  describe('payment providers', () => {
    it('pays through the sandbox outside production', () => {
      expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
      expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
      expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).PAYMENT_PROVIDER).toBe('none');
    });

    it('reads one provider per store from PAYMENT_PROVIDER_<BUILD_KEY>', () => {
      const config = loadConfig({ PAYMENT_PROVIDER: 'none', PAYMENT_PROVIDER_CB: 'sandbox', PAYMENT_PROVIDER_GCUK: 'none' });
      expect(config.STORE_PAYMENT_PROVIDERS).toEqual({ CB: 'sandbox', GCUK: 'none' });
      expect(loadConfig({}).STORE_PAYMENT_PROVIDERS).toEqual({});
    });

    it('refuses a provider it does not know, naming the variable', () => {
      expect(refusal({ PAYMENT_PROVIDER: 'mollie' })).toMatch(/PAYMENT_PROVIDER: must be one of none, sandbox/);
      expect(refusal({ PAYMENT_PROVIDER_CB: 'paid' })).toMatch(/PAYMENT_PROVIDER_CB: must be one of none, sandbox/);
    });
  });

  describe('store origins', () => {
    it('reads STORE_ORIGINS as origins by build key', () => {
      expect(loadConfig({}).STORE_ORIGINS).toEqual({});
      const list = 'GCUK=http://127.0.0.1:3000, CB=http://localhost:3001/,CBDE=https://de.shop.example';
      expect(loadConfig({ STORE_ORIGINS: list }).STORE_ORIGINS).toEqual({
        GCUK: 'http://127.0.0.1:3000',
        CB: 'http://localhost:3001',
        CBDE: 'https://de.shop.example',
      });
    });

    it('refuses anything but an http(s) origin, naming the entry', () => {
      expect(refusal({ STORE_ORIGINS: 'GCUK=http://127.0.0.1:3000/shop' })).toMatch(
        /STORE_ORIGINS: GCUK=http:\/\/127.0.0.1:3000\/shop must be an http:\/\/ or https:\/\/ origin without path/,
      );
      const wrong = [
        '127.0.0.1:3000',
        'ftp://127.0.0.1',
        'http://user:pw@127.0.0.1:3000',
        'http://127.0.0.1:3000?x=1',
        'http://127.0.0.1:3000#top',
        'http://127.0.0.1:99999',
        '',
      ];
      for (const value of wrong) {
        expect(refusal({ STORE_ORIGINS: `CB=${value}` })).toMatch(/STORE_ORIGINS: CB=.* must be an http:\/\/ or https:\/\//);
      }
    });

    it('refuses an entry without a build key and a build key named twice', () => {
      expect(refusal({ STORE_ORIGINS: 'http://127.0.0.1:3000' })).toMatch(
        /STORE_ORIGINS: "http:\/\/127.0.0.1:3000" must be <BUILD_KEY>=<origin>/,
      );
      expect(refusal({ STORE_ORIGINS: 'gcuk=http://127.0.0.1:3000' })).toMatch(/must be <BUILD_KEY>=<origin>/);
      expect(refusal({ STORE_ORIGINS: 'GCUK=http://127.0.0.1:3000,CB' })).toMatch(
        /STORE_ORIGINS: "CB" must be <BUILD_KEY>=<origin>/,
      );
      expect(refusal({ STORE_ORIGINS: 'GCUK=http://127.0.0.1:3000,' })).toMatch(/"" must be <BUILD_KEY>=<origin>/);
      expect(refusal({ STORE_ORIGINS: 'CB=http://127.0.0.1:3001,CB=http://127.0.0.1:3002' })).toMatch(
        /STORE_ORIGINS: CB is named twice/,
      );
    });

    it('in production takes https origins, and http ones on this machine only', () => {
      const origins = [
        'GCUK=https://www.giftcards.example',
        'CB=http://127.0.0.1:3001',
        'CBDE=http://[::1]:3002',
        'CBFR=http://localhost:3003',
      ].join(',');
      expect(loadConfig({ ...PRODUCTION_ENV, STORE_ORIGINS: origins }).STORE_ORIGINS).toEqual({
        GCUK: 'https://www.giftcards.example',
        CB: 'http://127.0.0.1:3001',
        CBDE: 'http://[::1]:3002',
        CBFR: 'http://localhost:3003',
      });
      expect(refusal({ ...PRODUCTION_ENV, STORE_ORIGINS: 'CB=http://shop.example' })).toMatch(
        /STORE_ORIGINS: CB=http:\/\/shop.example: production needs https:\/\//,
      );
      expect(loadConfig({ STORE_ORIGINS: 'CB=http://shop.example' }).STORE_ORIGINS).toEqual({
        CB: 'http://shop.example',
      });
    });
  });
});
