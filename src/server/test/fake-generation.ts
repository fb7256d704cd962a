import type { TRecipeGenerator, TRecipeRequest } from '../providers/llm/recipe-generator.ts';
import type { TNutritionProvider } from '../providers/nutrition/nutrition-provider.ts';

export const FAKE_RECIPE = {
  title: 'Lemony Chickpea Salad',
  ingredients: [
    { name: 'chickpeas', quantity: '1 can' },
    { name: 'lemon', quantity: '1' },
    { name: 'olive oil', quantity: '2 tbsp' },
  ],
  instructions: ['Rinse the chickpeas.', 'Toss with lemon and oil.'],
  prepTime: '10 minutes',
  cookTime: '0 minutes',
  totalTime: '10 minutes',
  servings: 2,
  nutrition: { calories: '320 kcal', protein: '12g', carbs: '38g', fat: '14g', fiber: '10g', sugar: '3g' },
  category: 'Lunch',
};

export type TFakeGenerator = TRecipeGenerator & { requests: TRecipeRequest[] };

/** Answers from a list (the last repeats) or a function; records every request. */
export function createFakeGenerator(
  answers: unknown[] | ((request: TRecipeRequest) => unknown) = [FAKE_RECIPE],
  name: TRecipeGenerator['name'] = 'builtin',
): TFakeGenerator {
  const requests: TRecipeRequest[] = [];
  return {
    name,
    requests,
    async generate(request) {
      requests.push(request);
      const answer = typeof answers === 'function' ? answers(request) : answers[Math.min(requests.length - 1, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

/** 100 kcal per line, except lines containing 'mystery', which are reported unknown. */
export function createFakeNutrition(): TNutritionProvider & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    name: 'builtin',
    calls,
    async computeNutrition(lines) {
      calls.push(lines);
      const known = lines.filter((line) => !line.includes('mystery'));
      return {
        nutrition: { calories: 100 * known.length, protein: 5 * known.length, carbs: 10 * known.length, fat: 2 * known.length, fiber: known.length, sugar: 0 },
        unknownIngredients: lines.filter((line) => line.includes('mystery')),
      };
    },
  };
}
