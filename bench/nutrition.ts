// Built-in nutrition time for 100 ingredient lines (p50/p95 over repeated runs).
// Run: npx tsx bench/nutrition.ts
import { clearAnalysisCache, computeNutritionSync } from '../src/server/providers/nutrition/builtin-nutrition.ts';

const SAMPLE_LINES = [
  '2 cups all-purpose flour',
  '1 tsp baking soda',
  '1/2 tsp salt',
  '1 cup unsalted butter, softened',
  '3/4 cup granulated sugar',
  '2 large eggs',
  '1 tsp vanilla extract',
  '2 cups semisweet chocolate chips',
  '1 (14 oz) can coconut milk',
  '2 tbsp red curry paste',
  '1 pound boneless, skinless chicken thighs, cut into pieces',
  '1 tbsp fish sauce',
  '1 red bell pepper, sliced',
  '1 cup jasmine rice',
  'Fresh basil, to garnish',
  '2 tablespoons extra-virgin olive oil',
  '1 medium onion, finely chopped',
  '3 cloves garlic, minced',
  '1 (28-ounce) can crushed tomatoes',
  '12 oz spaghetti',
  '1/2 cup grated parmesan cheese',
  'Salt and freshly ground black pepper to taste',
  '200 g firm tofu, cubed',
  '2 tbsp soy sauce',
  '1 tbsp sesame oil',
  '1 cup oat milk',
  '1 frozen banana',
  '1/2 cup frozen mixed berries',
  '1 tbsp peanut butter',
  '1 scoop vanilla protein powder',
  '2 oz white rum',
  '1 oz fresh lime juice',
  '3/4 oz simple syrup',
  '6 mint leaves',
  '2 oz club soda',
  '1 cup cooked quinoa',
  '1 can chickpeas, drained',
  '1/2 cucumber, diced',
  '1/4 cup crumbled feta',
  '2 tbsp lemon juice',
  '4 salmon fillets',
  '1 lb asparagus, trimmed',
  '1 lemon, sliced',
  '2 tbsp butter',
  '1 tsp dried dill',
  '1 cup Greek yogurt',
  '1/4 cup honey',
  '1/2 cup granola',
  '1 cup strawberries, hulled',
  '1 tbsp chia seeds',
];
// 100 distinct lines: the second half repeats the first with a preparation note, so the cold run parses every one.
const LINES = Array.from({ length: 100 }, (_, index) => {
  const line = SAMPLE_LINES[index % SAMPLE_LINES.length] ?? '';
  return index < SAMPLE_LINES.length ? line : `${line}, divided`;
});
const RUNS = 300;

function readPercentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

function measure(isCold: boolean): number[] {
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (isCold) clearAnalysisCache();
    const startedAt = performance.now();
    computeNutritionSync(LINES);
    timings.push(performance.now() - startedAt);
  }
  return timings.sort((a, b) => a - b);
}

for (let warmup = 0; warmup < 20; warmup += 1) {
  clearAnalysisCache();
  computeNutritionSync(LINES);
}
const last = computeNutritionSync(LINES);
console.info(`built-in nutrition of ${LINES.length} ingredient lines, ${RUNS} runs each`);
for (const [label, isCold] of [
  ['cold (every line parsed)', true],
  ['warm (lines seen before)', false],
] as const) {
  const timings = measure(isCold);
  console.info(
    `${label}: p50 ${readPercentile(timings, 0.5).toFixed(2)} ms, p95 ${readPercentile(timings, 0.95).toFixed(2)} ms, max ${(timings.at(-1) ?? 0).toFixed(2)} ms`,
  );
}
console.info(`unknown lines: ${last.unknownIngredients.length} (${[...new Set(last.unknownIngredients)].join(' | ') || 'none'})`);
