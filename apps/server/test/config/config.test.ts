import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('loadConfig', () => {
  it('gives a laptop safe embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: 'localhost',
      dataDir: './data',
      database: { kind: 'pglite', dataDir: './data/pglite' },
      jwtSecret: undefined,
      admin: undefined,
      nominatimUrl: 'https://nominatim.openstreetmap.org',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/test',
    });
  });

  it('runs background jobs in the web process unless JOBS=off', () => {
    expect(loadConfig({}).jobs).toBe('in-process');
    expect(loadConfig({ JOBS: 'off' }).jobs).toBe('off');
    expect(() => loadConfig({ JOBS: 'sometimes' })).toThrow(/JOBS/);
  });

  it('keeps week menus 30 s unless MENU_CACHE_SECONDS says less (a change shows within a minute)', () => {
    expect(loadConfig({}).menuCacheSeconds).toBe(30);
    expect(loadConfig({ MENU_CACHE_SECONDS: '0' }).menuCacheSeconds).toBe(0);
    expect(() => loadConfig({ MENU_CACHE_SECONDS: '60' })).toThrow(
      'MENU_CACHE_SECONDS: must be at most 30: the menu pages show a change within a minute',
    );
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', JWT_SECRET: '  ' });
    expect(config.database.kind).toBe('pglite');
    expect(config.jwtSecret).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.in' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.in', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ NOMINATIM_URL: 'nominatim' }, 'NOMINATIM_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^\\s+${name}:`, 'm'));
  });

  it('refuses to start in production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).jwtSecret,
    ).toHaveLength(40);
  });

  it('stores the admin email in lower case', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'Owner@FitThali.in', ADMIN_PASSWORD: 'long-enough' });
    expect(config.admin).toEqual({ email: 'owner@fitthali.in', password: 'long-enough' });
  });

  it("moves a journey's server clock only in NODE_ENV=test (issue 25 point 9)", () => {
    const start = '2031-06-09T13:00:00+05:30';
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: start }).clockStart).toEqual(
      new Date(start),
    );
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(() => loadConfig({ TEST_CLOCK_START: start })).toThrow(/TEST_CLOCK_START: is only/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TEST_CLOCK_START: start }),
    ).toThrow(/TEST_CLOCK_START/);
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: 'tomorrow' })).toThrow(
      /TEST_CLOCK_START: must be an ISO instant/,
    );
  });
});
