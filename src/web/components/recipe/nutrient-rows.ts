import type { TNutrition } from '../../../domain/recipe.ts';

/** The six nutrients of the recipe format in display order, with their labels and units. */
export const NUTRIENT_ROWS: readonly { key: keyof TNutrition; label: string; unit: string }[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'fiber', label: 'Fiber', unit: 'g' },
  { key: 'sugar', label: 'Sugar', unit: 'g' },
];
