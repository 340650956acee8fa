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
});
