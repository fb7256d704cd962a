import { EXAMPLE_PROMPT_COUNT } from './limits.ts';

/**
 * The landing page's 23 example prompts, typed in the hero's cycling effect.
 * One list for the page and for the recipe generator's tests, which check each gives an on-intent recipe.
 */
export const EXAMPLE_PROMPTS = [
  'A healthy dinner with chicken and lots of vegetables',
  'A quick lunch using leftover rice',
  'A hearty vegetarian dish for a cold night',
  'A low-carb breakfast that keeps me full',
  'Weekly meal prep for busy weekdays',
  'A chocolate peanut butter protein shake',
  'A refreshing summer cocktail',
  'A green smoothie with spinach and banana',
  'A cozy hot drink for a rainy afternoon',
  'A romantic dinner for two',
  'A kid-friendly dinner picky eaters will love',
  'A 15-minute meal for a busy weeknight',
  'A no-oven meal for a hot summer day',
  'A Thai curry with coconut milk',
  'An Italian pasta like nonna makes',
  'An Indian dish full of warm spices',
  'A Mediterranean dish with fresh herbs',
  "Something using what's in my fridge",
  'A high-protein meal that fits my macros',
  'A dinner with only 5 ingredients',
  'A date-night dinner plan to impress',
  'A comforting soup for a chilly evening',
  'A crowd-pleasing dessert for a party',
] as const;

if (EXAMPLE_PROMPTS.length !== EXAMPLE_PROMPT_COUNT) {
  throw new Error(`the landing page has ${EXAMPLE_PROMPT_COUNT} example prompts, the list has ${EXAMPLE_PROMPTS.length}`);
}
