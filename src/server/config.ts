import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const ZOptionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const ZOptionalUrl = ZOptionalString.pipe(z.url().optional());

const ZPostgresUrl = ZOptionalString.pipe(
  z
    .string()
    .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
      message: 'must be a postgres:// or postgresql:// URL',
    })
    .optional(),
);

const ZBooleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

function isAnalyticsTagUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const isLoopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback);
}

export const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().trim().min(1).default('localhost'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  APP_URL: ZOptionalUrl,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: ZPostgresUrl,
  AUTH_SECRET: ZOptionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: ZBooleanFlag,
  REDIS_URL: ZOptionalString.pipe(
    z
      .string()
      .refine((value) => /^rediss?:\/\//.test(value) && URL.canParse(value), { message: 'must be a redis:// or rediss:// URL' })
      .optional(),
  ),
  LLM_BASE_URL: ZOptionalUrl,
  LLM_API_KEY: ZOptionalString,
  LLM_MODEL: ZOptionalString,
  IMAGE_MODEL: ZOptionalString,
  FDC_API_KEY: ZOptionalString,
  FDC_BASE_URL: ZOptionalUrl,
  SMTP_URL: ZOptionalString.pipe(
    z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), { message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Forkcast <no-reply@localhost>'),
  S3_BUCKET: ZOptionalString,
  S3_ENDPOINT: ZOptionalUrl,
  S3_REGION: ZOptionalString,
  S3_ACCESS_KEY_ID: ZOptionalString,
  S3_SECRET_ACCESS_KEY: ZOptionalString,
  S3_PUBLIC_URL: ZOptionalUrl,
  PAYMENTS: z.enum(['off', 'dev', 'stripe']).optional(),
  STRIPE_SECRET_KEY: ZOptionalString,
  STRIPE_WEBHOOK_SECRET: ZOptionalString,
  STRIPE_PRICE_MONTHLY: ZOptionalString,
  STRIPE_PRICE_YEARLY: ZOptionalString,
  /** URL of a third-party page-tag script, added to every page with the CSP opened to its origin only. */
  ANALYTICS_TAG: ZOptionalString.pipe(
    z.string().refine(isAnalyticsTagUrl, { message: 'must be the https:// URL of the tag script (http:// only on localhost)' }).optional(),
  ),
  /** Tests only (refused unless NODE_ENV=test): a file holding a clock offset in milliseconds, so an end date can pass. */
  TEST_CLOCK_FILE: ZOptionalString,
  /** Lets URL import reach loopback/private hosts; only for tests and closed networks. */
  URL_IMPORT_ALLOW_PRIVATE: ZBooleanFlag,
  /** OpenID Connect single sign-on: the provider's issuer URL (its discovery document is at issuer + /.well-known/openid-configuration). */
  OIDC_ISSUER: ZOptionalUrl,
  OIDC_CLIENT_ID: ZOptionalString,
  OIDC_CLIENT_SECRET: ZOptionalString,
  /** A member of this group (the provider's `groups` claim) is an admin; checked at each single sign-on. */
  OIDC_ADMIN_GROUP: ZOptionalString,
  /** The provider's name on the sign-in button ("Sign in with Authentik"); "single sign-on" when unset. */
  OIDC_NAME: ZOptionalString.pipe(z.string().max(40, 'must be at most 40 characters').optional()),
  /** false: sign-in and sign-up with e-mail and password are off (single sign-on only). On by default. */
  PASSWORD_LOGIN: z
    .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
});

type TParsedEnv = z.infer<typeof ZConfigSchema>;

/** Single sign-on, when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set. */
export type TOidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  adminGroup: string | null;
  /** What the sign-in button says after "Sign in with". */
  displayName: string;
};

export type TConfig = Omit<TParsedEnv, 'APP_URL' | 'AUTH_SECRET' | 'PAYMENTS'> & {
  APP_URL: string;
  AUTH_SECRET: string;
  PAYMENTS: 'off' | 'dev' | 'stripe';
  DATA_DIR: string;
  isSecureCookies: boolean;
  oidc: TOidcSettings | null;
};

export class ConfigError extends Error {}

const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

/**
 * NODE_ENV=production (the default outside tests and `npm run dev`) refuses settings that work on a
 * laptop but are unsafe or broken once other machines reach the server.
 */
function refuseUnsafeProductionSettings(parsed: TParsedEnv): void {
  if (parsed.NODE_ENV !== 'production') return;
  if (parsed.APP_URL === undefined && !isLoopbackHost(parsed.HOST)) {
    throw new ConfigError(
      `Invalid configuration: APP_URL is required when HOST=${parsed.HOST} in production: set it to the address cooks open (e.g. https://recipes.example.com), used in e-mail links and trusted for sign-in; or set HOST=127.0.0.1 to serve this machine only.`,
    );
  }
  if (parsed.AUTH_SECRET !== undefined && new Set(parsed.AUTH_SECRET).size < 10) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET looks like a placeholder (too few different characters): use e.g. `openssl rand -base64 32`.');
  }
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

/** Throws ConfigError for a documented setting that is given but would do nothing. */
function refuseUnusedSettings(parsed: TParsedEnv): void {
  // Without a bucket images stay under DATA_DIR/uploads: an S3 detail alone would be ignored.
  const s3Detail = S3_SETTINGS.find((name) => parsed[name] !== undefined);
  if (s3Detail && parsed.S3_BUCKET === undefined) {
    throw new ConfigError(
      `Invalid configuration: S3_BUCKET is required when ${s3Detail} is set (without a bucket, recipe images are stored under DATA_DIR/uploads). Set S3_BUCKET or unset ${s3Detail}.`,
    );
  }
  if ((parsed.S3_ACCESS_KEY_ID === undefined) !== (parsed.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  }
  // The chat model needs both its address and its name; one without the other would quietly fall back to the composer.
  if (parsed.LLM_BASE_URL !== undefined && parsed.LLM_MODEL === undefined && parsed.IMAGE_MODEL === undefined) {
    throw new ConfigError('Invalid configuration: LLM_MODEL (or IMAGE_MODEL) is required when LLM_BASE_URL is set.');
  }
  if (parsed.LLM_MODEL !== undefined && parsed.LLM_BASE_URL === undefined) {
    throw new ConfigError('Invalid configuration: LLM_BASE_URL is required when LLM_MODEL is set.');
  }
  if (parsed.LLM_API_KEY !== undefined && parsed.LLM_MODEL === undefined && parsed.IMAGE_MODEL === undefined) {
    throw new ConfigError('Invalid configuration: LLM_API_KEY is set but nothing uses it: set LLM_BASE_URL and LLM_MODEL, or IMAGE_MODEL.');
  }
  if (parsed.FDC_BASE_URL !== undefined && parsed.FDC_API_KEY === undefined) {
    throw new ConfigError('Invalid configuration: FDC_API_KEY is required when FDC_BASE_URL is set.');
  }
}

const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const OIDC_OPTIONAL = ['OIDC_ADMIN_GROUP', 'OIDC_NAME'] as const;

/** Single sign-on needs its three settings together; PASSWORD_LOGIN=false needs it (or nobody could sign in). */
function readOidcSettings(parsed: TParsedEnv): TOidcSettings | null {
  const given = [...OIDC_REQUIRED, ...OIDC_OPTIONAL].filter((name) => parsed[name] !== undefined);
  if (given.length === 0) {
    if (!parsed.PASSWORD_LOGIN) {
      throw new ConfigError(
        'Invalid configuration: PASSWORD_LOGIN=false needs single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET), or nobody could sign in.',
      );
    }
    return null;
  }
  const missing = OIDC_REQUIRED.filter((name) => parsed[name] === undefined);
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = parsed;
  if (missing.length > 0 || issuer === undefined || clientId === undefined || clientSecret === undefined) {
    throw new ConfigError(
      `Invalid configuration: single sign-on needs ${missing.join(', ')} too (${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set; see README, "Single sign-on").`,
    );
  }
  const issuerUrl = new URL(issuer);
  if (parsed.NODE_ENV === 'production' && issuerUrl.protocol !== 'https:' && !isLoopbackHost(issuerUrl.hostname)) {
    throw new ConfigError(`Invalid configuration: OIDC_ISSUER must be an https:// URL in production (got ${JSON.stringify(issuer)}).`);
  }
  return {
    issuer: issuer.replace(/\/+$/, ''),
    clientId,
    clientSecret,
    adminGroup: parsed.OIDC_ADMIN_GROUP ?? null,
    displayName: parsed.OIDC_NAME ?? 'single sign-on',
  };
}

/** Parses the environment once. Throws ConfigError naming the first bad variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const result = ZConfigSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (got ${JSON.stringify(env[name] ?? '')})`);
  }
  const parsed = result.data;
  refuseUnusedSettings(parsed);
  refuseUnsafeProductionSettings(parsed);
  const oidc = readOidcSettings(parsed);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  // Never 'dev' by default: a simulated checkout must be asked for by name (in production too).
  const payments = parsed.PAYMENTS ?? (parsed.STRIPE_SECRET_KEY ? 'stripe' : 'off');
  // Any Stripe setting without an explicit PAYMENTS means Stripe is wanted: all four must be there.
  const isStripeWanted = payments === 'stripe' || (parsed.PAYMENTS === undefined && STRIPE_REQUIRED.some((name) => parsed[name] !== undefined));
  if (isStripeWanted) {
    const missing = STRIPE_REQUIRED.filter((name) => !parsed[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration: PAYMENTS=stripe needs ${missing.join(', ')} (see README, "Set up Stripe")`);
    }
  }
  if (parsed.TEST_CLOCK_FILE && parsed.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration: TEST_CLOCK_FILE is only allowed with NODE_ENV=test');
  }
  return {
    ...parsed,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    PAYMENTS: payments,
    AUTH_SECRET: parsed.AUTH_SECRET ?? '',
    isSecureCookies: appUrl.startsWith('https://'),
    oidc,
  };
}

/** AUTH_SECRET is generated once and kept under DATA_DIR so sessions survive restarts. */
export function resolveAuthSecret(config: TConfig): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
