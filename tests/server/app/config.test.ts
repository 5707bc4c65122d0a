import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 5000, embedded database in ./data with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 5000, dataDir: './data', databaseUrl: undefined, seedDemo: true });
  });

  it('does not seed demo data into PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('runs the embedded database in demo mode with test payments, PostgreSQL in production mode', () => {
    expect(loadConfig({})).toMatchObject({ mode: 'demo', paymentsMode: 'test' });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toMatchObject({ mode: 'production' });
  });

  it('switches card payments off on PostgreSQL without Stripe keys unless PAYMENTS_MODE=test', () => {
    const pg = { DATABASE_URL: 'postgres://localhost/x' };
    expect(loadConfig(pg).paymentsMode).toBe('off');
    expect(loadConfig({ ...pg, PAYMENTS_MODE: 'test' }).paymentsMode).toBe('test');
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };
    expect(loadConfig({ ...pg, ...stripe }).paymentsMode).toBe('stripe');
    expect(loadConfig({ ...stripe }).paymentsMode).toBe('stripe');
    expect(loadConfig({ PAYMENTS_MODE: 'off' }).paymentsMode).toBe('off');
    expect(() => loadConfig({ ...stripe, PAYMENTS_MODE: 'test' })).toThrow(
      'PAYMENTS_MODE=test cannot be used',
    );
  });

  it('never seeds the demo accounts next to an ADMIN_EMAIL admin', () => {
    const admin = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-enough-password' };
    expect(loadConfig(admin).seedDemo).toBe(false);
    expect(() => loadConfig({ ...admin, SEED_DEMO: 'true' })).toThrow('SEED_DEMO and ADMIN_EMAIL');
    expect(loadConfig({ ...admin, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('keeps 10 connections to PostgreSQL per instance unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
  });

  it('keeps PUBLIC_URL as an origin plus an optional /d, without a trailing slash', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://quickbite.example' }).publicUrl).toBe(
      'https://quickbite.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://QuickBite.Example:443/' }).publicUrl).toBe(
      'https://quickbite.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://eats.example.com:8443/d/' }).publicUrl).toBe(
      'https://eats.example.com:8443/d',
    );
    // Plain http only for a server tried out on the operator's own machine.
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:5000' }).publicUrl).toBe('http://localhost:5000');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:5000/' }).publicUrl).toBe('http://127.0.0.1:5000');
  });

  it.each([
    'quickbite.example',
    '//quickbite.example',
    'https:quickbite.example',
    'https://',
    'ftp://quickbite.example',
    'http://quickbite.example',
    'http://localhost.evil.example',
    'https://user:secret@quickbite.example',
    'https://quickbite.example/?ref=x',
    'https://quickbite.example/#top',
    'https://quickbite.example/shop',
    'https://quickbite.example/d/orders',
    'https://quick bite.example',
    ' https://quickbite.example',
  ])('refuses PUBLIC_URL=%j with a message naming it', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow('PUBLIC_URL: ');
  });

  it('keeps GEOCODER_URL without a trailing slash, its query too; unset by default', () => {
    const unset = loadConfig({});
    expect(unset.geocoderUrl).toBeUndefined();
    expect(unset.geocoderRequestsPerSecond).toBe(1);
    expect(unset.geocodeRateLimit).toBe(30);
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.openstreetmap.org/' }).geocoderUrl).toBe(
      'https://nominatim.openstreetmap.org',
    );
    expect(loadConfig({ GEOCODER_URL: 'https://Geo.Example:8443/nominatim/' }).geocoderUrl).toBe(
      'https://geo.example:8443/nominatim',
    );
    expect(loadConfig({ GEOCODER_URL: 'https://geo.example/v1/?key=abc' }).geocoderUrl).toBe(
      'https://geo.example/v1?key=abc',
    );
    // Plain http only for a geocoder on the operator's own machine.
    expect(loadConfig({ GEOCODER_URL: 'http://localhost:8080' }).geocoderUrl).toBe('http://localhost:8080');
    expect(loadConfig({ GEOCODER_URL: 'http://127.0.0.1:8080/' }).geocoderUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ GEOCODER_REQUESTS_PER_SECOND: '0.5', GEOCODE_RATE_LIMIT: '60' })).toMatchObject({
      geocoderRequestsPerSecond: 0.5,
      geocodeRateLimit: 60,
    });
  });

  it('names the product, its version and the site in the geocoder User-Agent', () => {
    expect(loadConfig({}).geocoderUserAgent).toMatch(/^QuickBite\/\d+\.\d+\.\d+$/);
    expect(loadConfig({ PUBLIC_URL: 'https://quickbite.example/d' }).geocoderUserAgent).toMatch(
      /^QuickBite\/\d+\.\d+\.\d+ \(\+https:\/\/quickbite\.example\/d\)$/,
    );
    expect(loadConfig({ CUSTOM_DOMAIN: 'Eats.Example.com' }).geocoderUserAgent).toMatch(
      /\(\+https:\/\/eats\.example\.com\/d\)$/,
    );
  });

  it.each([
    'nominatim.openstreetmap.org',
    '//nominatim.openstreetmap.org',
    'https://',
    'ftp://geo.example',
    'http://nominatim.openstreetmap.org',
    'http://localhost.evil.example',
    'https://user:secret@geo.example',
    'https://geo.example/#search',
    'https://geo .example',
  ])('refuses GEOCODER_URL=%j with a message naming it', (value) => {
    expect(() => loadConfig({ GEOCODER_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ GEOCODER_URL: value })).toThrow('GEOCODER_URL: ');
  });

  it.each([
    [{ GEOCODER_REQUESTS_PER_SECOND: '0' }, 'GEOCODER_REQUESTS_PER_SECOND'],
    [{ GEOCODER_REQUESTS_PER_SECOND: 'fast' }, 'GEOCODER_REQUESTS_PER_SECOND'],
    [{ GEOCODE_RATE_LIMIT: '0' }, 'GEOCODE_RATE_LIMIT'],
    [{ GEOCODE_RATE_LIMIT: '2.5' }, 'GEOCODE_RATE_LIMIT'],
  ])('stops with a message naming the geocoder setting for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`${name}: `);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 5000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ CUSTOM_DOMAIN: 'https://x.com/' }, 'CUSTOM_DOMAIN'],
    [{ PAYMENTS_MODE: 'live' }, 'PAYMENTS_MODE'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'ten' }, 'DATABASE_POOL_SIZE'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
