import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('server configuration from the environment', () => {
  it('defaults to one process on the embedded database, metrics off', () => {
    const config = readConfig({}, '/srv/shop');
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', workers: 1, dataDir: '/srv/shop/data', drainTimeoutMs: 25_000, poolSize: 10 });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.metricsPort).toBeUndefined();
  });

  it('refuses several processes without PostgreSQL, naming the fix', () => {
    expect(() => readConfig({ WORKERS: '2' }, '/srv')).toThrow(ConfigError);
    expect(() => readConfig({ WORKERS: '2' }, '/srv')).toThrow(/DATABASE_URL/);
  });

  it('runs several processes on PostgreSQL', () => {
    const config = readConfig({ WORKERS: '4', DATABASE_URL: 'postgres://db/shop', METRICS_PORT: '9464' }, '/srv');
    expect(config).toMatchObject({ workers: 4, databaseUrl: 'postgres://db/shop', metricsPort: 9464, metricsHost: '127.0.0.1' });
  });

  it('rejects numbers that are not whole and positive', () => {
    expect(() => readConfig({ WORKERS: '0' }, '/srv')).toThrow(/WORKERS must be/);
    expect(() => readConfig({ PORT: 'http' }, '/srv')).toThrow(/PORT must be/);
    expect(() => readConfig({ DRAIN_TIMEOUT_MS: '-1' }, '/srv')).toThrow(/DRAIN_TIMEOUT_MS/);
  });
});
