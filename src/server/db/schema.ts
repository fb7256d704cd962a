import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TPlannedRecipe } from '../../domain/meal-plan.ts';
import type { TNutritionGoals } from '../../domain/nutrition-goals.ts';
import type { TCookedChangedItem, TCookedRemovedItem } from '../../domain/pantry.ts';
import type { TShoppingItem } from '../../domain/shopping-list/shopping-list.ts';
import type { TMailMessage } from '../providers/mail/mail-provider.ts';

// ---- better-auth core tables (+ admin plugin fields). Names follow better-auth's models.

export const user = pgTable(
  'user',
  {
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
  },
  (table) => [
    // The admin user list pages through these without reading the table (index-only scans),
    // and searches e-mail and name through trigrams (pg_trgm, migration 0001).
    index('user_email_id_idx').on(table.email, table.id),
    index('user_banned_email_idx').on(table.banned, table.email, table.id),
    index('user_search_trgm_idx').using('gin', sql`(lower(${table.email}) || ' ' || lower(${table.name})) gin_trgm_ops`),
  ],
);

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

// ---- Forkcast's own tables.

/**
 * Rate-limit counters (rate-limiter-flexible's Drizzle store): one row per key and window, reset in
 * place when its window has passed; expired rows are swept (rate-limit/rate-limiter.ts), so the table
 * holds only live windows. Not used when REDIS_URL is set.
 */
export const rateLimitCounter = pgTable(
  'rate_limit_counter',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (table) => [index('rate_limit_counter_expire_idx').on(table.expire)],
);

/**
 * The number of accounts, kept by statement-level triggers on user (migration 0005), so the admin
 * list's unfiltered total is one row read instead of a count over every account. One row, id true.
 */
export const userCount = pgTable(
  'user_count',
  {
    id: boolean('id').primaryKey().default(true),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [check('user_count_single_row', sql`${table.id}`)],
);

/** The cook's profile: plan, monthly usage and dietary flags. One row per user. */
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
    /** The major allergens the cook set (domain ALLERGEN_KEYS), beside the spec's five flags. */
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    savedRecipeCount: integer('saved_recipe_count').notNull().default(0),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** monthly | yearly: the period the cook pays for (shown in Settings). */
    subscriptionPriceType: text('subscription_price_type'),
    /** Pro custom dietary preferences: ingredients the cook never wants, fed to the dietary guard. */
    avoidIngredients: jsonb('avoid_ingredients').$type<string[]>().notNull().default([]),
    /** light | dark | system (domain THEMES): the cook's colour theme, kept per cook across devices. */
    theme: text('theme').notNull().default('system'),
    /** The cook's daily nutrition goals (domain ZNutritionGoalsSchema), null when none are set. */
    nutritionGoals: jsonb('nutrition_goals').$type<TNutritionGoals>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Admin user list sorts (subscription, recipe count) with the user id as tie-breaker, and the
    // month roll-over that resets stale counters before listing.
    index('profile_subscription_user_idx').on(table.subscriptionStatus, table.userId),
    index('profile_usage_count_user_idx').on(table.usageCount, table.userId),
    index('profile_usage_month_idx').on(table.usageMonth),
    check('profile_usage_count_nonnegative', sql`${table.usageCount} >= 0`),
    check('profile_saved_recipe_count_nonnegative', sql`${table.savedRecipeCount} >= 0`),
    // Webhooks find the cook by the provider's customer id.
    uniqueIndex('profile_stripe_customer_idx').on(table.stripeCustomerId),
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

/** Payment-provider webhook events already applied, keyed by the provider's event id: a replay changes nothing. */
export const billingEvent = pgTable('billing_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A saved recipe. Times and servings stay strings as the spec gives them; totalMinutes is derived for sorting. */
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
    /** The page it came from ('' when none): shown as the recipe's source, and a bulk URL import skips it. */
    sourceUrl: text('source_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recipe_user_created_idx').on(table.userId, table.createdAt), check('recipe_rating_range', sql`${table.rating} between 0 and 5`)],
);

/** A shared recipe: a frozen copy readable by any signed-in user through an unguessable id. */
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

/**
 * One row per cart item ("Your Ingredients"): written item by item so two tabs never
 * overwrite each other. The unique index makes "the same name in any section, any case" one item,
 * even for concurrent adds (insert … on conflict do nothing).
 */
export const cartItem = pgTable(
  'cart_item',
  {
    id: text('id').primaryKey(),
    /** Who added it (the author); the household owns it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    householdId: text('household_id')
      .notNull()
      .references(() => household.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    useBy: date('use_by', { mode: 'string' }),
    /** How much is there, when known (put away from the shopping list); cooking takes from it. */
    quantity: doublePrecision('quantity'),
    unit: text('unit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_item_household_name_idx').on(table.householdId, sql`lower(${table.name})`),
    index('cart_item_household_section_position_idx').on(table.householdId, table.section, table.position),
    index('cart_item_user_id_idx').on(table.userId),
    check('cart_item_section_valid', sql`${table.section} in ('pantry', 'refrigerator', 'freezer')`),
  ],
);

/**
 * First-party analytics: category, action, label. Page views carry the path as
 * label and never a user, cookie or address; server events carry the user (set null when deleted).
 */
export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: text('id').primaryKey(),
    category: text('category').notNull(),
    action: text('action').notNull(),
    label: text('label'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Extra dimensions, e.g. { plan: 'pro' } on generations. */
    properties: jsonb('properties').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_event_created_idx').on(table.createdAt), index('analytics_event_category_created_idx').on(table.category, table.createdAt)],
);

/** Who did what to whom, and when: every admin action. Emails are kept since the target may be deleted. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetId: text('target_id').notNull(),
    targetEmail: text('target_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt, table.id)],
);

// Millisecond precision: the API hands these out as ISO strings and takes them back as paging
// cursors, so the stored value must survive that round trip exactly.
const msTimestamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A conversation between one cook and the administrators, opened by a contact submission. */
export const conversation = pgTable(
  'conversation',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    adminName: text('admin_name'),
    status: text('status').notNull().default('open'),
    isReadAdmin: boolean('is_read_admin').notNull().default(false),
    isReadUser: boolean('is_read_user').notNull().default(true),
    isDeletedByUser: boolean('is_deleted_by_user').notNull().default(false),
    lastMessageSnippet: text('last_message_snippet').notNull().default(''),
    endedAt: msTimestamp('ended_at'),
    createdAt: msTimestamp('created_at').notNull().defaultNow(),
    updatedAt: msTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The cook's list (newest activity first, id breaks ties) and the admin's list.
    index('conversation_user_updated_idx').on(table.userId, table.updatedAt, table.id),
    index('conversation_updated_idx').on(table.updatedAt, table.id),
    // The unread badge is polled every minute: one small partial index answers it.
    index('conversation_unread_user_idx')
      .on(table.userId)
      .where(sql`${table.isReadUser} = false and ${table.isDeletedByUser} = false`),
    check('conversation_status_valid', sql`${table.status} in ('open', 'ended')`),
  ],
);

/** A message. The sender may be an admin whose account is later deleted: the message stays. */
export const message = pgTable(
  'message',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    senderRole: text('sender_role').notNull(),
    text: text('text').notNull(),
    timestamp: msTimestamp('timestamp').notNull().defaultNow(),
  },
  (table) => [
    index('message_conversation_time_idx').on(table.conversationId, table.timestamp, table.id),
    check('message_sender_role_valid', sql`${table.senderRole} in ('user', 'admin')`),
  ],
);

/**
 * The meal plan: one row per planned meal. `recipe` is a copy of the saved recipe taken when it was
 * planned, so editing or deleting the saved recipe later does not change the plan.
 */
export const mealPlanEntry = pgTable(
  'meal_plan_entry',
  {
    instanceId: text('instance_id').primaryKey(),
    /** Who planned it (the author); the household owns it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    householdId: text('household_id')
      .notNull()
      .references(() => household.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    servingMultiplier: doublePrecision('serving_multiplier').notNull().default(1),
    sourceRecipeId: text('source_recipe_id'),
    recipe: jsonb('recipe').$type<TPlannedRecipe>().notNull(),
    /**
     * Leftovers (issue 31): the planned meal this one eats the rest of. The shopping list and "Cooked it" leave it
     * out (it was bought and cooked with that meal); deleting that meal deletes its leftovers.
     */
    leftoversOf: text('leftovers_of').references((): AnyPgColumn => mealPlanEntry.instanceId, { onDelete: 'cascade' }),
    /** Which meal of the day (issue 31): 'breakfast', 'lunch' or 'dinner'; null = not said (entries planned before 0028). */
    meal: text('meal'),
    /** When the entry landed on its day: the order within the day. */
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('meal_plan_entry_household_date_idx').on(table.householdId, table.date),
    index('meal_plan_entry_user_id_idx').on(table.userId),
    index('meal_plan_entry_leftovers_of_idx').on(table.leftoversOf),
    check('meal_plan_entry_multiplier_range', sql`${table.servingMultiplier} between 0.25 and 20`),
    check('meal_plan_entry_meal_valid', sql`${table.meal} in ('breakfast', 'lunch', 'dinner')`),
  ],
);

/** The last shopping list the household made, with its checked items: it survives a reload. */
export const shoppingList = pgTable('shopping_list', {
  householdId: text('household_id')
    .primaryKey()
    .references(() => household.id, { onDelete: 'cascade' }),
  /** Who made it last (the author). */
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  items: jsonb('items').$type<TShoppingItem[]>().notNull(),
  recipes: jsonb('recipes').$type<{ title: string; date: string }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What "Cooked it" took out of the cart for one planned meal, so its undo restores exactly that:
 * the removed items as they were, and the changed items' amounts before. One per planned meal.
 */
export const cookedMeal = pgTable(
  'cooked_meal',
  {
    instanceId: text('instance_id')
      .primaryKey()
      .references(() => mealPlanEntry.instanceId, { onDelete: 'cascade' }),
    householdId: text('household_id')
      .notNull()
      .references(() => household.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    removed: jsonb('removed').$type<TCookedRemovedItem[]>().notNull(),
    changed: jsonb('changed').$type<TCookedChangedItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cooked_meal_household_idx').on(table.householdId), index('cooked_meal_user_id_idx').on(table.userId)],
);

/**
 * A cook's recurring slot (issue 31): "Pizza every Friday dinner". A saved recipe or a dish family on a weekday's
 * meal; Plan my week fills that slot by the rule. One rule per weekday and meal; the cook's own only.
 */
export const mealPlanRule = pgTable(
  'meal_plan_rule',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 0 = Sunday, as Date#getUTCDay. */
    weekday: integer('weekday').notNull(),
    meal: text('meal').notNull(),
    /** A saved recipe: the rule goes with it when it is deleted. */
    recipeId: text('recipe_id').references(() => recipe.id, { onDelete: 'cascade' }),
    /** A dish family ('pizza', 'curry', 'fish'). */
    dish: text('dish'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('meal_plan_rule_user_slot_idx').on(table.userId, table.weekday, table.meal),
    index('meal_plan_rule_recipe_idx').on(table.recipeId),
    check('meal_plan_rule_weekday_range', sql`${table.weekday} between 0 and 6`),
    check('meal_plan_rule_meal_valid', sql`${table.meal} in ('breakfast', 'lunch', 'dinner')`),
    check('meal_plan_rule_one_target', sql`(${table.recipeId} is null) <> (${table.dish} is null)`),
  ],
);

/**
 * Mail that is on its way: written before the first attempt, deleted once the mail
 * server took it, retried with backoff while it does not, so an SMTP outage delays mail instead of losing it.
 * `nextAttemptAt` null: given up after the last attempt (kept for the operator, see the logs).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    message: jsonb('message').$type<TMailMessage>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_next_attempt_idx').on(table.nextAttemptAt)],
);

/**
 * The month's generations of a deleted account, kept under a keyed hash of its address:
 * HMAC-SHA256 with AUTH_SECRET of the normalised e-mail, never the address itself. A new account with
 * the same address starts the month with that count, so deleting and signing up again gives no fresh
 * free generations. Rows of a past month mean nothing and are removed when the table is next written.
 */
export const deletedAccountUsage = pgTable('deleted_account_usage', {
  addressHash: text('address_hash').primaryKey(),
  usageMonth: text('usage_month').notNull(),
  usageCount: integer('usage_count').notNull(),
});

/**
 * Sessions ended because their account was disabled (so the signed-out page can say why): SHA-256 of the session token, never
 * the token, so a cook whose cookie now finds no session can be told why. A row lives until that
 * session would have expired, or until it is read once; past ones go when the table is next written.
 */
export const endedSession = pgTable('ended_session', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  reason: text('reason', { enum: ['disabled'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Personal API tokens: `Authorization: Bearer fkc_…` acts as the cook (never on admin routes or the
 * account endpoints). Only SHA-256 of the token is kept; the token itself is shown once. Deleting the
 * row, disabling or deleting the account ends it on every server (NOTIFY trigger, migration 0017).
 */
export const apiToken = pgTable(
  'api_token',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'write'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('api_token_user_id_idx').on(table.userId)],
);

/**
 * A cook's private calendar feed: `secret` is the unguessable part of its URL (256 random bits), kept so
 * Settings can show the address again. Rotating replaces it, and the old URL answers 404 at once.
 */
export const calendarFeed = pgTable('calendar_feed', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The people who cook together: they share one meal plan, one shopping list and one cart. Every cook is
 * in exactly one household (a household of one from sign-up, src/server/db/household-row.ts).
 */
export const household = pgTable('household', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A cook's one household (the primary key makes it one) and their role in it. */
export const householdMember = pgTable(
  'household_member',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    householdId: text('household_id')
      .notNull()
      .references(() => household.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('household_member_household_idx').on(table.householdId), check('household_member_role_valid', sql`${table.role} in ('owner', 'member')`)],
);

/**
 * An invitation by e-mail: only SHA-256 of the link's token is kept; valid 7 days, for that address
 * only, used once (`usedAt`).
 */
export const householdInvitation = pgTable(
  'household_invitation',
  {
    id: text('id').primaryKey(),
    householdId: text('household_id')
      .notNull()
      .references(() => household.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('household_invitation_household_idx').on(table.householdId)],
);

/**
 * A file import (issue #28): read into import_item rows, reviewed, then saved one recipe per transaction.
 * `claimedUntil` is the lease of the server working on it: a job whose lease ran out (the server stopped)
 * is taken up again by the next server that looks (resume), so a restart never leaves it half done.
 */
export const importJob = pgTable(
  'import_job',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    status: text('status', { enum: ['reading', 'review', 'importing', 'done', 'failed'] }).notNull(),
    fileName: text('file_name').notNull().default(''),
    total: integer('total').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    problems: jsonb('problems').$type<{ item: string; reason: string }[]>().notNull().default([]),
    review: jsonb('review').$type<Record<string, unknown>>(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('import_job_user_created_idx').on(table.userId, table.createdAt), index('import_job_status_idx').on(table.status)],
);

/** One recipe read from an import's file (or one address of a bulk URL import), waiting for the cook's confirmation. */
export const importItem = pgTable(
  'import_item',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => importJob.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** `format:id` from the file, or `format:title:<title>` when the file gives no id: the duplicate check. */
    sourceKey: text('source_key').notNull(),
    label: text('label').notNull(),
    recipe: jsonb('recipe').$type<Record<string, unknown>>().notNull(),
    // waiting / failed: a bulk URL import's address not fetched yet, or whose page could not be read.
    state: text('state', { enum: ['waiting', 'pending', 'imported', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.position] })],
);

/** Which imported source a saved recipe came from: the same file imported again skips it. */
export const recipeImportSource = pgTable(
  'recipe_import_source',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipe.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sourceKey] }), index('recipe_import_source_recipe_idx').on(table.recipeId)],
);

/**
 * Actions a page made offline carry a client-made id (`clientId`); each is applied once per cook, however
 * often the page sends it again (the network came back twice, a retry after a lost answer). `result` is
 * the first answer, given again to a replay that has no fresher one.
 */
export const clientAction = pgTable(
  'client_action',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    result: jsonb('result').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clientId] }), index('client_action_created_idx').on(table.createdAt)],
);

/**
 * A "Plan my week" proposal (issue 31) until it is accepted or expires: the request, the rules read from
 * the sentence, every candidate shown (new recipes are kept whole until accepted) and the picks.
 */
export const mealPlanProposal = pgTable(
  'meal_plan_proposal',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('meal_plan_proposal_user_idx').on(table.userId), index('meal_plan_proposal_expires_idx').on(table.expiresAt)],
);
