import { z } from 'zod';
import { ZClientIdSchema } from '../client-id.ts';

// Contracts of the shopping list: shared by the API and the planner page.

/** Store aisles in walking order; the list is grouped and sorted by this order. */
export const SHOPPING_AISLES = [
  'produce',
  'meat & fish',
  'dairy & eggs',
  'bakery',
  'pantry & dry goods',
  'spices & condiments',
  'frozen',
  'drinks',
  'other',
] as const;
export type TShoppingAisle = (typeof SHOPPING_AISLES)[number];
export const ZShoppingAisleSchema = z.enum(SHOPPING_AISLES);

export const ZShoppingAmountSchema = z.object({ quantity: z.number(), unit: z.string().nullable() });
export type TShoppingAmount = z.infer<typeof ZShoppingAmountSchema>;

export const ZShoppingItemSchema = z.object({
  name: z.string(),
  /** The first (or only) amount; null for "to taste" items. */
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  /** Every amount when one food could not be added into one unit (2 cloves + 1 head garlic). */
  amounts: z.array(ZShoppingAmountSchema),
  display: z.string(),
  aisle: ZShoppingAisleSchema,
  /** Titles of the planned recipes that need it. */
  sources: z.array(z.string()),
  inCart: z.boolean(),
  checked: z.boolean(),
});
export type TShoppingItem = z.infer<typeof ZShoppingItemSchema>;

export const ZShoppingListRecipeSchema = z.object({ title: z.string(), date: z.string() });

export const ZShoppingListSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  items: z.array(ZShoppingItemSchema),
  recipes: z.array(ZShoppingListRecipeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TShoppingList = z.infer<typeof ZShoppingListSchema>;

/** POST /api/shopping-list body: both dates are checked by the route so the spec's message is the answer. */
export const ZCreateShoppingListSchema = z.object({
  startDate: z.string().max(10).nullish(),
  endDate: z.string().max(10).nullish(),
});

/** PATCH /api/shopping-list/items body: check or uncheck one item. */
export const ZCheckShoppingItemSchema = z.object({ name: z.string().trim().min(1).max(200), checked: z.boolean(), clientId: ZClientIdSchema.optional() });

/** An item as the edit mode sends it back: renamed, re-measured, added or (by leaving it out) removed. */
export const ZEditedShoppingItemSchema = z.object({
  name: z.string().trim().min(1, 'Give every item a name.').max(200),
  quantity: z.number().positive().max(100_000).nullable(),
  unit: z.string().trim().max(30).nullable(),
  aisle: ZShoppingAisleSchema.default('other'),
  checked: z.boolean().default(false),
});
export type TEditedShoppingItem = z.infer<typeof ZEditedShoppingItemSchema>;

/** PUT /api/shopping-list/items body: the whole edited list (edit mode's Done). */
export const ZReplaceShoppingItemsSchema = z.object({ items: z.array(ZEditedShoppingItemSchema).max(500) });
