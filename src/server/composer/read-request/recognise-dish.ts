import { isKnownWord } from './is-known-word.ts';
import { findFoodsInText } from '../match-foods.ts';
import { GENERIC_WORDS } from './generic-words.ts';
import type { TKind } from '../types.ts';

// Which dish the cook named, and its family: 'a banana bread' → the quick-bread family, dish 'Banana
// Bread'. The composer keeps the dish (a catalogue dish of that name, or one composed from the family),
// never an unrelated one.

export const FAMILIES = [
  'quick-bread',
  'cake',
  'cookie',
  'bar',
  'pancake',
  'waffle',
  'pie',
  'custard',
  'soup',
  'stew',
  'curry',
  'stir-fry',
  'roast',
  'fried',
  'grilled',
  'salad',
  'sandwich',
  'wrap',
  'pasta',
  'pizza',
  'grain-bowl',
  'omelette',
  'smoothie',
  'shake',
  'cocktail',
  'mocktail',
  'hot-drink',
  'dip',
  'yeast-bread',
  'flatbread',
  'filled-pastry',
  'dumpling',
  'rice',
  'porridge',
  'cold-drink',
  'preserve',
  'sauce',
  'frozen-dessert',
  'sweet',
  'bake',
  'side',
] as const;
export type TFamily = (typeof FAMILIES)[number];

/** The catalogue kinds that count as the same family (a muffin from the 'cake' kind is still a bake). */
export const FAMILY_KINDS: Record<TFamily, readonly TKind[]> = {
  'quick-bread': ['cake'],
  cake: ['cake'],
  cookie: ['cookies'],
  bar: ['snack', 'cookies'],
  pancake: ['pancakes'],
  waffle: ['pancakes'],
  pie: ['bake', 'pudding'],
  custard: ['pudding'],
  soup: ['soup'],
  stew: ['stew', 'curry'],
  curry: ['curry'],
  'stir-fry': ['stir-fry', 'noodles'],
  roast: ['roast', 'bake'],
  fried: ['skillet', 'bake'],
  grilled: ['grill'],
  salad: ['salad'],
  sandwich: ['sandwich', 'burger', 'toast'],
  wrap: ['tacos', 'sandwich'],
  pasta: ['pasta'],
  pizza: ['pizza'],
  'grain-bowl': ['bowl', 'rice'],
  omelette: ['eggs'],
  smoothie: ['smoothie'],
  shake: ['shake'],
  cocktail: ['cocktail'],
  mocktail: ['mocktail'],
  'hot-drink': ['hot-drink'],
  dip: ['dip'],
  'yeast-bread': ['bread'],
  flatbread: ['bread'],
  'filled-pastry': ['pastry'],
  dumpling: ['dumplings'],
  rice: ['rice'],
  porridge: ['porridge'],
  'cold-drink': ['drink'],
  preserve: ['preserve'],
  sauce: ['sauce'],
  'frozen-dessert': ['frozen'],
  sweet: ['sweets'],
  bake: ['bake'],
  side: ['side'],
};

type TDishRule = {
  /** Matched on the lower-case prompt. */
  pattern: RegExp;
  family: TFamily;
  /** A catalogue title must match this to count as the named dish (defaults to `pattern`). */
  title?: RegExp;
};

/** Named dishes first (most specific), then family words. Order matters: the first match wins. */
const DISH_RULES: readonly TDishRule[] = [
  { pattern: /\bb\.?l\.?t\b|\bbacon,? lettuce (and|&) tomato\b/, family: 'sandwich', title: /\bBLT\b/i },
  {
    pattern:
      /\bfried chicken\b|\bchicken tenders\b|\bchicken nuggets\b|\bschnitzel\b|\bkatsu\b|\bfish and chips\b|\btempura\b|\bfritters?\b|\b(?:fish|crab|salmon|tuna|cod|prawn|shrimp|potato|rice) ?cakes?\b/,
    family: 'fried',
  },
  { pattern: /\bgranola bars?\b|\b(energy|protein|cereal|oat|breakfast|snack) bars?\b|\bflapjacks?\b|\bblondies?\b/, family: 'bar' },
  { pattern: /\b(lemon|chocolate|date|oat|caramel|fruit|nut|seed) bars\b/, family: 'bar' },
  { pattern: /\bwaffles?\b/, family: 'waffle' },
  { pattern: /\bpancakes?\b|\bcrepes?\b|\bcrêpes?\b|\bhotcakes?\b|\bflapjack stack\b/, family: 'pancake' },
  {
    pattern:
      /\b(banana|zucchini|courgette|pumpkin|lemon|date|walnut|carrot|apple|blueberry|chocolate|soda|quick|corn|monkey|gingerbread) ?bread\b|\bcornbread\b|\bmuffins?\b|\bloaf cake\b|\bscones?\b|\b(banana|zucchini|courgette|pumpkin|lemon|date|walnut|carrot|apple|blueberry|chocolate|ginger|malt|fruit|cherry|orange|pecan|almond|coconut|raisin|sultana)(?: and \w+| \w+)? loaf\b/,
    family: 'quick-bread',
  },
  { pattern: /\bcheesecake\b|\bshortcake\b|\bcupcakes?\b|\bbrownies?\b|\bcakes?\b|\bsponge\b|\btorte\b|\bgateau\b/, family: 'cake' },
  { pattern: /\bcookies?\b|\bbiscuits?\b|\bshortbread\b|\bmacaroons?\b|\bsnickerdoodles?\b/, family: 'cookie' },
  { pattern: /\bpies?\b|\btarts?\b|\bgalettes?\b|\bcobbler\b|\bcrumble\b|\bcrisp\b|\bquiche\b/, family: 'pie' },
  { pattern: /\bcustard\b|\bpuddings?\b|\bmousse\b|\btiramisu\b|\bpanna cotta\b|\bflan\b|\bcreme brulee\b|\bcrème brûlée\b/, family: 'custard' },
  { pattern: /\bsmoothie bowls?\b/, family: 'smoothie', title: /smoothie bowl/i },
  { pattern: /\bsmoothies?\b/, family: 'smoothie' },
  { pattern: /\bmilkshakes?\b|\bshakes?\b|\bfrappes?\b/, family: 'shake' },
  {
    pattern: /\bmocktails?\b|\bvirgin\b|\b(non-?alcoholic|alcohol-free|zero-proof) (drink|cocktail|punch|spritz)\b|\blemonade\b|\bpunch\b|\bspritzer\b/,
    family: 'mocktail',
  },
  { pattern: /\bcocktails?\b|\bmartini\b|\bmargarita\b|\bmojito\b|\bspritz\b|\bsangria\b|\bdaiquiri\b|\bnegroni\b|\bold fashioned\b/, family: 'cocktail' },
  { pattern: /\bhot (drink|chocolate|cocoa|toddy|cider)\b|\blattes?\b|\bchai\b|\btea\b|\bcoffee\b|\bcappuccino\b|\bcocoa\b/, family: 'hot-drink' },
  { pattern: /\bsoups?\b|\bbroth\b|\bchowder\b|\bbisque\b|\bramen\b|\bpho\b|\bgazpacho\b|\bminestrone\b/, family: 'soup' },
  { pattern: /\bcurr(y|ies)\b|\bmasala\b|\bkorma\b|\bvindaloo\b|\bdal\b|\bdahl?\b|\bjalfrezi\b|\bbiryani\b/, family: 'curry' },
  { pattern: /\bstews?\b|\bchili\b|\bchilli\b|\bcasserole\b|\btagine\b|\bgoulash\b|\bragout\b|\bbraised?\b/, family: 'stew' },
  { pattern: /\bstir[- ]?fr(y|ied|ies)\b|\blo mein\b|\bchow mein\b|\bpad thai\b|\bnoodles?\b/, family: 'stir-fry' },
  {
    pattern:
      /\blasagn[ae]\b|\bcarbonara\b|\bmac(aroni)? (and|&|n) cheese\b|\bpasta\b|\bspaghetti\b|\bpenne\b|\blinguine\b|\bfettuccine\b|\brigatoni\b|\bgnocchi\b|\bravioli\b|\bbolognese\b|\balfredo\b|\bpesto\b/,
    family: 'pasta',
  },
  { pattern: /\bpizzas?\b|\bflatbread pizzas?\b|\bcalzone\b/, family: 'pizza' },
  { pattern: /\bsalads?\b|\bslaw\b|\bcoleslaw\b/, family: 'salad' },
  {
    pattern:
      /\bsandwich(es)?\b|\b(lobster|crab|shrimp|chicken|egg|tuna) rolls?\b|\btoastie\b|\bpanini\b|\bsub\b|\bhoagie\b|\bclub\b|\bsliders?\b|\bburgers?\b|\bgrilled cheese\b/,
    family: 'sandwich',
  },
  { pattern: /\btacos?\b|\bburritos?\b|\bwraps?\b|\bquesadillas?\b|\benchiladas?\b|\bfajitas?\b/, family: 'wrap' },
  { pattern: /\bomelet(te)?s?\b|\bfrittata\b|\bscrambled eggs\b|\bshakshuka\b/, family: 'omelette' },
  { pattern: /\brisotto\b/, family: 'grain-bowl', title: /\brisotto\b/i },
  { pattern: /\bfried rice\b|\bpaella\b|\bpilaf\b|\b(rice|grain|poke|buddha|burrito|quinoa) bowls?\b/, family: 'grain-bowl' },
  { pattern: /\bdips?\b|\bhummus\b|\bguacamole\b|\bsalsa\b|\btzatziki\b/, family: 'dip' },
  { pattern: /\b(ice cream|sorbet|gelato|granita|popsicles?|ice lollies|ice lolly|frozen yogh?urt|semifreddo|kulfi)\b/, family: 'frozen-dessert' },
  { pattern: /\b(dumplings?|gyoza|potstickers?|wontons?|momos?|pierogi|pelmeni|mandu|xiaolongbao)\b/, family: 'dumpling' },
  { pattern: /\b(empanadas?|samosas?|pasties|pasty|turnovers?|hand pies?|boreks?|börek|sausage rolls?)\b/, family: 'filled-pastry' },
  {
    pattern:
      /\b(brioche|focaccia|ciabatta|sourdough loaf|challah|bagels?|bread rolls?|dinner rolls?|loaf of bread|white bread|rye bread|(?:rustic|country|farmhouse|crusty|white|brown|wholemeal|seeded|granary|sourdough|rye) (?:loaf|boule|bloomer|cob)|boule|bloomer|yeast(ed)? bread|cinnamon rolls?|buns)\b/,
    family: 'yeast-bread',
  },
  { pattern: /\b(naan|roti|chapatis?|parathas?|lavash|injera|arepas?|tortillas from scratch|flatbreads?)\b/, family: 'flatbread' },
  { pattern: /\b(porridge|oatmeal|congee|grits|overnight oats|jook)\b/, family: 'porridge' },
  { pattern: /\b(lassi|iced tea|agua fresca|horchata|ayran|kompot|iced coffee|cold brew|juice)\b/, family: 'cold-drink' },
  // 'quick pickled cucumbers': pickled is how a preserve is made, not a describing word of any dish.
  { pattern: /\b(jam|(?:\w+currant|quince|mint|apple) jelly|marmalade|chutney|pickles?|pickled|preserves?|compote|lemon curd|relish)\b/, family: 'preserve' },
  { pattern: /\b(sauces?|gravy|vinaigrette|aioli|mayonnaise|chimichurri)\b/, family: 'sauce' },
  { pattern: /\b(fudge|toffee|brittle|truffles|candy|sweets|halwa|halva|marshmallows?|caramels)\b/, family: 'sweet' },
  { pattern: /\b(gratin|moussaka|bake)\b/, family: 'bake' },
  { pattern: /\b(pilau|jollof|rice and peas|coconut rice|spanish rice|dirty rice|rice dish)\b/, family: 'rice' },
  { pattern: /\bside dish\b|\bmashed potato(es)?\b|\broast potatoes\b/, family: 'side' },
  { pattern: /\broast(ed)?\b|\btraybake\b|\bsheet[- ]pan\b/, family: 'roast' },
  { pattern: /\bsatay\b|\bgrill(ed)?\b|\bbbq\b|\bbarbecue\b|\bskewers?\b|\bkebabs?\b/, family: 'grilled' },
  { pattern: /\bfried\b|\bcrispy\b|\bair[- ]?fr(y|yer|ier|ied|ies)\b/, family: 'fried' },
];

export type TDish = {
  family: TFamily;
  /** The prompt names a particular dish ('lasagna', 'banana bread'), not only a family ('a soup'). */
  isSpecific: boolean;
  /** The words of the dish as the cook wrote them, for the title: 'banana bread', 'fried chicken'. */
  phrase: string;
  /** Tests a catalogue title for being this very dish. */
  titlePattern: RegExp;
  /** Words of the dish's name the composer knows nothing about ('lobster' in 'lobster roll'). */
  unknownWords: string[];
};

/** Words that only qualify a family word ('hot drink', 'zero-proof cocktail'). */
const GENERIC_QUALIFIERS = new Set('hot non alcoholic alcohol free zero proof virgin drink drinks'.split(' '));

/** In baking the word is the dish: a brownie does not answer 'a chocolate cake'. */
const BAKING_FAMILIES = new Set<TFamily>(['quick-bread', 'cake', 'cookie', 'bar', 'pancake', 'waffle', 'pie', 'custard']);

export const TITLE_STOPS = new Set(
  (
    'a an the some any me my our your i we for with and or to of in on make cook want need give idea ideas recipe recipes quick easy simple dozen ' +
    'best ever good nice really super very perfect ultimate amazing delicious tasty yummy healthy light minute minutes hour ingredient ' +
    'ingredients serves people please something dish meal dinner lunch breakfast snack dessert tonight today weeknight fancy low high protein carb keto ' +
    'gluten dairy egg nut peanut soy sesame free style like type kind sort new old'
  ).split(' '),
);

/** Words that may qualify a dish in its title ('spicy pumpkin soup', 'classic french toast'). */
export const QUALIFIERS = new Set(
  'bake cook one pot pan sheet tray blender summer winter spring autumn fall holiday festive weeknight weekend sunday everyday family slow cooker instant air fryer baked grilled roasted mini big giant vegetable veggie birthday party celebration wedding layer layered sheet simple spicy creamy crispy classic smoky sticky hearty chunky fluffy chewy fudgy zesty herby cheesy garlic garlicky sweet sour tangy rustic homemade easy healthy green red white black golden iced frozen hot cold warm'.split(
    ' ',
  ),
);
export const CUISINE_ADJECTIVES = new Set(
  'thai italian indian greek mexican chinese japanese korean vietnamese french spanish american british moroccan lebanese turkish persian cajun caribbean jamaican ethiopian german irish southern tuscan'.split(
    ' ',
  ),
);

/** Family words that are also a food ('chilli' the stew, 'chilli' the pepper). */
const FOOD_DISH_WORDS = new Set(['chili', 'chilli']);

/** The dish the prompt names, if any, with the title words around its family word. */
export function recogniseDish(prompt: string): TDish | null {
  const text = prompt.toLowerCase().replace(/[’‘]/g, "'");
  for (const [index, rule] of DISH_RULES.entries()) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    // 'a stir-fry of squid, celery and chilli': a food that also names a dish is an ingredient when another
    // family's word comes before it.
    if (FOOD_DISH_WORDS.has(match[0]) && DISH_RULES.slice(index + 1).some((later) => (later.pattern.exec(text)?.index ?? text.length) < match.index)) continue;
    // 'a hot drink', 'a non-alcoholic cocktail' name a family; 'hot chocolate' names a dish.
    const isGeneric = match[0].split(/[\s-]+/).every((word) => GENERIC_WORDS.has(word) || GENERIC_QUALIFIERS.has(word));
    const isSpecific = !isGeneric || BAKING_FAMILIES.has(rule.family);
    // 'air fryer chicken wings': the appliance is how, the words after it are the dish.
    const after = /^air/.test(match[0])
      ? (/^\s+((?:[a-z'-]+\s*){1,3})/.exec(text.slice(match.index + match[0].length).split(/\s(?:for|with|in|and no|without)\s|,/)[0] ?? '')?.[1]?.trim() ?? '')
      : '';
    const phrase = after || extendPhrase(text, match.index, match[0]);
    const unknownWords = phrase
      .split(' ')
      .slice(0, after ? undefined : -1)
      // 'pork and broccoli noodle stir-fry': the joining word names nothing. The rest by the one test the unknown-dish
      // reader shares (fourteenth round): foods, qualifiers, cuisines, describing words and common English ('a school fair
      // cake') name no dish; an invented word ('glorbish stew') names one the cookbook does not know.
      .filter((word) => !['and', '&', 'n', 'or'].includes(word) && !GENERIC_QUALIFIERS.has(word) && !isKnownWord(word));
    return { family: rule.family, isSpecific, phrase, titlePattern: rule.title ?? toTitlePattern(match[0]), unknownWords };
  }
  return null;
}

/** 'lasagne' also finds 'Lasagna'; plurals and singulars match each other. */
function toTitlePattern(words: string): RegExp {
  const stem = words
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    // The ending stays optional: 'banana' → 'banan(?:es|s|a|e)?' still finds 'Banana Bread'.
    .map((word) => (word.length > 4 && /(es|s|a|e)$/.test(word) ? `${word.replace(/(es|s|a|e)$/, '')}(?:es|s|a|e)?` : word))
    .join('\\W+');
  return new RegExp(`\\b${stem}`, 'i');
}

/** Walks back from the family word over foods, cuisines and qualifiers: 'vegan spicy pumpkin soup' → 'spicy pumpkin soup'. */
function extendPhrase(text: string, index: number, matched: string): string {
  const before = text.slice(0, index).match(/[a-z][a-z']*|&/g) ?? [];
  const kept: string[] = [];
  for (let cursor = before.length - 1; cursor >= 0 && kept.length < 3; cursor -= 1) {
    const word = before[cursor] ?? '';
    const isFreeFrom =
      /^(free|allergy|allergic|no|without|vegan|vegetarian|veggie|meatless|pescatarian|pescetarian|keto|paleo|halal|kosher|plant-based|low-carb|gluten-free|dairy-free|egg-free|nut-free)$/.test(
        word,
      ) || before[cursor + 1] === 'free';
    const isKnown = findFoodsInText(word).length > 0 || QUALIFIERS.has(word) || CUISINE_ADJECTIVES.has(word) || word === 'and' || word === '&';
    // An unknown word right before the dish word usually names it ('lemon drizzle cake'); filler words do not.
    const isNamePart = !TITLE_STOPS.has(word) && word.length > 2 && kept.length < 2 && !/\d/.test(word);
    if (isFreeFrom || !(isKnown || isNamePart)) break;
    kept.unshift(word);
  }
  while (kept[0] === 'and' || kept[0] === '&') kept.shift();
  const rest = text.slice(index + matched.length);
  const next = /^\s+(sandwich(es)?|bars?|soup|salad|wrap|pie|cake|bread|bowl|curry|stew)\b/.exec(rest);
  // 'curry goat': a dish word first and one food after it, ending the name, is named after that food too.
  const food = kept.length === 0 ? /^\s+([a-z]+)\s*(?:$|[,.!?]|\b(?:with|for|and|please|tonight|today)\b)/.exec(rest)?.[1] : undefined;
  // 'pickled red onions': the foods after 'pickled' are what is pickled, so the name ends with them.
  const pickled = matched === 'pickled' ? readFoodsAfter(rest) : [];
  const after = pickled.length > 0 ? pickled : next?.[1] && !matched.includes(next[1]) ? [next[1]] : food && findFoodsInText(food).length > 0 ? [food] : [];
  return [...kept, matched, ...after].join(' ');
}

/** The food words right after a dish word, up to three, stopping at the first that is not a food ('red onions'). */
function readFoodsAfter(rest: string): string[] {
  const words = rest.split(/\s(?:for|with|in|and|to)\s|[,.!?]/)[0]?.match(/[a-z][a-z']*/g) ?? [];
  const taken: string[] = [];
  for (const word of words.slice(0, 3)) {
    if (findFoodsInText(word).length === 0 && !QUALIFIERS.has(word)) break;
    taken.push(word);
  }
  return findFoodsInText(taken.join(' ')).length > 0 ? taken : [];
}

/** Food words that name the dish's own family ('bread' in 'banana bread'), not an ingredient the cook asked for. */
export const FAMILY_NOUNS = /\b(breads?|flatbreads?|pasta|noodles?|wraps?|toast|pizzas?|lasagn[ae]|tortillas?|cakes?|cookies?|pancakes?|waffles?)\b/g;
