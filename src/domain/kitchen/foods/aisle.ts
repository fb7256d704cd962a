import type { TShoppingAisle } from '../../shopping-list/shopping-list.ts';
import type { TFoodCategory } from '../food.ts';

// The store aisle each food is bought in, by its category: the shopping list groups a food there
// unless the line says otherwise (frozen, canned, dried, bread).
const AISLE_BY_CATEGORY: Record<TFoodCategory, TShoppingAisle> = {
  produce: 'produce',
  herb: 'produce',
  meat: 'meat & fish',
  seafood: 'meat & fish',
  dairy: 'dairy & eggs',
  egg: 'dairy & eggs',
  grain: 'pantry & dry goods',
  legume: 'pantry & dry goods',
  nut: 'pantry & dry goods',
  fat: 'pantry & dry goods',
  sweetener: 'pantry & dry goods',
  baking: 'pantry & dry goods',
  condiment: 'spices & condiments',
  spice: 'spices & condiments',
  drink: 'drinks',
  other: 'other',
};

export function chooseAisle(category: TFoodCategory): TShoppingAisle {
  return AISLE_BY_CATEGORY[category];
}
