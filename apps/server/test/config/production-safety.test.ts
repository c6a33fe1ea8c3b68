import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) };

describe('production safety settings', () => {
  it('refuses test payments in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_TEST_MODE: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_TEST_MODE: '1' })).toThrow(
      /PAYMENT_TEST_MODE/,
    );
  });

  it('allows them only with the explicit override, and says so in the config', () => {
    const config = loadConfig({
      ...PRODUCTION,
      PAYMENT_TEST_MODE: 'true',
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
    });
    expect(config.payments).toMatchObject({ testMode: true, testModeInProduction: true });
  });

  it('leaves test payments off in production by default and on elsewhere', () => {
    expect(loadConfig(PRODUCTION).payments.testMode).toBe(false);
    expect(loadConfig({}).payments.testMode).toBe(true);
  });

  it('times out slow requests by default and takes other limits from the environment', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 30_000,
      headersMs: 10_000,
      keepAliveMs: 72_000,
    });
    expect(
      loadConfig({ REQUEST_TIMEOUT_SECONDS: '20', HEADERS_TIMEOUT_SECONDS: '5' }).timeouts,
    ).toMatchObject({ requestMs: 20_000, headersMs: 5_000 });
    expect(() =>
      loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' }),
    ).toThrow(/HEADERS_TIMEOUT_SECONDS/);
  });
});
