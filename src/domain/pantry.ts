import { z } from 'zod';
import { ZCartItemResponseSchema, type TCartSectionName } from './cart.ts';
import { ZDateKeySchema } from './date-key.ts';

// A pantry that keeps itself (issue 31): the API contracts; the rules are in pantry-rules.ts.

/** A removed cart item as it was, so undo puts it back exactly. */
export type TCookedRemovedItem = {
  id: string;
  userId: string;
  section: TCartSectionName;
  name: string;
  position: number;
  useBy: string | null;
  quantity: number | null;
  unit: string | null;
  createdAt: string;
};
/** A cart item whose amount cooking lowered, with the amount it had before. */
export type TCookedChangedItem = { id: string; quantity: number; unit: string | null };

/** POST /api/shopping-list/put-away: the list items (by their names, the list's keys) to move into the cart. */
export const ZPutAwaySchema = z.object({
  itemIds: z.array(z.string().trim().min(1).max(200)).min(1, 'Choose at least one item.').max(500),
  /** The cook's today, for the use-by guess; the server's date when absent. */
  today: ZDateKeySchema.optional(),
});
export type TPutAway = z.infer<typeof ZPutAwaySchema>;

/** The cart items created, and those already there whose amount grew. */
export const ZPutAwayResponseSchema = z.object({ items: z.array(ZCartItemResponseSchema), updated: z.array(ZCartItemResponseSchema) });
export type TPutAwayResponse = z.infer<typeof ZPutAwayResponseSchema>;

/** POST /api/meal-plan/entries/:instanceId/cooked: what cooking took out of the cart. */
export const ZCookedResponseSchema = z.object({ removed: z.array(ZCartItemResponseSchema), changed: z.array(ZCartItemResponseSchema) });
export type TCookedResponse = z.infer<typeof ZCookedResponseSchema>;

/** DELETE of the same path: the cart items put back as they were. */
export const ZUncookedResponseSchema = z.object({ restored: z.array(ZCartItemResponseSchema) });
export type TUncookedResponse = z.infer<typeof ZUncookedResponseSchema>;

export const ALREADY_COOKED_MESSAGE = 'This meal is already marked as cooked. Undo it first to mark it again.';
export const NOT_COOKED_MESSAGE = 'This meal is not marked as cooked.';
export const PLANNED_MEAL_NOT_FOUND_MESSAGE = 'Planned meal not found.';
