import type { TAuth } from './auth/auth.ts';
import type { TClock } from './clock.ts';
import type { TConfig } from './config.ts';
import type { TDatabaseHandle } from './db/client.ts';
import type { TImageProvider } from './providers/images/image-provider.ts';
import type { TRecipeGenerator } from './providers/llm/recipe-generator.ts';
import type { TRetryingMail } from './providers/mail/retrying-mail.ts';
import type { TPaymentProvider } from './providers/payments/payment-provider.ts';
import type { TFoodSearch } from './providers/nutrition/food-search.ts';
import type { TNutritionProvider } from './providers/nutrition/nutrition-provider.ts';
import type { TStorageProvider } from './providers/storage/storage-provider.ts';
import type { TRateLimiter } from './rate-limit/rate-limiter.ts';

/** Everything a feature may depend on. Tests build the app with their own database and fakes. */
export type TAppDeps = {
  config: TConfig;
  database: TDatabaseHandle;
  auth: TAuth;
  /** Sends through the mail_outbox table and retries what the mail server refused (main.ts runs the loop). */
  mail: TRetryingMail;
  storage: TStorageProvider;
  generator: TRecipeGenerator;
  images: TImageProvider;
  nutrition: TNutritionProvider;
  payments: TPaymentProvider;
  /** "Now" for plan end dates; tests move it. */
  clock: TClock;
  /** Ingredient suggestions for the cart: the built-in table, or FoodData Central when keyed. */
  foodSearch: TFoodSearch;
  /** Rate-limit counters shared by every app server: the database, or Redis when REDIS_URL is set. */
  rateLimiter: TRateLimiter;
};
