// The live stream's event names without household.ts's zod schemas: the planner's, the shopping list's and
// the cart panel's listener (use-household-events.ts) is on the planner's first load. household.ts re-exports them.

/** The live stream's event names (GET /api/events). */
export const HOUSEHOLD_EVENT_KINDS = ['meal-plan', 'shopping-list', 'cart', 'household'] as const;
export type THouseholdEventKind = (typeof HOUSEHOLD_EVENT_KINDS)[number];
export function isHouseholdEventKind(value: string): value is THouseholdEventKind {
  return HOUSEHOLD_EVENT_KINDS.some((kind) => kind === value);
}
