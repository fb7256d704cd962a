import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, resolveAuthSecret } from './config.ts';

describe('parseConfig', () => {
  it('applies the embedded defaults', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PAYMENTS).toBe('off');
    expect(config.ADMIN_EMAILS).toEqual([]);
    expect(config.isSecureCookies).toBe(false);
  });

  it('names PORT when it is not a number', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT must be between 0 and 65535/);
  });

  it('names DATABASE_URL when it is malformed', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://nope' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(parseConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/db');
  });

  it('normalises admin e-mails and the app URL', () => {
    const config = parseConfig({ ADMIN_EMAILS: ' Chef@Example.com, ,b@c.d ', APP_URL: 'https://cook.example.com/' });
    expect(config.ADMIN_EMAILS).toEqual(['chef@example.com', 'b@c.d']);
    expect(config.APP_URL).toBe('https://cook.example.com');
    expect(config.isSecureCookies).toBe(true);
  });

  const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_YEARLY: 'price_y' };

  it('turns Stripe on when its key is given, and refuses to start with half of its settings', () => {
    expect(parseConfig(STRIPE_ENV).PAYMENTS).toBe('stripe');
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/PAYMENTS=stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY/);
    expect(() => parseConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    // A Stripe setting alone would do nothing: refused, naming what is missing.
    expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY/);
    expect(parseConfig({ ...STRIPE_ENV, PAYMENTS: 'off' }).PAYMENTS).toBe('off');
    expect(() => parseConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS/);
  });

  it('uses the simulated checkout only when PAYMENTS=dev is given, in production too', () => {
    expect(parseConfig({ PAYMENTS: 'dev' }).PAYMENTS).toBe('dev');
    expect(parseConfig({ NODE_ENV: 'production', PAYMENTS: 'dev' }).PAYMENTS).toBe('dev');
    expect(parseConfig({ NODE_ENV: 'production' }).PAYMENTS).toBe('off');
    expect(parseConfig({ NODE_ENV: 'development' }).PAYMENTS).toBe('off');
  });

  it('refuses the test clock outside tests', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', TEST_CLOCK_FILE: '/tmp/clock' })).toThrow(/TEST_CLOCK_FILE is only allowed with NODE_ENV=test/);
    expect(parseConfig({ NODE_ENV: 'test', TEST_CLOCK_FILE: '/tmp/clock' }).TEST_CLOCK_FILE).toBe('/tmp/clock');
  });

  it('accepts PAYMENTS=off and names PAYMENTS when it is unknown', () => {
    expect(parseConfig({ PAYMENTS: 'off' }).PAYMENTS).toBe('off');
    expect(() => parseConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS/);
  });

  // Documented settings whose service is not wired in yet stop the start instead of being ignored.
  it.each([
    ['REDIS_URL', 'redis://127.0.0.1:6379'],
    ['S3_BUCKET', 'recipes'],
    ['S3_ENDPOINT', 'http://127.0.0.1:9000'],
    ['S3_REGION', 'eu-west-1'],
    ['S3_ACCESS_KEY_ID', 'key'],
    ['S3_SECRET_ACCESS_KEY', 'secret'],
    ['S3_PUBLIC_URL', 'https://cdn.example.com'],
  ])('refuses %s with a message saying it is not supported yet', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^${name} is not supported yet: .+ Unset it to start\\.$`));
    // An empty value counts as unset.
    expect(() => parseConfig({ [name]: '' })).not.toThrow();
  });

  it('refuses a half-configured language model instead of quietly using the composer', () => {
    expect(() => parseConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL \(or IMAGE_MODEL\) is required/);
    expect(() => parseConfig({ LLM_MODEL: 'llama3' })).toThrow(/LLM_BASE_URL is required/);
    expect(() => parseConfig({ LLM_API_KEY: 'sk-x' })).toThrow(/LLM_API_KEY is set but nothing uses it/);
    expect(() => parseConfig({ FDC_BASE_URL: 'http://127.0.0.1:1' })).toThrow(/FDC_API_KEY is required/);
    expect(parseConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' }).LLM_MODEL).toBe('llama3');
    expect(parseConfig({ LLM_API_KEY: 'sk-x', IMAGE_MODEL: 'gpt-image-1' }).IMAGE_MODEL).toBe('gpt-image-1');
  });
});

describe('resolveAuthSecret', () => {
  it('generates a secret once and keeps it under DATA_DIR', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'forkcast-cfg-')), 'nested', 'data');
    const config = parseConfig({ DATA_DIR: dir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(config)).toBe(first);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
  });

  it('prefers the configured secret', () => {
    const config = parseConfig({ AUTH_SECRET: 'a'.repeat(40) });
    expect(resolveAuthSecret(config)).toBe('a'.repeat(40));
  });
});
