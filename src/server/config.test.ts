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
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /PAYMENTS=stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY/,
    );
    expect(() => parseConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    // A Stripe setting alone would do nothing: refused, naming what is missing.
    expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY/,
    );
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

  it('accepts REDIS_URL only as a redis:// or rediss:// URL', () => {
    expect(parseConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseConfig({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380/2' }).REDIS_URL).toBe('rediss://user:pw@cache.example.com:6380/2');
    expect(() => parseConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(parseConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it.each([
    ['S3_ENDPOINT', 'http://127.0.0.1:9000'],
    ['S3_REGION', 'eu-west-1'],
    ['S3_PUBLIC_URL', 'https://cdn.example.com'],
  ])('refuses %s without S3_BUCKET instead of ignoring it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`S3_BUCKET is required when ${name} is set`));
    expect(parseConfig({ [name]: value, S3_BUCKET: 'recipes' }).S3_BUCKET).toBe('recipes');
    // An empty value counts as unset.
    expect(() => parseConfig({ [name]: '' })).not.toThrow();
  });

  it('wants both S3 keys or neither', () => {
    expect(() => parseConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => parseConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/go together/);
    expect(parseConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }).S3_ACCESS_KEY_ID).toBe('key');
  });

  describe('in production (NODE_ENV unset or production)', () => {
    it('starts with no settings at all: it listens on this machine only', () => {
      const config = parseConfig({});
      expect(config.NODE_ENV).toBe('production');
      expect(config.HOST).toBe('localhost');
    });

    it('refuses a public HOST without APP_URL, saying what to set', () => {
      for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
        expect(() => parseConfig({ HOST: host })).toThrow(new RegExp(`APP_URL is required when HOST=${host.replace(/\./g, '\\.')} in production`));
      }
      expect(parseConfig({ HOST: '0.0.0.0', APP_URL: 'https://recipes.example.com' }).APP_URL).toBe('https://recipes.example.com');
      expect(parseConfig({ HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
      // Outside production the laptop defaults stay.
      expect(parseConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    });

    it('refuses a short or placeholder AUTH_SECRET', () => {
      expect(() => parseConfig({ AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET must be at least 32 characters/);
      expect(() => parseConfig({ AUTH_SECRET: 'x'.repeat(40) })).toThrow(/AUTH_SECRET looks like a placeholder/);
      expect(() => parseConfig({ AUTH_SECRET: 'changemechangemechangemechangeme' })).toThrow(/placeholder/);
      expect(parseConfig({ AUTH_SECRET: 'q8Zr1vN0pLk3Xw7Yb2Tc9Md4Hs6Gf5Je' }).AUTH_SECRET).toBe('q8Zr1vN0pLk3Xw7Yb2Tc9Md4Hs6Gf5Je');
    });

    it('never picks the simulated checkout by itself', () => {
      expect(parseConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: undefined }).PAYMENTS).toBe('off');
      expect(parseConfig({ NODE_ENV: 'production', PAYMENTS: 'dev' }).PAYMENTS).toBe('dev');
    });
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
    const config = parseConfig({ AUTH_SECRET: 'q8Zr1vN0pLk3Xw7Yb2Tc9Md4Hs6Gf5Je' });
    expect(resolveAuthSecret(config)).toBe('q8Zr1vN0pLk3Xw7Yb2Tc9Md4Hs6Gf5Je');
  });
});
