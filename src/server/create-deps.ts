import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAuth } from './auth/auth.ts';
import { fetchOidcDiscovery } from './auth/oidc-discovery.ts';
import type { TAppDeps } from './app-deps.ts';
import { createFileOffsetClock, systemClock } from './clock.ts';
import type { TConfig } from './config.ts';
import type { TDatabaseHandle } from './db/client.ts';
import type { TImageProvider } from './providers/images/image-provider.ts';
import { createSvgImageProvider } from './providers/images/svg-image-provider.ts';
import type { TRecipeGenerator } from './providers/llm/recipe-generator.ts';
import { createBuiltinComposer } from './providers/llm/create-builtin-composer.ts';
import type { TMailProvider } from './providers/mail/mail-provider.ts';
import type { TFoodSearch } from './providers/nutrition/food-search.ts';
import type { TNutritionProvider } from './providers/nutrition/nutrition-provider.ts';
import { computeNutritionSync, createBuiltinNutrition } from './providers/nutrition/builtin-nutrition.ts';
import { createFdcNutrition } from './providers/nutrition/fdc-nutrition.ts';
import { createOutboxMail } from './providers/mail/outbox-mail.ts';
import { createRetryingMail } from './providers/mail/retrying-mail.ts';
import { createPayments } from './providers/payments/create-payments.ts';
import { createLocalStorage } from './providers/storage/local-storage.ts';
import type { TStorageProvider } from './providers/storage/storage-provider.ts';
import { createRateLimiter, type TRateLimiter } from './rate-limit/rate-limiter.ts';
import { withRateLimits, type TRateLimitTable } from './rate-limit/rate-rules.ts';

// The SDKs of the optional services (ioredis, nodemailer, openai, @aws-sdk/client-s3, stripe) are
// imported only when their setting is given: loading them all took about half a second and 30 MB at
// every start of a server that uses none of them. When a setting is given, its SDK still
// loads here, at start, so every check that refuses a bad setting at start still does.

/** Tests replace providers with fakes or in-process servers; `mail` is the transport under the outbox. */
export type TDepsOverrides = Partial<Pick<TAppDeps, 'storage' | 'generator' | 'images' | 'nutrition' | 'foodSearch' | 'payments' | 'clock'>> & {
  mail?: TMailProvider;
};

export type TCreateDepsOptions = {
  config: TConfig;
  database: TDatabaseHandle;
  logger: FastifyBaseLogger;
  /** Tests replace providers with fakes or in-process servers. */
  overrides?: TDepsOverrides;
  /** Tests lower some rate limits to reach them quickly. */
  rateLimits?: Partial<TRateLimitTable>;
};

/** Off under NODE_ENV=test (tests sign up many users from one address) unless a test asks for it. */
export function isAuthRateLimitOn(config: TConfig): boolean {
  return config.NODE_ENV !== 'test' || process.env.FORKCAST_TEST_RATE_LIMIT === '1';
}

/** Counters in Redis when REDIS_URL is set, else in the app's database. */
export async function createConfiguredRateLimiter(config: TConfig, database: TDatabaseHandle, rateLimits?: Partial<TRateLimitTable>): Promise<TRateLimiter> {
  const limits = withRateLimits(rateLimits);
  const isAuthLimitOn = isAuthRateLimitOn(config);
  if (config.REDIS_URL) {
    const { Redis } = await import('ioredis');
    // Fail fast while Redis is away instead of queueing requests behind a reconnect.
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    redis.on('error', () => undefined);
    return createRateLimiter({ store: { kind: 'redis', redis }, limits, isAuthLimitOn });
  }
  return createRateLimiter({ store: { kind: 'database', db: database.db }, limits, isAuthLimitOn });
}

/** The offline default: the built-in composer, weighing its recipes with the shared nutrition table. */
export function createDefaultGenerator(): TRecipeGenerator {
  return createBuiltinComposer({ computeNutrition: (lines) => computeNutritionSync(lines).nutrition });
}

/** USDA FoodData Central when FDC_API_KEY is set (falling back per line to the table), else the built-in table. */
export function createNutrition(config: TConfig, logger: FastifyBaseLogger): TNutritionProvider & TFoodSearch {
  if (config.FDC_API_KEY) {
    return createFdcNutrition({
      apiKey: config.FDC_API_KEY,
      baseUrl: config.FDC_BASE_URL,
      logger: { warn: (message: string) => logger.warn(message) },
    });
  }
  return createBuiltinNutrition();
}

/** An OpenAI-compatible API when LLM_BASE_URL and LLM_MODEL are set, else the built-in default. */
export async function createGenerator(config: TConfig): Promise<TRecipeGenerator> {
  if (config.LLM_BASE_URL && config.LLM_MODEL) {
    const { createOpenAiGenerator } = await import('./providers/llm/openai-generator.ts');
    return createOpenAiGenerator({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL });
  }
  return createDefaultGenerator();
}

/** Real pictures when IMAGE_MODEL is set (on LLM_BASE_URL, or OpenAI itself), else the SVG dish card. */
export async function createImages(config: TConfig): Promise<TImageProvider> {
  if (config.IMAGE_MODEL) {
    const { createOpenAiImageProvider } = await import('./providers/images/openai-image-provider.ts');
    return createOpenAiImageProvider({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.IMAGE_MODEL });
  }
  return createSvgImageProvider();
}

/** An S3 bucket when S3_BUCKET is set, else files under DATA_DIR/uploads. */
export async function createStorage(config: TConfig): Promise<TStorageProvider> {
  if (config.S3_BUCKET) {
    const { createS3Storage } = await import('./providers/storage/s3-storage.ts');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
}

async function createMailTransport(config: TConfig, logger: FastifyBaseLogger): Promise<TMailProvider> {
  if (config.SMTP_URL) {
    const { createSmtpMail } = await import('./providers/mail/smtp-mail.ts');
    return createSmtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM });
  }
  return createOutboxMail({ dir: path.join(config.DATA_DIR, 'outbox'), from: config.MAIL_FROM, logger });
}

/** Picks the embedded default or the configured real service for each provider. */
export async function createDeps({ config, database, logger, overrides = {}, rateLimits }: TCreateDepsOptions): Promise<TAppDeps> {
  const transport = overrides.mail ?? (await createMailTransport(config, logger));
  // Every message goes through the mail_outbox table, so a mail server that is down delays mail instead of losing it.
  const mail = createRetryingMail({ db: database.db, transport, logger });
  // A configured provider that does not answer stops the start (README, "Single sign-on").
  if (config.oidc) await fetchOidcDiscovery(config.oidc);
  const auth = createAuth({ config, db: database.db, mail, logger });
  const storage = overrides.storage ?? (await createStorage(config));
  const generator = overrides.generator ?? (await createGenerator(config));
  const images = overrides.images ?? (await createImages(config));
  const configuredNutrition = createNutrition(config, logger);
  const nutrition = overrides.nutrition ?? configuredNutrition;
  const foodSearch = overrides.foodSearch ?? configuredNutrition;
  const payments = overrides.payments ?? (await createPayments(config));
  const clock = overrides.clock ?? (config.TEST_CLOCK_FILE ? createFileOffsetClock(config.TEST_CLOCK_FILE) : systemClock);
  const rateLimiter = await createConfiguredRateLimiter(config, database, rateLimits);
  return { config, database, auth, mail, storage, generator, images, nutrition, foodSearch, payments, clock, rateLimiter };
}
