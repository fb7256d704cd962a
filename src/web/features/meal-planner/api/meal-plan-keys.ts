/** Query keys of the planner: one calendar query per shown range, one for the stored shopping list. */
export const mealPlanKeys = {
  all: ['meal-plan'] as const,
  range: (from: string, to: string) => ['meal-plan', 'range', from, to] as const,
  shoppingList: ['shopping-list'] as const,
};
