import { describe, expect, it } from 'vitest';
import { composeForPrompt, composeForPromptOrUnknown, countCartUsedEitherNumber } from './test-helpers.ts';

// Seventeenth round (issue #26): situations told with a cart are the cart's open requests, counts and ingredient limits
// are kept and said, an invented word before a kind of dish is an honest DISH_UNKNOWN, and foods keep their cut and
// kind. Prompts and carts of our own wording, not the sets'.

describe('a situation told with a cart is an open request from the cart', () => {
  it.each([
    ['my sister and her boys land at six', ['lamb shoulder', 'potatoes', 'rosemary', 'carrots']],
    ['the neighbours are coming round later', ['chicken thighs', 'lemons', 'olives', 'new potatoes']],
    ['an organic veg box turned up, now what', ['beetroot', 'carrots', 'kale', 'red onion']],
    ['the supermarket delivery just arrived', ['pork chops', 'apples', 'savoy cabbage', 'potatoes']],
    ['no time to shop this week', ['eggs', 'spinach', 'feta', 'tortillas']],
    ['nothing in the house but this', ['rice', 'frozen peas', 'eggs', 'soy sauce']],
    ['what could I rustle up', ['chorizo', 'potatoes', 'onion', 'eggs']],
    ['feed the rugby lads', ['beef mince', 'kidney beans', 'tinned tomatoes', 'rice']],
  ])('%s', (prompt, cart) => {
    const result = composeForPromptOrUnknown(prompt, cart);
    expect(result, 'an answer, not DISH_UNKNOWN').not.toBeNull();
    expect(['cart', 'open']).toContain(result?.match);
    expect(countCartUsedEitherNumber(result?.lines ?? '', cart)).toBeGreaterThanOrEqual(2);
  });

  it("a sentence's words name no dish ('all' is not Penne all'Arrabbiata)", () => {
    const cart = ['tinned mackerel', 'penne', 'sweetcorn', 'eggs'];
    const result = composeForPrompt("I didn't get to the shops, this is all there is", cart);
    expect(['cart', 'open']).toContain(result.match);
    expect(countCartUsedEitherNumber(result.lines, cart)).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['the courgettes have gone soft', ['courgettes', 'feta', 'eggs', 'mint']],
    ['the potatoes are sprouting', ['potatoes', 'leeks', 'stock', 'cream']],
  ])('%s: a use-by said another way is the cart led by that item', (prompt, cart) => {
    const result = composeForPrompt(prompt, cart);
    expect(['cart', 'open']).toContain(result.match);
    expect(result.lines).toMatch(new RegExp((cart[0] ?? '').replace(/e?s$/, ''), 'i'));
    expect(countCartUsedEitherNumber(result.lines, cart)).toBeGreaterThanOrEqual(2);
  });

  it('a situation that names a dish keeps the dish', () => {
    expect(composeForPrompt('the in-laws are visiting, a lasagne?', ['beef mince', 'lasagne sheets', 'milk', 'cheddar']).recipe.title).toMatch(/lasagn/i);
  });

  it('a situation with no cart is not made an open request', () => {
    // Without a cart there is nothing to build from: the reading is the composer's usual one.
    const result = composeForPromptOrUnknown('the in-laws are visiting');
    expect(result === null || result.match !== 'cart').toBe(true);
  });
});

describe("'tea for <people>' is the meal, not the drink", () => {
  it.each([
    ['tea for the grandkids', ['fish fingers', 'potatoes', 'peas', 'bread']],
    ['tea for my nephews', ['sausages', 'potatoes', 'onions', 'gravy granules']],
    ['tea for the in-laws on Sunday', ['lamb chops', 'potatoes', 'peas', 'mint']],
  ])('%s', (prompt, cart) => {
    const result = composeForPrompt(prompt, cart);
    expect(result.recipe.title).not.toMatch(/chai|tea\b/i);
    expect(countCartUsedEitherNumber(result.lines, cart)).toBeGreaterThanOrEqual(2);
  });

  it('a pot of tea is still the drink', () => {
    expect(composeForPrompt('a pot of tea for the grandparents').lines).toMatch(/tea/i);
  });
});

// Forty-odd carts of every kind with an open ask: each uses two or more of its items, or its note says why not.
const CARTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['what can I bake with these', ['self-raising flour', 'caster sugar', 'butter', 'eggs']],
  ['something sweet for the weekend', ['bananas', 'walnuts', 'plain flour', 'brown sugar']],
  ['bake something for the school fair', ['cocoa powder', 'flour', 'eggs', 'butter']],
  ['dessert tonight', ['apples', 'oats', 'butter', 'cinnamon']],
  ['a vegan dinner from these', ['tofu', 'pak choi', 'rice noodles', 'soy sauce']],
  ['plant-based lunch ideas', ['chickpeas', 'spinach', 'coconut milk', 'sweet potato']],
  ['vegan supper, nothing fancy', ['red lentils', 'carrots', 'onion', 'cumin']],
  ['dinner for the family', ['pork sausages', 'onions', 'potatoes', 'gravy granules']],
  ['a hearty supper', ['beef shin', 'carrots', 'pearl barley', 'onion']],
  ['Sunday lunch', ['whole chicken', 'potatoes', 'carrots', 'parsnips']],
  ['midweek dinner', ['lamb mince', 'aubergine', 'tomatoes', 'feta']],
  ['something quick after work', ['chicken thighs', 'peppers', 'onion', 'tortillas']],
  ['dinner from what I have', ['salmon', 'broccoli', 'rice', 'soy sauce']],
  ['a seafood dinner', ['prawns', 'linguine', 'garlic', 'chilli']],
  ['breakfast from the fridge', ['eggs', 'mushrooms', 'bacon', 'bread']],
  ['a slow weekend brunch', ['eggs', 'avocado', 'sourdough', 'feta']],
  ['something for breakfast', ['oats', 'milk', 'blueberries', 'honey']],
  ['breakfast for the kids', ['flour', 'milk', 'eggs', 'strawberries']],
  ['use these up please', ['halloumi', 'courgette', 'red pepper', 'couscous']],
  ['odd bits in the fridge', ['leftover roast chicken', 'leeks', 'puff pastry', 'cream']],
  ['whatever you can do with these', ['black beans', 'sweetcorn', 'rice', 'lime']],
  ['a strange mix, help me out', ['chorizo', 'chickpeas', 'spinach', 'paprika']],
  ["a dinner with what we've got", ['gnocchi', 'pesto', 'cherry tomatoes', 'mozzarella']],
  ['the cream goes off tomorrow', ['double cream', 'mushrooms', 'chicken breast', 'tagliatelle']],
  ['the spinach is wilting', ['spinach', 'ricotta', 'lasagne sheets', 'tomato passata']],
  ['the bananas are nearly black', ['bananas', 'flour', 'butter', 'sugar']],
  ['use the mince before it turns', ['beef mince', 'kidney beans', 'tinned tomatoes', 'onion']],
  ['feed the five-a-side team', ['pasta', 'minced beef', 'tomato passata', 'cheddar']],
  ['my parents are visiting tonight', ['pork loin', 'apples', 'potatoes', 'sage']],
  ['the Ocado order just came', ['salmon fillets', 'asparagus', 'new potatoes', 'lemon']],
  ['nothing in except this lot', ['eggs', 'potatoes', 'onion', 'cheddar']],
  ['what now, the box came early', ['butternut squash', 'kale', 'red onion', 'chickpeas']],
  ['what can we make tonight', ['paneer', 'peas', 'tomatoes', 'garam masala']],
  ['cheap eats till Friday', ['lentils', 'rice', 'onion', 'tinned tomatoes']],
  ['a warming bowl of something', ['chicken thighs', 'leeks', 'potatoes', 'stock']],
  ['a summery lunch', ['watermelon', 'feta', 'mint', 'cucumber']],
  ['tea for the twins', ['fish fingers', 'potatoes', 'peas', 'ketchup']],
  ['a snack for movie night', ['tortilla chips', 'cheddar', 'jalapenos', 'salsa']],
  ['something for a packed lunch', ['wraps', 'hummus', 'carrots', 'falafel']],
  ['a Friday night fakeaway', ['chicken breast', 'egg noodles', 'beansprouts', 'soy sauce']],
  ['the grandkids are coming for tea', ['sausages', 'baked beans', 'potatoes', 'cheddar']],
  ['a cosy supper for one', ['gammon', 'eggs', 'potatoes', 'peas']],
  ['lunch for the week', ['quinoa', 'roasted peppers', 'feta', 'chickpeas']],
  ['the yoghurt needs eating', ['greek yogurt', 'honey', 'frozen berries', 'granola']],
  ['an easy vegetarian tea', ['halloumi', 'sweet potato', 'red onion', 'chickpeas']],
];

describe('open requests choose the dish from the cart', () => {
  const answers = CARTS.map(([prompt, cart]) => {
    const result = composeForPromptOrUnknown(prompt, cart);
    return { prompt, cart, result, used: result ? countCartUsedEitherNumber(result.lines, cart) : 0 };
  });

  it('holds at least forty carts', () => {
    expect(CARTS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(answers.map((answer) => [answer.prompt, answer] as const))('%s: two or more cart items, or a note that says why', (_prompt, answer) => {
    expect(answer.result, 'an answer, not DISH_UNKNOWN').not.toBeNull();
    expect(['cart', 'open']).toContain(answer.result?.match);
    if (answer.used < 2) expect(answer.result?.matchNote ?? '').toMatch(/from your cart|in your cart/);
    else expect(answer.result?.recipe.notes ?? '').toMatch(/cart|From your kitchen/);
  });

  it('at least 95% use two or more cart items', () => {
    const kept = answers.filter((answer) => answer.used >= 2).length;
    expect(kept / answers.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe('counts and limits', () => {
  it('half a dozen of a bake is six of that bake', () => {
    const result = composeForPrompt('half a dozen cinnamon buns');
    expect(result.recipe.title).toMatch(/cinnamon (bun|roll)/i);
    expect(result.recipe.servings).toBe('6');
    expect(result.recipe.notes).toMatch(/^Makes 6\./);
  });

  it.each([
    ['thirty ginger biscuits', 30, /biscuit|cookie/i],
    ['36 cupcakes for the school fair', 36, /cupcake/i],
  ])('%s makes the count asked, said as pieces', (prompt, count, title) => {
    const result = composeForPrompt(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.recipe.title).not.toMatch(/thirty|36/i);
    expect(result.recipe.servings).toBe(String(count));
    expect(result.recipe.notes).toMatch(new RegExp(`^Makes ${count}\\.`));
  });

  it('a party of forty is served forty, the amounts scaled', () => {
    const four = composeForPrompt('a beef chilli for 4 people');
    const forty = composeForPrompt('a beef chilli for 40 people');
    expect(forty.recipe.servings).toBe('40');
    expect(forty.recipe.notes).toMatch(/^Serves 40\./);
    expect(forty.recipe.ingredients.length).toBe(four.recipe.ingredients.length);
  });

  /** The lines besides the kitchen basics. */
  const countNonBasic = (names: readonly string[]) => names.filter((name) => !/^(salt|black pepper|olive oil|vegetable oil|water)\b/i.test(name)).length;

  it.each([
    ['a 4-ingredient supper', 4],
    ['just 3 ingredients, something sweet', 3],
    ['a six ingredient curry', 6],
    ['a five ingredient pasta', 5],
  ])('%s keeps to the count, and the notes say when the basics are left out of it', (prompt, limit) => {
    const result = composeForPromptOrUnknown(prompt);
    if (result === null) return;
    const names = result.recipe.ingredients.map((line) => line.name);
    expect(countNonBasic(names)).toBeLessThanOrEqual(limit);
    if (names.length > limit) expect(result.recipe.notes).toMatch(/not counting the kitchen basics/);
  });

  it('a five ingredient pasta is a pasta, not an unknown dish', () => {
    expect(composeForPromptOrUnknown('a five ingredient pasta')?.recipe.title).toMatch(/pasta|spaghetti|penne/i);
  });

  it('a named dish that cannot keep to the count is an honest DISH_UNKNOWN, not a longer recipe', () => {
    const result = composeForPromptOrUnknown('a two-ingredient beef wellington');
    if (result === null) return;
    expect(countNonBasic(result.recipe.ingredients.map((line) => line.name))).toBeLessThanOrEqual(2);
  });
});

describe('an invented word before a kind of dish is DISH_UNKNOWN', () => {
  it.each(['grimblewort preserve', 'a pot of quondleberry jam', 'a slice of vessinore tart', 'a bowl of zorvish soup'])('%s', (prompt) => {
    expect(composeForPromptOrUnknown(prompt)).toBeNull();
  });

  it('a place before the kind keeps the family answer', () => {
    expect(composeForPromptOrUnknown('Trinidad black cake')?.recipe.title).toMatch(/cake/i);
  });
});

describe('foods keep their cut and kind', () => {
  it('beef strips are steak cut thin, not mince', () => {
    const lines = composeForPrompt('a stir-fry of beef strips and peppers').lines;
    expect(lines).toMatch(/beef strips|steak/i);
    expect(lines).not.toMatch(/ground beef|mince/i);
  });

  it('tinned sardines are sardines', () => {
    const lines = composeForPrompt('tinned sardines on toast').lines;
    expect(lines).toMatch(/sardine/i);
    expect(lines).not.toMatch(/mackerel/i);
  });

  it('mackerel is still mackerel', () => {
    expect(composeForPrompt('smoked mackerel pâté').lines).toMatch(/mackerel/i);
  });

  it('gammon from the cart is gammon', () => {
    expect(composeForPrompt('something for dinner', ['gammon steaks', 'pineapple', 'potatoes']).lines).toMatch(/gammon/i);
  });
});
