// Built-in composer latency: p50/p95/max over the 23 landing-page prompts × several diet combinations and seeds.
// Run: `npx tsx bench/composer.ts`
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { EXAMPLE_PROMPTS } from '../src/domain/example-prompts.ts';
import { createBuiltinComposer } from '../src/server/providers/llm/create-builtin-composer.ts';
import { DIET_COMBOS, FRIDGE_CART } from '../src/server/composer/test-helpers.ts';
import { percentile } from './lib/percentile.ts';

const SEEDS = [0, 1, 2, 3, 4];
const composer = createBuiltinComposer();

async function main(): Promise<void> {
  // Warm-up: module load and JIT are not what a cook waits for on a running server.
  await composer.generate({ prompt: EXAMPLE_PROMPTS[0], cartItems: FRIDGE_CART, dietary: DIET_COMBOS[0]!.dietary, seed: 0 });
  const timings: number[] = [];
  for (const prompt of EXAMPLE_PROMPTS) {
    for (const { dietary } of DIET_COMBOS) {
      for (const seed of SEEDS) {
        const start = performance.now();
        await composer.generate({ prompt, cartItems: FRIDGE_CART, dietary, seed });
        timings.push(performance.now() - start);
      }
    }
  }
  timings.sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(2)} ms`;
  console.info(
    `built-in composer: ${timings.length} generations (${EXAMPLE_PROMPTS.length} prompts × ${DIET_COMBOS.length} diets × ${SEEDS.length} seeds, cart of ${FRIDGE_CART.length})`,
  );
  console.info(`p50 ${format(percentile(timings, 50))}  p95 ${format(percentile(timings, 95))}  max ${format(timings.at(-1) ?? 0)}`);
  // Shared machines skew the tail: say how busy this one was.
  console.info(`load average during the run: ${loadavg()[0]?.toFixed(1)}`);
}

await main();
