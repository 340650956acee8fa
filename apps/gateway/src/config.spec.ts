import { DEV_CAPTCHA_HMAC_KEY } from '@giftshop/gateway-captcha';
import { ConfigError, loadConfig } from './config';

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

  it('signs captchas with a development key unless one of at least 16 characters is set', () => {
    expect(loadConfig({}).CAPTCHA_HMAC_KEY).toBe(DEV_CAPTCHA_HMAC_KEY);
    expect(loadConfig({ CAPTCHA_HMAC_KEY: 'a-production-captcha-key' }).CAPTCHA_HMAC_KEY).toBe('a-production-captcha-key');
    expect(() => loadConfig({ CAPTCHA_HMAC_KEY: 'short' })).toThrow(/CAPTCHA_HMAC_KEY: must be at least 16 characters/);
  });

  it('reads the captcha work as a positive integer', () => {
    expect(loadConfig({}).CAPTCHA_MAX_NUMBER).toBeUndefined();
    expect(loadConfig({ CAPTCHA_MAX_NUMBER: '50000' }).CAPTCHA_MAX_NUMBER).toBe(50_000);
    expect(() => loadConfig({ CAPTCHA_MAX_NUMBER: '0' })).toThrow(/CAPTCHA_MAX_NUMBER/);
    expect(() => loadConfig({ CAPTCHA_MAX_NUMBER: 'many' })).toThrow(/CAPTCHA_MAX_NUMBER/);
  });
});
