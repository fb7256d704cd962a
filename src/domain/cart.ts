import { z } from 'zod';
import { ZClientIdSchema } from './client-id.ts';
import { ZDateKeySchema } from './date-key.ts';
import { CART_SECTIONS, SUGGESTION_MIN_CHARS } from './limits.ts';

// The zod-free rules, here too for the server and the dialogs; the navbar imports cart-rules.ts itself.
export { USE_SOON_DAYS, countCartItems, countDaysUntil, isUseSoon, listCartNames, listUseSoonItems, toUseSoonPrompt } from './cart-rules.ts';

// The ingredient cart ("Your Ingredients"): pure rules and the API contract.

export const CART_ITEM_NAME_MAX_LENGTH = 100;
export const CART_MAX_ITEMS = 500;
export const SUGGESTION_LIMIT = 10;

export const CART_SECTION_LABELS = { pantry: 'Pantry', refrigerator: 'Refrigerator', freezer: 'Freezer' } as const;

export const CART_NAME_EMPTY_MESSAGE = 'Please enter an ingredient.';
export const CART_NAME_TOO_LONG_MESSAGE = `Ingredient names can be at most ${CART_ITEM_NAME_MAX_LENGTH} characters.`;
export const CART_FULL_MESSAGE = `Your cart can hold at most ${CART_MAX_ITEMS} ingredients. Remove some to add more.`;
export const CART_DUPLICATE_MESSAGE = 'That ingredient is already in your cart.';
export const CART_ITEM_NOT_FOUND_MESSAGE = 'Ingredient not found.';

export const ZCartSectionSchema = z.enum(CART_SECTIONS);

/** Trims, folds inner runs of spaces and capitalises each word, also after a hyphen. */
export function toTitleCase(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s-])(\p{L})/gu, (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}

/** The key names are compared by: the same ingredient in any case is one item. */
export function toCartNameKey(name: string): string {
  return toTitleCase(name).toLowerCase();
}

/** A name the cart accepts, or the message saying why not. */
export function checkCartItemName(name: string): { name: string } | { error: string } {
  const titled = toTitleCase(name);
  if (titled === '') return { error: CART_NAME_EMPTY_MESSAGE };
  if ([...titled].length > CART_ITEM_NAME_MAX_LENGTH) return { error: CART_NAME_TOO_LONG_MESSAGE };
  return { name: titled };
}

const ZUseBySchema = ZDateKeySchema;

export const ZCartItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  useBy: ZUseBySchema.nullable(),
  /** How much is there when known (put away from the shopping list); absent or null: not measured. */
  quantity: z.number().nullable().optional(),
  unit: z.string().nullable().optional(),
});
export type TCartItem = z.infer<typeof ZCartItemSchema>;

/** GET /api/cart: every section in the cook's order. */
export const ZCartSchema = z.object({
  pantry: z.array(ZCartItemSchema),
  refrigerator: z.array(ZCartItemSchema),
  freezer: z.array(ZCartItemSchema),
});
export type TCart = z.infer<typeof ZCartSchema>;
export type TCartSectionName = keyof TCart;

export const EMPTY_CART: TCart = { pantry: [], refrigerator: [], freezer: [] };

// Names are checked by the service (trimmed, title-cased, then measured) so the messages are ours.
const ZRawNameSchema = z.string().max(CART_ITEM_NAME_MAX_LENGTH * 4);

/** POST /api/cart/items. */
export const ZAddCartItemSchema = z.object({
  name: ZRawNameSchema,
  section: ZCartSectionSchema.optional(),
  useBy: ZUseBySchema.nullable().optional(),
  clientId: ZClientIdSchema.optional(),
});
export type TAddCartItem = z.infer<typeof ZAddCartItemSchema>;

/** The added item, its section, and whether it is new (false: the same name was already there). */
export const ZAddCartItemResponseSchema = ZCartItemSchema.extend({
  section: ZCartSectionSchema,
  created: z.boolean(),
});
export type TAddCartItemResponse = z.infer<typeof ZAddCartItemResponseSchema>;

/** PATCH /api/cart/items/:id: a move (section and/or index) and/or an edit (name, useBy). */
export const ZUpdateCartItemSchema = z
  .object({
    section: ZCartSectionSchema.optional(),
    index: z.number().int().min(0).max(CART_MAX_ITEMS).optional(),
    name: ZRawNameSchema.optional(),
    useBy: ZUseBySchema.nullable().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Nothing to change.' });
export type TUpdateCartItem = z.infer<typeof ZUpdateCartItemSchema>;

export const ZCartItemResponseSchema = ZCartItemSchema.extend({ section: ZCartSectionSchema });
export type TCartItemResponse = z.infer<typeof ZCartItemResponseSchema>;

/** GET /api/ingredients/suggestions?q= */
export const ZSuggestionsQuerySchema = z.object({ q: z.string().max(CART_ITEM_NAME_MAX_LENGTH).default('') });
export const ZSuggestionsResponseSchema = z.object({ suggestions: z.array(z.string()).max(SUGGESTION_LIMIT) });

export function isSuggestionQuery(query: string): boolean {
  return query.trim().length >= SUGGESTION_MIN_CHARS;
}

/**
 * Moves one item within or between sections, like a drop: `index` is its place in the destination
 * once it has left its source. A missing item or an unchanged place gives the same cart back.
 */
export function moveCartItem(cart: TCart, itemId: string, to: { section: TCartSectionName; index: number }): TCart {
  const from = CART_SECTIONS.find((section) => cart[section].some((item) => item.id === itemId));
  if (!from) return cart;
  const fromIndex = cart[from].findIndex((item) => item.id === itemId);
  const item = cart[from][fromIndex];
  if (!item || (from === to.section && fromIndex === to.index)) return cart;
  const next: TCart = { ...cart, [from]: cart[from].filter((entry) => entry.id !== itemId) };
  const destination = [...next[to.section]];
  destination.splice(Math.max(0, Math.min(to.index, destination.length)), 0, item);
  return { ...next, [to.section]: destination };
}
