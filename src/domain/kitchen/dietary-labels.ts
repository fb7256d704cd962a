// The profile's five diet flags and their labels without zod, for the Create page's first load;
// diet-vocabulary.ts re-exports them beside its schemas.

/** The spec's five profile flags. */
export const DIETARY_KEYS = ['vegan', 'vegetarian', 'glutenFree', 'dairyFree', 'nutFree'] as const;
export type TDietaryKey = (typeof DIETARY_KEYS)[number];

/** The labels the spec's generate call carries ("labels such as 'Gluten Free'"). */
export const DIETARY_LABELS: Record<TDietaryKey, string> = {
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
  glutenFree: 'Gluten Free',
  dairyFree: 'Dairy Free',
  nutFree: 'Nut Free',
};
