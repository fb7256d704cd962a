/** Query keys of the planner: one calendar query per shown range, one for the stored shopping list, one for the cook's rules. */
export const mealPlanKeys = {
  all: ['meal-plan'] as const,
  range: (from: string, to: string) => ['meal-plan', 'range', from, to] as const,
  shoppingList: ['shopping-list'] as const,
  /** The cook's recurring slots: outside 'meal-plan', so a calendar change does not refetch them. */
  rules: ['meal-plan-rules'] as const,
};
