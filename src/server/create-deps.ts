import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAuth } from './auth/auth.ts';
import type { TAppDeps } from './app-deps.ts';
import { createFileOffsetClock, systemClock } from './clock.ts';
import type { TConfig } from './config.ts';
import type { TDatabaseHandle } from './db/client.ts';
import type { TImageProvider } from './providers/images/image-provider.ts';
import { createOpenAiImageProvider } from './providers/images/openai-image-provider.ts';
import { createSvgImageProvider } from './providers/images/svg-image-provider.ts';
import { createOpenAiGenerator } from './providers/llm/openai-generator.ts';
import type { TRecipeGenerator } from './providers/llm/recipe-generator.ts';
import { createBuiltinComposer } from './providers/llm/builtin/create-builtin-composer.ts';
import type { TMailProvider } from './providers/mail/mail-provider.ts';
import type { TFoodSearch } from './providers/nutrition/food-search.ts';
import type { TNutritionProvider } from './providers/nutrition/nutrition-provider.ts';
import { computeNutritionSync, createBuiltinNutrition } from './providers/nutrition/builtin-nutrition.ts';
import { createFdcNutrition } from './providers/nutrition/fdc-nutrition.ts';
import { createOutboxMail } from './providers/mail/outbox-mail.ts';
import { createRetryingMail } from './providers/mail/retrying-mail.ts';
import { createSmtpMail } from './providers/mail/smtp-mail.ts';
import { createPayments } from './providers/payments/create-payments.ts';
import { createLocalStorage } from './providers/storage/local-storage.ts';

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
};

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
export function createGenerator(config: TConfig): TRecipeGenerator {
  if (config.LLM_BASE_URL && config.LLM_MODEL) {
    return createOpenAiGenerator({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL });
  }
  return createDefaultGenerator();
}

/** Real pictures when IMAGE_MODEL is set (on LLM_BASE_URL, or OpenAI itself), else the SVG dish card. */
export function createImages(config: TConfig): TImageProvider {
  if (config.IMAGE_MODEL) {
    return createOpenAiImageProvider({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.IMAGE_MODEL });
  }
  return createSvgImageProvider();
}

/** Picks the embedded default or the configured real service for each provider. */
export function createDeps({ config, database, logger, overrides = {} }: TCreateDepsOptions): TAppDeps {
  const transport: TMailProvider =
    overrides.mail ??
    (config.SMTP_URL
      ? createSmtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM })
      : createOutboxMail({ dir: path.join(config.DATA_DIR, 'outbox'), from: config.MAIL_FROM, logger }));
  // Every message goes through the mail_outbox table, so a mail server that is down delays mail instead of losing it.
  const mail = createRetryingMail({ db: database.db, transport, logger });
  const auth = createAuth({ config, db: database.db, mail, logger });
  const storage = overrides.storage ?? createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
  const generator = overrides.generator ?? createGenerator(config);
  const images = overrides.images ?? createImages(config);
  const configuredNutrition = createNutrition(config, logger);
  const nutrition = overrides.nutrition ?? configuredNutrition;
  const foodSearch = overrides.foodSearch ?? configuredNutrition;
  const payments = overrides.payments ?? createPayments(config);
  const clock = overrides.clock ?? (config.TEST_CLOCK_FILE ? createFileOffsetClock(config.TEST_CLOCK_FILE) : systemClock);
  return { config, database, auth, mail, storage, generator, images, nutrition, foodSearch, payments, clock };
}
