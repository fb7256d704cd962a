import { CARDINAL_WORDS } from '../../../domain/ingredients/number-words.ts';
import { findFoodsInText } from '../match-foods.ts';
import type { TDietary } from '../../../domain/profile.ts';
import type { TCuisine, TIntent, TKind, TMeal, TRecipeTag } from '../types.ts';

// Reads what the cook asked for out of a free-text prompt. Plain keyword rules: predictable and fast.

const CUISINE_WORDS: ReadonlyArray<readonly [RegExp, TCuisine]> = [
  [/\bthai\b/, 'Thai'],
  [/\bital(ian|y)\b|\bnonna\b|\btuscan\b|\bsicilian\b|\bneapolitan\b/, 'Italian'],
  [/\bindian?\b|\bdesi\b/, 'Indian'],
  [/\bmediterranean\b/, 'Mediterranean'],
  [/\bgreek\b|\bgreece\b/, 'Greek'],
  [/\bmexic(an|o)\b|\btex-?mex\b/, 'Mexican'],
  [/\bchinese\b|\bsichuan\b|\bcantonese\b/, 'Chinese'],
  [/\bjapan(ese)?\b/, 'Japanese'],
  [/\bkorean?\b/, 'Korean'],
  [/\bvietnam(ese)?\b/, 'Vietnamese'],
  [/\bmiddle[- ]eastern\b|\blebanese\b|\bturkish\b|\bpersian\b|\bmoroccan\b|\blevant/, 'Middle Eastern'],
  [/\bfrench\b|\bfrance\b|\bbistro\b/, 'French'],
  [/\bspanish\b|\bspain\b|\btapas\b/, 'Spanish'],
  [/\bamerican\b|\bsouthern\b|\bdiner\b/, 'American'],
  [/\bbritish\b|\benglish\b|\bpub\b/, 'British'],
];

const KIND_WORDS: ReadonlyArray<readonly [RegExp, TKind]> = [
  [/\bsmoothie/, 'smoothie'],
  [/\b(milk)?shake/, 'shake'],
  [/\bmocktail|\bnon-?alcoholic|\balcohol-?free|\bvirgin\b|\bzero-?proof/, 'mocktail'],
  [/\bcocktail|\bmartini|\bmargarita|\bmojito|\bspritz/, 'cocktail'],
  [/\bhot (drink|chocolate|cocoa|toddy|cider)|\blatte\b|\bcocoa\b|\bchai\b|\btea\b|\bcoffee\b|\bwarm drink|\bcozy drink|\bcosy drink/, 'hot-drink'],
  [/\bsoup|\bbroth\b|\bchowder|\bbisque|\bramen\b|\bpho\b/, 'soup'],
  [/\bstew|\bchili\b|\bchilli\b|\bcasserole|\btagine/, 'stew'],
  [/\bcurr(y|ies)\b|\bmasala\b|\bkorma\b|\bdal\b|\bdahl?\b/, 'curry'],
  [/\bpasta\b|\bspaghetti\b|\bpenne\b|\blasagn|\blinguine|\brigatoni|\bcarbonara/, 'pasta'],
  [/\bnoodle/, 'noodles'],
  [/\bfried rice\b|\brisotto\b|\bpaella\b|\bbiryani\b|\bpilaf\b/, 'rice'],
  [/\bstir[- ]?fry/, 'stir-fry'],
  [/\bsalad/, 'salad'],
  [/\bbowl\b/, 'bowl'],
  [/\bsandwich|\bwrap\b|\btoastie|\bpanini/, 'sandwich'],
  [/\btaco|\bburrito|\bquesadilla|\benchilada|\bfajita/, 'tacos'],
  [/\bburger/, 'burger'],
  [/\bpizza/, 'pizza'],
  [/\bomelet|\bfrittata|\bscrambl|\bshakshuka/, 'eggs'],
  [/\bpancake|\bwaffle|\bcrepe|\bfrench toast/, 'pancakes'],
  [/\bporridge|\boatmeal|\bovernight oats/, 'porridge'],
  [/\bcake|\bcupcake|\bbrownie|\bcheesecake/, 'cake'],
  [/\bcookie|\bbiscuit/, 'cookies'],
  [/\bpudding|\bmousse|\bcustard|\btiramisu/, 'pudding'],
  [/\bice cream|\bsorbet|\bpopsicle|\bgranita/, 'frozen'],
  [/\bdip\b|\bhummus|\bguacamole/, 'dip'],
];

const DRINK_KIND_SET = new Set<TKind>(['smoothie', 'shake', 'cocktail', 'mocktail', 'hot-drink']);

function readNumber(text: string): number | null {
  // Only the words NUMBER below matches reach here, so the shared table's extra words change nothing.
  const value = CARDINAL_WORDS[text] ?? Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

const NUMBER = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)';

/** Counts of people beyond twelve ('muffins for twenty-four', 'tacos for twenty', thirteenth round): servings only. */
const MORE_PEOPLE: Readonly<Record<string, number>> = {
  eleven: 11,
  fifteen: 15,
  sixteen: 16,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  'twenty four': 24,
  thirty: 30,
  forty: 40,
  fifty: 50,
  'a dozen': 12,
  'two dozen': 24,
  'three dozen': 36,
  'four dozen': 48,
};
const PEOPLE_NUMBER = `(${Object.keys(MORE_PEOPLE)
  .sort((a, b) => b.length - a.length)
  .join('|')}|${NUMBER.slice(1, -1)})`;
/** Bakes made and served by the piece: a count before one is how many are made. */
const PIECES =
  '(?:scones?|cookies?|biscuits?|muffins?|cupcakes?|buns?|rolls?|brownies?|doughnuts?|donuts?|bagels?|pancakes?|samosas?|empanadas?|macarons?|madeleines?|pretzels?|croissants?|flapjacks?|blondies?|tarts?|pasties|eggs|meatballs?|dumplings?|gyoza|wontons?|potstickers?|wings|skewers?|kebabs?|arancini|croquettes?|falafels?|fritters?|sliders?|patties|pies|tacos|bao|pierogi|koftas?|quiches|crepes|waffles|truffles|nuggets|blinis?|onigiri|drumsticks|bites|balls|fishcakes?|burgers?)';
/** A count followed by a time unit is a time ('for ten minutes'), not people. */
const NOT_TIME = '(?![- ]?(?:minutes?|mins?|hours?|hrs?)\\b)';

/**
 * A count of a dish's pieces before it: 'half a dozen cinnamon buns', 'thirty oatmeal cookies', '40 mini sausage rolls',
 * and the savoury pieces made by the dozen ('half a dozen scotch eggs', 'three dozen mini meatballs').
 */
const PIECE_COUNT = new RegExp(`\\b(?:an?\\s+)?(half a dozen|a baker's dozen|${PEOPLE_NUMBER.slice(1, -1)})\\s+((?:[a-z-]+\\s+){0,3}?${PIECES})\\b`, 'i');
/**
 * Savoury pieces eaten several to a plate: 'two dozen pork dumplings' makes 24 and serves 3, not 24 plates of the
 * recipe. Pieces not listed (a bake, a scotch egg) are one to a serving, as the catalogue's bakes count them.
 */
const PIECES_PER_SERVING: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:dumplings?|gyoza|wontons?|potstickers?|pierogi)\b/, 8],
  [/\b(?:meatballs?|nuggets)\b/, 6],
  [/\bwings\b/, 5],
  [/\b(?:falafels?|bites|balls|blinis?)\b/, 4],
  [/\b(?:croquettes?|fritters?|koftas?)\b/, 3],
  [/\b(?:arancini|sliders?|tacos|skewers?|kebabs?|bao|onigiri|drumsticks|fishcakes?)\b/, 2],
];

function readPiecesPerServing(dish: string): number {
  return PIECES_PER_SERVING.find(([pattern]) => pattern.test(dish))?.[1] ?? 1;
}

/** The count of pieces the prompt was rewritten to say ('…, makes 30'): how many the bake makes, not people. */
const MAKES = /,\s*makes (\d+)\b/;

/**
 * 'half a dozen cinnamon buns', 'thirty cookies' (seventeenth round): the count is how many the bake makes, said after
 * the dish ('cinnamon buns, makes 6') so every reader of the dish's name reads the name alone — a count before it was
 * read as part of the name ('Thirty Oatmeal Cookies') or, as digits, hid the index's dish.
 */
export function sayCountsAfter(prompt: string): string {
  return sayPieceCountAfter(sayIngredientCountAfter(prompt));
}

/** 'a five ingredient pasta', 'only 3 ingredients, a soup': the limit, not a word of the dish's name. */
const INGREDIENT_COUNT = new RegExp(`\\b(?:(?:only|just|with|using)\\s+)?${NUMBER}[- ]ingredients?(?:\\s+(?:only|max|maximum|at most))?\\b`, 'i');

/**
 * 'a five ingredient pasta' → 'a pasta, 5 ingredients' (seventeenth round): the count read as a word of the name made
 * the dish unknown ('five'); said after it, the name is the dish alone and parseIntent still reads the limit.
 */
function sayIngredientCountAfter(prompt: string): string {
  const found = INGREDIENT_COUNT.exec(prompt);
  if (!found?.[1] || /,\s*\d+ ingredients$/.test(prompt)) return prompt;
  const count = readNumber(found[1].toLowerCase());
  const rest = `${prompt.slice(0, found.index)} ${prompt.slice(found.index + found[0].length)}`
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;!?])/g, '$1')
    .replace(/[\s.!?,;]+$/, '')
    .trim();
  // Nothing but the count ('only 3 ingredients'): the prompt stays as the open request it is.
  if (count === null || !/[a-z]{3,}/i.test(rest.replace(/\b(?:a|an|the|some|please|me|make|with|using)\b/gi, ''))) return prompt;
  return `${rest}, ${count} ingredients`;
}

function sayPieceCountAfter(prompt: string): string {
  const found = PIECE_COUNT.exec(prompt);
  if (!found?.[1] || !found[2] || MAKES.test(prompt)) return prompt;
  const said = found[1].toLowerCase();
  const count = said === 'half a dozen' ? 6 : said === "a baker's dozen" ? 13 : readPeople(said);
  if (count === null) return prompt;
  const rest = `${prompt.slice(0, found.index)}${found[2]}${prompt.slice(found.index + found[0].length)}`.replace(/[\s.!?]+$/, '');
  return `${rest}, makes ${count}`;
}

function readPeople(text: string): number | null {
  return MORE_PEOPLE[text] ?? readNumber(text);
}

/** 'an hour', 'a one-hour stew', 'a 2-hour roast', 'a half-hour curry', 'an hour and a half': the limit in minutes, or null. */
function readHours(text: string): number | null {
  if (/\b(?:half[- ]an[- ]hour|half[- ]hour)\b/.test(text)) return 30;
  const count = new RegExp(`\\b(an|a|${NUMBER.slice(1, -1)})[- ]?(?:hours?|hrs?)\\b( and a half)?`).exec(text);
  if (!count?.[1]) return null;
  const hours = count[1] === 'an' || count[1] === 'a' ? 1 : readNumber(count[1]);
  return hours === null ? null : hours * 60 + (count[2] ? 30 : 0);
}

function readMeal(text: string): TMeal | null {
  if (/\bbreakfast|\bbrunch|\bmorning\b/.test(text)) return 'breakfast';
  if (/\bdessert|\bsweet treat|\bsomething sweet|\bsweet tooth|\bpudding|\bcake\b|\bcookies?\b|\bbrownies?\b|\bbake sale/.test(text)) return 'dessert';
  if (/\blunch/.test(text)) return 'lunch';
  if (/\bdinner|\bsupper|\bweeknight|\btonight\b|\bnight\b|\bevening\b|\bdate[- ]night/.test(text)) return 'dinner';
  if (/\bsnack|\bappeti[sz]er|\bstarter|\bfinger food|\bgame day|\bcanap[eé]s?\b|\bnibbles\b/.test(text)) return 'snack';
  return null;
}

function readTags(text: string): TRecipeTag[] {
  const tags = new Set<TRecipeTag>();
  if (/\bkids?\b|kid-friendly|\bchild|\bpicky|\bfussy|\btoddler|\bfamily/.test(text)) tags.add('kid-friendly');
  if (/\bromantic|\bdate[- ]night|\bimpress|\banniversary|\bvalentine|\bspecial occasion/.test(text)) tags.add('romantic');
  if (/\bmeal[- ]?prep|\bbatch|\bweekly\b|\bmake[- ]ahead|\bfor the week|\bweekdays\b/.test(text)) tags.add('meal-prep');
  if (/\bhigh[- ]protein|\bprotein\b|\bmacros?\b|\bgains\b|\bmuscle/.test(text)) tags.add('high-protein');
  if (/\blow[- ]carb|\bketo\b|\bno[- ]carb/.test(text)) tags.add('low-carb');
  if (/\bhealthy|\bhealthier|\blight\b|\bnutritious|\bwholesome|\bclean\b|\blots of (veg|vegetables|greens)|\bveggie-packed/.test(text)) tags.add('healthy');
  if (/\bcomfort|\bcozy|\bcosy|\bhearty|\bwarming|\bchilly|\bcold (night|day|evening)|\brainy|\bwinter/.test(text)) tags.add('comfort');
  if (/\bquick\b|\bfast\b|\bspeedy\b|\bquickly\b|\bbusy\b|\beasy\b|\bin a hurry|\bweeknight/.test(text)) tags.add('quick');
  if (/\bparty|\bcrowd|\bpotluck|\bguests|\bgathering|\bcelebrat/.test(text)) tags.add('party');
  if (/\bsummer|\brefreshing|\bhot day|\bheatwave|\bcool(ing)? down/.test(text)) tags.add('summer');
  if (/\bspicy|\bheat\b|\bfiery/.test(text)) tags.add('spicy');
  if (/\bone[- ]pot|\bone[- ]pan|\bsheet[- ]pan/.test(text)) tags.add('one-pot');
  return [...tags];
}

function readDiets(text: string): Partial<TDietary> {
  const diets: Partial<TDietary> = {};
  if (/\bvegan|\bplant[- ]based/.test(text)) diets.vegan = true;
  if (/\bvegetarian|\bveggie\b|\bmeatless|\bmeat-free/.test(text)) diets.vegetarian = true;
  if (/\bgluten[- ]free|\bcoeliac|\bceliac/.test(text)) diets.glutenFree = true;
  if (/\bdairy[- ]free|\blactose/.test(text)) diets.dairyFree = true;
  if (/\bnut[- ]free|\bno nuts|\bnut allerg/.test(text)) diets.nutFree = true;
  return diets;
}

const STOP_WORDS = new Set(
  (
    'a an and the with for of in on to my me i that this it is be like makes make some something dish meal recipe using use what whats full lots fresh ' +
    // Words of a sentence, not of a dish (seventeenth round: 'this is all that is left' named Penne all'Arrabbiata by 'all').
    'all these those just only any are was were has have had got get can could would should will now then there here left over what when where how who not but ' +
    // Praise, not a dish: 'something nice with lentils' named Banana Nice Cream by 'nice' (fifteenth held-out set).
    'nice lovely good great tasty yummy delicious'
  ).split(' '),
);

/** Drinks as the occasion a dish is for: 'to go with drinks', 'over drinks', 'a drinks party', 'pre-dinner drinks'. */
const DRINKS_OCCASION =
  /\b(?:(?:to (?:go|have|serve|eat|nibble|pair) )?(?:with|for|over|alongside|before|beside|at)\s+(?:some |the |our |a |evening |friday |pre-dinner |after-work )*drinks\b|drinks (?:party|night|evening|do|reception|gathering)\b|pre-dinner drinks\b)/g;

export function parseIntent(prompt: string): TIntent {
  const text = prompt.toLowerCase().replace(/’/g, "'");
  const kinds = KIND_WORDS.filter(([pattern]) => pattern.test(text)).map(([, kind]) => kind);
  const wantsMocktail = kinds.includes('mocktail');
  const drinkKinds = kinds.filter((kind) => DRINK_KIND_SET.has(kind));
  // A "cocktail" that is asked to be alcohol-free is a mocktail.
  const finalKinds = wantsMocktail ? kinds.filter((kind) => kind !== 'cocktail') : kinds;
  // 'a snack to go with drinks', 'nibbles for a drinks party' (twenty-first round): drinks named as the occasion are what
  // the dish is eaten beside, not what is asked — unless a drink is named outright ('a cocktail for drinks night').
  const wantsDrink = drinkKinds.length > 0 || /\bdrinks?\b|\bbeverage|\bsip\b/.test(text.replace(DRINKS_OCCASION, ' '));
  const tags = readTags(text);

  const minutes =
    new RegExp(`\\b${NUMBER}[- ]?(?:minutes?|mins?)\\b`).exec(text) ?? new RegExp(`\\b(?:in|under|within) ${NUMBER} ?(?:minutes?|mins?)\\b`).exec(text);
  const hour = readHours(text);
  const count = new RegExp(`\\b${NUMBER}[- ]ingredients?\\b`).exec(text);
  const servingsMatch =
    new RegExp(`\\b(?:for|serves|feeds|serving|to feed|to serve) ${PEOPLE_NUMBER}\\b${NOT_TIME}(?: people| persons| guests)?`).exec(text) ??
    new RegExp(`\\b${PEOPLE_NUMBER} (?:people|persons|servings|guests)\\b`).exec(text);
  let servings = servingsMatch?.[1] ? readPeople(servingsMatch[1]) : null;
  // 'a dozen cheese scones', 'twenty-four cupcakes' (fourteenth round): a count of a bake's pieces is how many it makes.
  const pieces = new RegExp(`\\b(half a dozen|${PEOPLE_NUMBER.slice(1, -1)})\\s+(?:[a-z-]+\\s+){0,2}?${PIECES}\\b`).exec(text);
  if (servings === null && pieces?.[1]) servings = pieces[1] === 'half a dozen' ? 6 : readPeople(pieces[1]);
  const makes = MAKES.exec(text);
  let piecesMade: number | null = null;
  if (makes?.[1]) {
    piecesMade = Number(makes[1]);
    servings = Math.max(1, Math.ceil(piecesMade / readPiecesPerServing(text.slice(0, makes.index))));
  }
  if (servings === null && /\bfor (me|one|myself)\b|\bsolo\b|\bjust me\b/.test(text)) servings = 1;
  if (servings === null && /\bcouple\b|\bdate[- ]night|\bromantic/.test(text)) servings = 2;

  // 'what can I make for the kids tonight' (twentieth round): asking what to make is asking what the kitchen makes.
  const usesPantry =
    /\bfridge|\bwhat i have|\bwhat's in|\bwhats in|\bon hand|\buse up|\bleftovers\b|\bin my (pantry|kitchen|freezer)|\bwhatever i have|\bmy ingredients|\bmy cart|\bwhat (?:can|could|should|shall) (?:i|we) (?:make|cook)\b|\bwhat to (?:make|cook)\b/.test(
      text,
    );

  return {
    cuisines: CUISINE_WORDS.filter(([pattern]) => pattern.test(text)).map(([, cuisine]) => cuisine),
    meal: wantsDrink ? 'drink' : readMeal(text),
    kinds: finalKinds,
    wantsDrink,
    wantsAlcohol: wantsMocktail ? false : drinkKinds.includes('cocktail') ? true : null,
    maxMinutes: minutes?.[1] ? readNumber(minutes[1]) : hour,
    prefersQuick: tags.includes('quick'),
    maxIngredients: count?.[1] ? readNumber(count[1]) : null,
    isNoOven: /\bno[- ]oven|\bwithout (an |the |using the )?oven|\bno[- ]bake|\bno[- ]cook|\bstove[- ]?top only|\boven-free/.test(text),
    tags,
    wantsLowCarb: tags.includes('low-carb'),
    wantsHighProtein: tags.includes('high-protein'),
    namedFoods: findFoodsInText(text),
    usesPantry,
    servings,
    isPieceCount: makes !== null || (pieces !== null && servings !== null && !servingsMatch),
    piecesMade,
    dietFromPrompt: readDiets(text),
    isColdWeather: /\bcold (night|day|evening|weather)|\bchilly|\bwinter|\brainy|\bfreezing|\bwarm(ing)? (me|up)|\bcozy|\bcosy/.test(text),
    isHotWeather: /\bhot (summer|day|weather)|\bsummer|\bheatwave|\brefreshing|\bcool(ing)? down/.test(text),
    words: text.split(/[^a-z']+/).filter((word) => word.length > 2 && !STOP_WORDS.has(word)),
  };
}
