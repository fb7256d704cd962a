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

export const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
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
  REDIS_URL: ZOptionalUrl,
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
  ANALYTICS_TAG: ZOptionalString,
  /** Lets URL import reach loopback/private hosts; only for tests and closed networks. */
  URL_IMPORT_ALLOW_PRIVATE: ZBooleanFlag,
});

type TParsedEnv = z.infer<typeof ZConfigSchema>;

export type TConfig = Omit<TParsedEnv, 'APP_URL' | 'AUTH_SECRET' | 'PAYMENTS'> & {
  APP_URL: string;
  AUTH_SECRET: string;
  PAYMENTS: 'off' | 'dev' | 'stripe';
  DATA_DIR: string;
  isSecureCookies: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment once. Throws ConfigError naming the first bad variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const result = ZConfigSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (got ${JSON.stringify(env[name] ?? '')})`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  const payments = parsed.PAYMENTS ?? (parsed.STRIPE_SECRET_KEY ? 'stripe' : 'off');
  return {
    ...parsed,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    PAYMENTS: payments,
    AUTH_SECRET: parsed.AUTH_SECRET ?? '',
    isSecureCookies: appUrl.startsWith('https://'),
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
