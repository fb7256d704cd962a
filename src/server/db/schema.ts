import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// ---- better-auth core tables (+ admin plugin fields). Names follow better-auth's models.

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---- Forkcast's own tables.

/** Spec §3 user document: plan, monthly usage and dietary flags. One row per user. */
export const profile = pgTable(
  'profile',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    subscriptionStatus: text('subscription_status').notNull().default('free'),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    usageCount: integer('usage_count').notNull().default(0),
    usageMonth: text('usage_month').notNull(),
    vegan: boolean('vegan').notNull().default(false),
    vegetarian: boolean('vegetarian').notNull().default(false),
    glutenFree: boolean('gluten_free').notNull().default(false),
    dairyFree: boolean('dairy_free').notNull().default(false),
    nutFree: boolean('nut_free').notNull().default(false),
    savedRecipeCount: integer('saved_recipe_count').notNull().default(0),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('profile_usage_count_nonnegative', sql`${table.usageCount} >= 0`),
    check('profile_saved_recipe_count_nonnegative', sql`${table.savedRecipeCount} >= 0`),
  ],
);

export type TNutritionColumn = {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
};

/** Spec §3 saved recipe. Times and servings stay strings as the spec gives them; totalMinutes is derived for sorting. */
export const recipe = pgTable(
  'recipe',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    ingredients: jsonb('ingredients').$type<string[]>().notNull().default([]),
    instructions: jsonb('instructions').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url').notNull().default(''),
    notes: text('notes').notNull().default(''),
    nutrition: jsonb('nutrition').$type<TNutritionColumn>(),
    category: text('category').notNull().default('Other'),
    prepTime: text('prep_time').notNull().default(''),
    cookTime: text('cook_time').notNull().default(''),
    totalTime: text('total_time').notNull().default(''),
    totalMinutes: integer('total_minutes'),
    servings: text('servings').notNull().default(''),
    rating: integer('rating').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recipe_user_created_idx').on(table.userId, table.createdAt),
    check('recipe_rating_range', sql`${table.rating} between 0 and 5`),
  ],
);

/** Spec §3 shared recipe: a frozen copy readable by any signed-in user through an unguessable id. */
export const sharedRecipe = pgTable(
  'shared_recipe',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sourceRecipeId: text('source_recipe_id'),
    contentHash: text('content_hash').notNull(),
    recipe: jsonb('recipe').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shared_recipe_owner_hash_idx').on(table.userId, table.contentHash)],
);

/** First-party analytics (spec §7 Analytics): category, action, label. */
export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: text('id').primaryKey(),
    category: text('category').notNull(),
    action: text('action').notNull(),
    label: text('label'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_event_created_idx').on(table.createdAt)],
);
