// What kind of dish a recipe is, from its title first and its ingredients only when the title says
// nothing: the built-in dish card draws a bowl, a plate, a glass or a slice from it. A Thai curry with
// sweet basil and palm sugar is a curry, not a dessert.

export const DISH_KINDS = ['drink', 'soup', 'dessert', 'breakfast', 'salad', 'pasta', 'rice', 'main'] as const;
export type TDishKind = (typeof DISH_KINDS)[number];

const SAVOURY =
  /\b(chicken|beef|pork|lamb|turkey|duck|fish|salmon|tuna|cod|shrimps?|prawns?|tofu|tempeh|sausages?|bacon|ham|chorizo|onions?|garlic|shallots?|leeks?|lentils?|chickpeas?|beans?|stock|broth|soy sauce|fish sauce|miso|curry paste|anchov\w*)\b/i;

// In order: a 'chocolate milkshake' is a drink, a 'pumpkin soup' a soup, a 'chicken pot pie' is not a dessert.
const TITLE_KINDS: ReadonlyArray<readonly [TDishKind, RegExp]> = [
  [
    'drink',
    /\b(smoothies?|shakes?|milkshakes?|lattes?|cocktails?|mocktails?|lemonade|iced tea|tea|coffee|juice|drinks?|punch|spritz|mule|margaritas?|mojitos?|lassi|hot chocolate|sangria|negroni|daiquiri)\b/i,
  ],
  [
    'soup',
    /\b(soups?|stews?|chili|chilli|curry|curries|broth|chowder|dal|dhal|ramen|pho|bisque|gumbo|tagine|goulash|bourguignon|laksa|korma|tikka masala|vindaloo|minestrone|gazpacho|congee|porridge|oatmeal)\b/i,
  ],
  [
    'dessert',
    /\b(cakes?|cookies?|brownies?|blondies?|pies?|tarts?|desserts?|puddings?|ice cream|mousse|sorbet|cheesecake|tiramisu|crumble|cobbler|muffins?|cupcakes?|fudge|truffles?|panna cotta|custard|parfait|macarons?|crème brûlée|creme brulee|pavlova|galette|scones?|sweets?)\b/i,
  ],
  ['breakfast', /\b(pancakes?|waffles?|granola|omelet(te)?s?|frittata|french toast|shakshuka|breakfast|scrambled|eggs benedict|crepes?|toast)\b/i],
  ['salad', /\b(salads?|slaw|poke|tabbouleh|fattoush)\b/i],
  [
    'pasta',
    /\b(pasta|spaghetti|penne|linguine|fettuccine|rigatoni|tagliatelle|noodles?|lasagne|lasagna|mac and cheese|macaroni|udon|soba|pad thai|lo mein|gnocchi|ravioli|orzo)\b/i,
  ],
  ['rice', /\b(risotto|paella|fried rice|biryani|pilaf|pilau|jambalaya|rice bowl|rice)\b/i],
];

const SWEET_INGREDIENTS = /\b(sugar|chocolate|cocoa|vanilla|honey|maple syrup|caramel|icing|condensed milk|sprinkles|jam)\b/i;

/** The dish's kind; `ingredients` are lines as the recipe holds them. */
export function classifyDish(title: string, ingredients: readonly string[] = []): TDishKind {
  for (const [kind, words] of TITLE_KINDS) {
    if (!words.test(title)) continue;
    // A savoury pie, tart or galette is a main, not a dessert.
    if (kind === 'dessert' && SAVOURY.test(title)) return 'main';
    return kind;
  }
  const lines = ingredients.join('\n');
  if (SAVOURY.test(lines)) return 'main';
  if (SWEET_INGREDIENTS.test(lines)) return 'dessert';
  return 'main';
}
