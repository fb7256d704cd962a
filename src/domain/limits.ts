// Every business constant, shared by server and web so a limit
// is written once and enforced by the server with the same number the UI shows.

export const PRODUCT_NAME = 'Forkcast';
export const PAGE_TITLE = `${PRODUCT_NAME} | AI-Powered Custom Recipes & Meal Planning`;

export const FREE_GENERATIONS_PER_MONTH = 5;
export const FREE_SAVED_RECIPES = 10;
export const RECIPES_PER_PLANNER_DAY = 5;
export const PROMPT_MAX_LENGTH = 250;

/** The spec's form minimum was 6; we deliberately require 12 (accounts issue). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const VERIFY_RESEND_COOLDOWN_MS = 60_000;
export const VERIFY_COOLDOWN_STORAGE_KEY = 'verifyCooldownExpiry';
export const VERIFY_POLL_MS = 5_000;

export const TOAST_AUTO_CLOSE_MS = 3_000;
export const PLANNER_TOAST_AUTO_CLOSE_MS = 2_000;

export const TYPING_MS_PER_CHAR = 80;
export const DELETING_MS_PER_CHAR = 40;
export const TYPING_PAUSE_MS = 1_800;
export const EXAMPLE_PROMPT_COUNT = 23;

export const CONVERSATION_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZES = [10, 25, 50] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const PAGINATION_WINDOW = 5;

export const SNIPPET_LENGTH = 100;
export const SUBJECT_FALLBACK_LENGTH = 30;
export const CONTACT_SUBJECT_PREFIX = 'Contact Form: ';

export const UNREAD_POLL_MS = 60_000;
export const INACTIVITY_SIGN_OUT_MS = 600_000;
export const INACTIVITY_CHECK_MS = 60_000;

export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_CLOSE_DELAY_MS = 150;

export const CART_SECTIONS = ['pantry', 'refrigerator', 'freezer'] as const;

export const SUBSCRIPTION_STATUSES = ['free', 'pro', 'canceling'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const RECIPE_CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Dessert', 'Other'] as const;
export type TRecipeCategory = (typeof RECIPE_CATEGORIES)[number];

export const RATING_MIN = 0;
export const RATING_MAX = 5;
