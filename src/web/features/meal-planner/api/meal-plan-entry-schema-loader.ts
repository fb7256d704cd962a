/** A planned meal's schema, imported with the first request that answers one: the planner's first load brings no zod. */
export const mealPlanEntrySchemaLoader = { load: async () => (await import('../../../../domain/meal-plan.ts')).ZMealPlanEntrySchema };
