import type { TFood } from './types.ts';

/**
 * General words for a kind of food and what a food of that kind is: 'fish' any fish, 'cheese' any cheese. The cart reader
 * (a cart item pointed at by its kind) and the cart-use count (a cart item written as its kind) read the same kinds.
 */
export const FOOD_KIND_WORDS: Readonly<Record<string, (food: TFood) => boolean>> = {
  fish: (food) => food.tags.includes('fish'),
  seafood: (food) => food.tags.includes('fish') || food.tags.includes('shellfish'),
  shellfish: (food) => food.tags.includes('shellfish'),
  meat: (food) => food.tags.includes('meat'),
  cheese: (food) => food.category === 'cheese',
};
