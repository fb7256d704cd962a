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

  it('turns Stripe on when its key is given', () => {
    expect(parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).PAYMENTS).toBe('stripe');
    expect(parseConfig({ PAYMENTS: 'dev' }).PAYMENTS).toBe('dev');
    expect(() => parseConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS/);
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
