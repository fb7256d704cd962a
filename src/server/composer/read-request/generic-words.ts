// Words that name a kind of dish, not one dish ('soup', 'stir fry', 'hot drink'): a module of their own, with no imports,
// so the kitchen's food list (foods.ts) can read the index's names through find-indexed-dish.ts without an import cycle.

/** Family words that name no particular dish: any soup answers 'a soup'. */
export const GENERIC_WORDS = new Set(
  'soup soups stew stews curry curries salad salads sandwich sandwiches pasta pizza pizzas flatbread flatbreads smoothie smoothies shake shakes milkshake milkshakes cocktail cocktails mocktail mocktails wrap wraps taco tacos noodles noodle stir fry stir-fry stir-fried stir fried roast roasted grilled grill bbq fried crispy dip dips tea coffee hot drink side sides dish'.split(
    ' ',
  ),
);

/**
 * When or where a meal is eaten ('a Tuesday dinner', 'a school lunch', 'a rainy day bake', 'a picnic', thirteenth round):
 * an open request's words, no dish's name.
 */
export const OCCASION_WORDS = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday weekday weeknight midweek workday christmas xmas thanksgiving easter ' +
    'diwali eid hanukkah passover ramadan iftar halloween valentine birthday anniversary holiday holidays summer winter spring autumn ' +
    'fall picnic school desk office work packed hangover workout gameday tv movie film boozy teen teenager teenagers student students ' +
    'bonfire rainy snowy sunny lazy festive wedding christening funeral camping beach garden bbq barbecue posh fast ' +
    // Where and how a meal is eaten (twenty-eighth round): a stall, a bistro, a shared table, a holiday house, an afternoon.
    'chippy chipshop hawker bistro brasserie trattoria osteria taverna canteen diner potluck clambake cookout merienda teatime elevenses bach crib cottage cabin ' +
    'harvest festival fete fakeaway takeaway pescatarian pescetarian flexitarian today tomorrow yesterday day night evening morning afternoon weekend'
  ).split(' '),
);

/** The meals of a day, by name ('jiggs dinner', 'a harvest festival supper', 'a chippy tea'). */
export const MEAL_WORDS: ReadonlySet<string> = new Set(['breakfast', 'brunch', 'lunch', 'dinner', 'supper', 'tea']);
