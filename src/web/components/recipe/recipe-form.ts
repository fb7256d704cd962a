import type { z } from 'zod';
import { ZRecipeFieldsSchema } from '../../../domain/recipe.ts';

/** What the edit form can change: the domain's recipe fields, so the form and the API agree. */
export const ZRecipeFormSchema = ZRecipeFieldsSchema.pick({
  title: true,
  category: true,
  servings: true,
  prepTime: true,
  cookTime: true,
  totalTime: true,
  ingredients: true,
  instructions: true,
  notes: true,
  sourceUrl: true,
});
export type TRecipeFormValues = z.output<typeof ZRecipeFormSchema>;
export type TRecipeFormField = keyof TRecipeFormValues;
export type TRecipeFormErrors = Partial<Record<TRecipeFormField, string>>;

/** One item per line in the edit form; blank lines and surrounding spaces are not items. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function joinLines(lines: readonly string[]): string {
  return lines.join('\n');
}

function isFormField(key: PropertyKey | undefined): key is TRecipeFormField {
  return typeof key === 'string' && key in ZRecipeFormSchema.shape;
}

/** Checks the form's values with the domain schema; errors keyed by field, the first per field. */
export function checkRecipeForm(
  input: Record<TRecipeFormField, unknown>,
): { values: TRecipeFormValues; errors: null } | { values: null; errors: TRecipeFormErrors } {
  const parsed = ZRecipeFormSchema.safeParse(input);
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: TRecipeFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isFormField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return { values: null, errors };
}
