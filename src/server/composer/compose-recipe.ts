import { singularizePhrase } from '../../domain/ingredients/singularize.ts';
import type { TAiRecipe, TRecipeMatch } from '../../domain/ai-recipe.ts';
import type { TFoodFact } from '../../domain/kitchen/diet-vocabulary.ts';
import { parsePromptRestrictions } from '../../domain/dietary/parse-prompt-restrictions.ts';
import { mergeRestrictions, NO_RESTRICTIONS, toDietaryFlags } from '../../domain/dietary/restrictions.ts';
import type { TRecipeRequest } from '../providers/llm/recipe-generator.ts';
import { canFitMinutes, shortenToFit } from './adapt-dish/shorten-to-fit.ts';
import { buildCandidate, finishCandidate, isAvoidedWord, isBanned, readAvoidWords, STAPLE_KEYS } from './adapt-dish/adapt-blueprint.ts';
import type { TAdaptContext, TAdapted, TCandidate } from './adapt-dish/adapt-blueprint.ts';
import { findForbiddenFoods } from './adapt-dish/find-forbidden-foods.ts';
import { CATALOGUE } from './catalogue.ts';
import type { TIndexedDish } from './data/dish-index/dish-index-schema.ts';
import { addNamedFoods } from './choose-dish/add-named-foods.ts';
import { findCooksWord, findReplacingMeat, swapNamedMeat } from './choose-dish/swap-named-meat.ts';
import { chooseFromCatalogue, composeForDish, isSameDish, type TDishContext } from './choose-dish/choose-for-dish.ts';
import { composeIndexedBlueprint } from './choose-dish/compose-indexed.ts';
import { DISH_INDEX } from './data/dish-index/all-dishes.ts';
import { rankCuisineDishes, readCuisineFoodRequest, readCuisineRequest, readCuisineStyle, type TCuisineRequest } from './choose-dish/choose-by-cuisine.ts';
import { buildCandidateFilters, buildDishFilters, narrow, pantryCount, usesKey } from './choose-dish/filters.ts';
import { findNamedDishes } from './choose-dish/find-named-dishes.ts';
import { pickCandidate } from './choose-dish/pick-candidate.ts';
import { GENERIC_TITLE_WORDS, holdsEveryWord, holdsWords, TITLE_JOINERS } from './choose-dish/title-words.ts';
import { recogniseIndexedDish } from './dish-index.ts';
import { restoreApostrophes } from './read-request/restore-apostrophes.ts';
import { readJoinedFood, type TJoinedFood } from './read-request/joined-food.ts';
import { readStandInFood } from './read-request/read-stand-in-food.ts';
import { DishUnknownError, sayAsWritten } from './dish-unknown.ts';
import { findFood, toMatchKey } from '../../domain/kitchen/food-table.ts';
import { findBaseForm, findFormOfFood, findNamedFormOfFood, getFood } from './foods.ts';
import { listNames } from './list-names.ts';
import { findFoodsInText, matchCartItem } from './match-foods.ts';
import { findCartItemsUsed } from './choose-dish/cart-item-use.ts';
import { FAMILY_TEMPLATES } from './data/family-templates.ts';
import { parseBlueprint } from './parse-blueprint.ts';
import { toLookupKey, type TIndexedDishMatch } from './read-request/find-indexed-dish.ts';
import { isCuisineWord, isDescribingWord, REGIONAL_STYLE_FOODS, STYLE_FOODS } from './read-request/describing-words.ts';
import { CUISINE_NEIGHBOURS } from './data/cuisine-neighbours.ts';
import { isKitchenWord, isKnownWord } from './read-request/is-known-word.ts';
import { readAnythingBut, readPleaRequest } from './read-request/read-plea-request.ts';
import {
  readCartKindWords,
  readCartRequest,
  readIdeaRequest,
  readPointedCartItems,
  readSweetCartRequest,
  readSweetTraybake,
} from './read-request/read-cart-request.ts';
import { sayCartWords } from './write-recipe/say-cart-words.ts';
import { findUnknownDish, isOpenHead, nameUnknownWords, readDishWords, readPromptHead } from './read-request/find-unknown-dish.ts';
import { parseIntent, sayCountsAfter } from './read-request/parse-intent.ts';
import { readPantry, readUseSoonKeys } from './read-request/read-pantry.ts';
import { readCookRestrictions, resolveRestrictions } from './read-request/read-restrictions.ts';
import { CUISINE_ADJECTIVES, FAMILIES, FAMILY_NOUNS, recogniseDish, type TDish, type TFamily } from './read-request/recognise-dish.ts';
import type { TBlueprint, TFood, TFoodCategory, TIntent, TMeal } from './types.ts';
import { describeAppliance } from './write-recipe/describe-appliance.ts';
import { writeRecipe, type TComputeNutrition } from './write-recipe/write-recipe.ts';

// The built-in composer: the dish the cook named, made from what they have — or an honest "I don't
// know that one" (DishUnknownError), never an unrelated dish. Four stages: read the request →
// choose the dish → adapt it to the cook → write the recipe. Pure: same request → same recipe.

export type { TComputeNutrition };

export type TComposition = { recipe: TAiRecipe; adapted: TAdapted; intent: TIntent; match: TRecipeMatch; matchNote: string };

// A party's count is kept ('for 40 people', seventeenth round): amounts scale by it, and the notes say so.
const MAX_SERVINGS = 100;

/** Mains sold ready to eat: a no-cook dish may use them as they are. */
const READY_TO_EAT = /\b(smoked|canned|tinned|cooked|cured|ham|salami|prosciutto|chorizo|pastrami|anchov|sardines?|tuna|crab|prawns?|shrimp|lox|gravlax)\b/i;

/** Families of the index spread on bread: 'X on toast' of one is that spread on toast. */
const SPREAD_FAMILIES: ReadonlySet<TFamily> = new Set<TFamily>(['dip', 'preserve']);

/** The facts of a main food: a fish or a meat is what a dish is of. */
const MAIN_FACTS: readonly TFoodFact[] = ['meat', 'poultry', 'fish', 'shellfish'];

/** A meal's own words: the last word of a request that names the meal, not a dish ('a fish supper'). */
const MEAL_WORDS: ReadonlySet<string> = new Set(['supper', 'dinner', 'lunch', 'breakfast', 'brunch', 'meal']);

/** How many of a cuisine's dishes are tried for an open request before it is answered as before. */
const CUISINE_TRIES = 6;

/** How a family reads in a note: 'this is a cheese-filled bread in its style' → 'a yeasted bread'. */
const FAMILY_WORDS: Record<TFamily, string> = {
  'quick-bread': 'a quick bread',
  cake: 'a cake',
  cookie: 'a cookie',
  bar: 'a bar',
  pancake: 'a pancake',
  waffle: 'a waffle',
  pie: 'a pie',
  custard: 'a custard or pudding',
  soup: 'a soup',
  stew: 'a stew',
  curry: 'a curry',
  'stir-fry': 'a stir-fry',
  roast: 'a roast',
  fried: 'a fried dish',
  grilled: 'a grilled dish',
  salad: 'a salad',
  sandwich: 'a sandwich',
  wrap: 'a wrap',
  pasta: 'a pasta dish',
  pizza: 'a pizza',
  'grain-bowl': 'a grain bowl',
  omelette: 'an egg dish',
  smoothie: 'a smoothie',
  shake: 'a shake',
  cocktail: 'a cocktail',
  mocktail: 'a mocktail',
  'hot-drink': 'a hot drink',
  dip: 'a dip',
  'yeast-bread': 'a yeasted bread',
  flatbread: 'a flatbread',
  'filled-pastry': 'a filled pastry',
  dumpling: 'a dumpling',
  rice: 'a rice dish',
  porridge: 'a porridge',
  'cold-drink': 'a cold drink',
  preserve: 'a preserve',
  sauce: 'a sauce',
  'frozen-dessert': 'a frozen dessert',
  sweet: 'a sweet',
  bake: 'a bake',
  side: 'a side dish',
};

/** The composer's pasta forms: a kitchen name of a pasta ('orzo', 'bucatini') is written as named, with one of these as its base. */
const PASTA_FORMS: ReadonlySet<string> = new Set(['spaghetti', 'penne']);

/** Drinks are not composed around a cart's mains (no fish in a 'kids' tea' drink). */
const DRINK_FAMILIES: ReadonlySet<TFamily> = new Set(['smoothie', 'shake', 'cocktail', 'mocktail', 'hot-drink', 'cold-drink']);

/** The noun a dish composed from the cart is titled with ('Plum and Pear Cake'); none where the foods say it. */
const CART_DISH_NOUNS: Partial<Record<TFamily, string>> = {
  cake: 'cake',
  salad: 'salad',
  soup: 'soup',
  smoothie: 'smoothie',
  omelette: 'omelette',
  'stir-fry': 'stir-fry',
  roast: 'traybake',
  sandwich: 'sandwich',
  // A cart curry says so (twenty-eighth round: 'a south indian thali'), not 'Lentil and Coconut'.
  curry: 'curry',
  pancake: 'pancakes',
};

/** A cart dish in a cuisine's style (twenty-sixth round) is named by its family where the title would otherwise be foods only. */
const STYLE_DISH_NOUNS: Partial<Record<TFamily, string>> = { stew: 'stew', curry: 'curry' };

/** Families a cart's flour and sugar belong in. */
const SWEET_CART_FAMILIES: ReadonlySet<TFamily> = new Set<TFamily>(['cake', 'pancake', 'pie', 'quick-bread', 'cookie', 'bar', 'bake']);

/** A cart dish's manner, where its family has no noun of its own: a side titled 'Corn' alone names no dish (thirteenth round). */
const CART_DISH_MANNERS: Partial<Record<TFamily, string>> = { side: 'sautéed' };

/** A cart's main: its meat, poultry or fish, which a dish that takes one is built around. */
function isCartMain(food: TFood): boolean {
  return food.category === 'protein' && food.tags.some((tag) => tag === 'meat' || tag === 'poultry' || tag === 'fish' || tag === 'shellfish');
}

/** The kitchen's 'mixed vegetables': named as 'vegetables', the cart's vegetables. */
const MIXED_VEGETABLES = 'k_mixed_vegetables';

/** Words that name a kind of food, not one food ('a fish dinner'): the fact every food of that kind has. */
const KIND_WORDS: Readonly<Record<string, TFoodFact>> = { fish: 'fish', seafood: 'shellfish', meat: 'meat', poultry: 'poultry' };

type TChoice = { candidate: TCandidate; match: TRecipeMatch; matchNote: string; tips: string[] };

/** A cart dish made in a cuisine's style: its name for the title, its usual seasonings (food keys), the kind asked for the note. */
type TCartStyle = { cuisine: string; seasonings: readonly string[]; kinds: string };

/** The cookbook's words for the dish it does not know, in a note: "doesn't know Newfoundland jiggs dinner yet". */
const NOTE_NAME = /(doesn't know )(.+?)( as such yet| yet)/;

/**
 * Builds the composer's lazy tables before the first cook waits on them (seventeenth round): the guard's reading of every
 * food's name, which the first 'anything but pasta' or never-want list otherwise pays for (~150 ms, more on a busy
 * machine). Called once where the server makes its built-in composer.
 */
export function warmComposer(): void {
  const dietary = { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false };
  try {
    composeRecipe({ prompt: 'anything but pasta tonight', cartItems: ['chicken breast', 'rice', 'broccoli'], dietary, seed: 1 });
  } catch (error) {
    if (!(error instanceof DishUnknownError)) throw error;
  }
}

/** What a cart's dish can be carried in: a wrap or tortilla, a pita. */
const CART_WRAPS: ReadonlySet<string> = new Set(['tortilla', 'pita']);

export function composeRecipe(typed: TRecipeRequest, computeNutrition?: TComputeNutrition): TComposition {
  // 'tonights dinner from what ive got' reads as "tonight's dinner from what i've got" everywhere below (twenty-first round).
  const restored = restoreApostrophes(typed.prompt);
  // 'tamales de pollo', 'seco de pollo' (twenty-seventh round): a dish's name joined to a Spanish or Portuguese food word is
  // that dish made with the food, read as 'chicken tamales' by every reader below and titled back in the cook's words.
  const joined = readJoinedFood(restored, readIndexCuisine);
  const asked = { ...typed, prompt: joined?.prompt ?? restored };
  // The dish as the cook wrote it ('Newfoundland jiggs dinner'), in the note and in DISH_UNKNOWN alike (fourteenth round):
  // the composer reads the prompt lower-cased; the message is built once, here, by the error itself.
  const sayWritten = (name: string) => sayAsWritten(name, asked.prompt);
  // Both answers — the request as asked, or a sentence told with a cart read as the cart's request — say the dish as written.
  const sayNoteAsWritten = (composed: TComposition): TComposition => {
    if (!composed.matchNote) return composed;
    const matchNote = composed.matchNote.replace(NOTE_NAME, (_whole, start: string, name: string, end: string) => start + sayWritten(name) + end);
    const notes = composed.recipe.notes?.replace(composed.matchNote, () => matchNote);
    return { ...composed, matchNote, recipe: { ...composed.recipe, matchNote, ...(notes === undefined ? {} : { notes }) } };
  };
  try {
    const composed = titleJoinedFood(composeAsked(asked, computeNutrition), joined);
    // 'vegan chicken with 40 cloves of garlic made with mushrooms' (twenty-eighth round): the dish is made with the food
    // the cook named in its place, or it is not the dish asked — never a tofu dish of the family without it.
    const standIn = composed.match === 'named' || composed.match === 'family' ? readStandInFood(asked.prompt) : [];
    if (standIn.length > 0) {
      const keys = new Set(composed.recipe.ingredients.flatMap((line) => findFoodsInText(line.name).flat()));
      if (!standIn.every((group) => group.some((key) => keys.has(key)))) throw new DishUnknownError(readPromptHead(asked.prompt), { kind: 'unknown' });
    }
    return sayNoteAsWritten(composed);
  } catch (error) {
    if (!(error instanceof DishUnknownError)) throw error;
    const told = error.reason.kind === 'unknown' ? composeToldWithCart(asked, computeNutrition) : null;
    if (told) return sayNoteAsWritten(told);
    const named = error.reason.kind === 'unknown' ? nameUnknownWords(error.dish, asked.prompt) : error.dish;
    throw new DishUnknownError(sayWritten(named), error.reason);
  }
}

/** The cuisine of the index dish the name is, as written ('arroz con pollo', 'seco de res'); null when it names none. */
function readIndexCuisine(name: string): string | null {
  const found = recogniseIndexedDish(name);
  return found?.phrase === toLookupKey(name) ? found.dish.cuisine : null;
}

/** A dish read from 'name de <food>' is titled as the cook wrote it ('Chicken Tamales' → 'Tamales de Pollo'). */
function titleJoinedFood(composed: TComposition, joined: TJoinedFood | null): TComposition {
  if (joined === null) return composed;
  const at = composed.recipe.title.toLowerCase().indexOf(joined.read);
  if (at < 0) return composed;
  const written = joined.written
    .replace(/(^|\s)([a-z\u00e0-\u00ff])/g, (_all, space: string, letter: string) => space + letter.toUpperCase())
    .replace(/ (De|Del|Con|Com|Do|Da) /, (_all, joiner: string) => ` ${joiner.toLowerCase()} `);
  const title = composed.recipe.title.slice(0, at) + written + composed.recipe.title.slice(at + joined.read.length);
  return { ...composed, recipe: { ...composed.recipe, title } };
}

/**
 * A sentence about the kitchen told with a cart ('the beans keep coming', 'the lamb needs using by Friday', 'a packed
 * lunch for a picky eater') names no dish the cookbook lacks: every word is ordinary English or a food. It is the
 * cart's open request. Short names of plain words ('angels on horseback') stay a dish asked, and so DISH_UNKNOWN.
 */
function composeToldWithCart(asked: TRecipeRequest, computeNutrition?: TComputeNutrition): TComposition | null {
  if (asked.cartItems.length < 2) return null;
  const words = asked.prompt
    .toLowerCase()
    .split(/[^a-z\u00c0-\u024f']+/)
    .filter(Boolean);
  if (words.length < 4 || !words.every((word) => isKnownWord(word))) return null;
  try {
    return composeAsked({ ...asked, prompt: `something, ${asked.prompt}` }, computeNutrition);
  } catch (error) {
    if (error instanceof DishUnknownError) return null;
    throw error;
  }
}

/** A dish chosen for an open request (nineteenth round): the note's lead, and the meal it was asked as ('a Korean dessert'). */
/** A dish chosen for the cook: the note's lead, the meal to file it under, and what follows the dish's name in the note. */
type TChosenFor = { lead: string; meal: TMeal | null; after?: string };

function composeAsked(asked: TRecipeRequest, computeNutrition?: TComputeNutrition, chosenFor?: TChosenFor): TComposition {
  // "tonight's tea", 'tea for the kids': the British evening meal, read as dinner (never a cup of tea with the cart in it).
  // 'anything but pasta tonight' (fourteenth round): the food is left out as the cook's own 'no pasta' would be, and the
  // prompt no longer names it, so no reader takes it for the dish asked.
  const but = readAnythingBut(asked.prompt);
  const butRestrictions = but.leftOut ? mergeRestrictions(asked.restrictions ?? NO_RESTRICTIONS, parsePromptRestrictions(`no ${but.leftOut}`)) : null;
  const request = {
    ...asked,
    ...(butRestrictions ? { restrictions: butRestrictions } : {}),
    prompt: sayCountsAfter(
      readSweetCartRequest(
        readSweetTraybake(
          readPleaRequest(
            readIdeaRequest(
              readCartKindWords(readPointedCartItems(readCartRequest(readMealTea(but.prompt)), asked.cartItems), asked.cartItems),
              asked.cartItems,
            ),
            asked.cartItems,
          ),
          asked.cartItems,
        ),
        asked.cartItems,
      ),
    ),
  };
  // The request's head ('sausage and mash' in 'sausage and mash with onion gravy'), read once: every rule below asks it.
  const promptHead = readPromptHead(request.prompt);
  // The head's food spans, worked out at their first use (several rules ask; the head does not change).
  let foodSpans: TFoodSpan[] | undefined;
  let ownFoodSpans: TFoodSpan[] | undefined;
  // Read the request.
  const intent = parseIntent(request.prompt);
  const restrictions = resolveRestrictions(request);
  const diet = toDietaryFlags(restrictions);
  const { restricted, dietLabelForTag, banned } = readCookRestrictions(
    diet,
    restrictions,
    intent,
    request.violationFeedback ?? '',
    request.avoidIngredients ?? [],
  );
  const forbidden = findForbiddenFoods(restrictions);
  const avoidWords = readAvoidWords(request.avoidIngredients ?? []);
  const isAllowed = (food: TFood) =>
    !food.tags.some((tag) => restricted.has(tag)) && !isBanned(food, banned) && !forbidden.has(food.key) && !isAvoidedWord(food, avoidWords);
  const pantry = readPantry(request, isAllowed);
  const found = recogniseIndexedDish(request.prompt);
  const recognised = recogniseHeadDish(request.prompt);
  // A cocktail for a cook who has no alcohol is made as a mocktail in its style, saying so.
  const isMocktailOfCocktail = recognised?.family === 'cocktail' && restricted.has('alcohol');
  const dish: TDish | null = recognised && isMocktailOfCocktail ? { ...recognised, family: 'mocktail' } : recognised;
  // An index cocktail for a cook who has no alcohol is made by the mocktail family instead; a one-word index
  // name that is part of a family's own name ('fry' in 'stir fry', French Fries) is that family's word.
  // 'a Spanish tapa' (twentieth round): a kind of dish asked of a cuisine is not the index dish that kind word is an alias of
  // (Tapsilog, 'tapa', is Filipino).
  const cuisineAsked = readCuisineRequest(request.prompt);
  // 'a Danish lunch', 'a South African braai side' (twenty-third round): the cuisine's word or the occasion's before a kind
  // is not the dish named with it (Danish Pastry, Braai).
  const isKindOfCuisine = (phrase: string) =>
    cuisineAsked !== null &&
    [
      toLookupKey(cuisineAsked.kindWords),
      ...toLookupKey(cuisineAsked.kindWords).split(' '),
      toLookupKey(cuisineAsked.cuisineWord),
      toLookupKey(cuisineAsked.occasionWord),
    ].includes(phrase);
  const kept =
    found &&
    !(found.dish.family === 'cocktail' && restricted.has('alcohol')) &&
    !isPartOfFamilyName(request.prompt, found.phrase, recognised) &&
    !isKindOfCuisine(found.phrase)
      ? found
      : null;
  const indexed = kept ? (findKinOfOwnFood(kept, promptHead) ?? kept) : null;
  // 'plumbrack preserve', 'a bowl of snarfleberry porridge' (seventeenth round): a word the composer does not know, then
  // only the family's noun — the unknown word is what the dish is of, so a plain preserve would be an unrelated dish.
  if (!indexed && dish && isUnknownKindOfFamily(dish, asked.prompt)) throw new DishUnknownError(dish.phrase, { kind: 'unknown' });
  // 'bread' in 'banana bread' is the dish, not an ingredient to add to it; nor is 'wine' in 'mulled wine'.
  // 'jam' in 'blackcurrant jam' is the preserve itself, not a jar of jam to cook into it.
  // With an index dish named, a family noun after 'with' is a food the cook adds to it ('okonomiyaki layered with
  // noodles', fifteenth round), not the dish's own family word: it is kept for the foods to read.
  const lowerPrompt = request.prompt.toLowerCase();
  const withAt = indexed ? lowerPrompt.search(/\bwith\b/) : -1;
  const dishText = (withAt < 0 ? lowerPrompt.replace(FAMILY_NOUNS, ' ') : lowerPrompt.slice(0, withAt).replace(FAMILY_NOUNS, ' ') + lowerPrompt.slice(withAt))
    .replace(dish?.family === 'preserve' ? /\b(jams?|marmalade|chutney|relish)\b/g : /$^/, ' ')
    // 'muffins' (thirteenth round): a bake's own noun is the dish, not the kitchen table's bought food of that name (a
    // muffin is its 'cookie'), which had put 300 g of cookies in every muffin.
    .replace(dish && BAKE_FAMILIES.has(dish.family) ? new RegExp(`\\b${dish.phrase.split(' ').at(-1) ?? '$^'}\\b`, 'g') : /$^/, ' ');
  // The dish's own name ('green', 'curry' in 'thai green curry') is the dish, not foods to add; an alias's
  // extra food words are the cook's choice ('beef' in 'beef tibs'). Compared as lookup keys, as the name was found.
  const indexedWords = new Set(indexed ? toLookupKey(indexed.dish.name).split(' ') : []);
  // The words the index dish was found by ('pelau' in 'trinidad pelau'), as lookup keys.
  const indexedPhraseWords = new Set(indexed ? indexed.phrase.split(' ') : []);
  // A word the dish's own description uses that is no food by itself ('green' of Zhoug, 'a fiery green sauce') describes
  // it: no collard greens in a green sauce.
  const describeWords = new Set(indexed ? toMatchKey(indexed.dish.describe).split(' ') : []);
  // The forms of the dish's own foods (twenty-fifth round), for the cook's gloss of it below.
  const ownForms = new Set(
    (indexed ? [...indexed.dish.defining, ...indexed.dish.supporting] : []).map((name) => findFormOfFood(name)).filter((key) => key !== null),
  );
  // And the dish's own family noun ('curry' in 'tongseng goat curry'), not curry powder to add.
  const isOwnDescribingWord = (word: string) =>
    (describeWords.has(word) && findFood(word) === null) || (indexed !== null && recogniseDish(word)?.family === indexed.dish.family);
  // A word of a two-word food ('potato' in 'sweet potato') is read with its neighbour, not alone — unless the description
  // names that food too ('sticky rice' of Biko).
  const dishWords = dishText.split(/\s+/);
  const describeText = indexed ? ` ${toMatchKey(indexed.dish.describe)} ` : '';
  const isInPairFood = (at: number) =>
    readPairsAround(dishWords, at).some((pair) => {
      const key = findFormOfFood(pair);
      return key !== null && key !== findFormOfFood(dishWords[at] ?? '') && !ownForms.has(key) && !describeText.includes(` ${pair} `);
    });
  // A two-word food the description names as the cook wrote it ('sticky rice' of Palitaw, made of glutinous rice flour).
  // Before 'with' only: after it a food is the cook's to add ('pad kra pao with minced pork').
  const withWordAt = dishWords.indexOf('with');
  const isDescribedPair = (at: number) =>
    (withWordAt < 0 || at < withWordAt) && readPairsAround(dishWords, at).some((pair) => findFormOfFood(pair) !== null && describeText.includes(` ${pair} `));
  const withoutIndexedName = dishWords
    .filter((word, at) => !indexedWords.has(toLookupKey(word)) && !(isOwnDescribingWord(word) && !isInPairFood(at)) && !isDescribedPair(at))
    .join(' ');
  // 'lamb keema samosas' (twentieth round): the filling's own dish gives the wrapper its foods (minced lamb, peas, garam masala).
  // A food the cook names that the filling already holds in one of its forms ('lamb' beside the keema's minced lamb) is that one.
  const fillingGroups = indexed?.filling ? findFoodsInText(indexed.filling.dish.defining.join(', ')) : [];
  const isInFilling = (keys: readonly string[]) => fillingGroups.some((group) => group.some((key) => keys.includes(key)));
  const namedFoods = indexed
    ? [...findFoodsInText(withoutIndexedName).filter((keys) => !isInFilling(keys)), ...fillingGroups]
    : dish
      ? findFoodsInText(dishText)
      : intent.namedFoods;
  const namedGroups = readPointedGroups(
    request.prompt,
    pantry,
    namedFoods.map((keys) => keys.filter((key) => isAllowed(getFood(key)))).filter((keys) => keys.length > 0),
  );
  // A food the prompt asks for that the cook's own restrictions (not the prompt's 'no X') rule out.
  const promptForbidden = findForbiddenFoods(parsePromptRestrictions(request.prompt));
  const askedButForbidden = namedFoods
    .filter(
      (keys) =>
        keys.every((key) => !isAllowed(getFood(key))) &&
        !keys.some((key) => promptForbidden.has(key) || isBanned(getFood(key), request.avoidIngredients ?? [])),
    )
    .map((keys) => getFood(keys[0] ?? '').name);

  const servings = intent.servings === null ? null : Math.min(Math.max(1, Math.round(intent.servings)), MAX_SERVINGS);
  const namedKeys = new Set(namedGroups.flat());
  const servingsFor = (blueprintServings: number): number | null => {
    if (servings !== null) return servings;
    if (intent.tags.includes('meal-prep')) return Math.max(blueprintServings, 4);
    if (intent.tags.includes('party') && !intent.wantsDrink) return Math.max(blueprintServings, 8);
    return null;
  };
  const restrictionKey = `${[...restricted].sort().join(',')}|${[...dietLabelForTag].join(',')}|${banned.join(',')}|${restrictions.keys.join(',')}|${restrictions.avoid.join(',')}`;
  // Adapt each dish considered to the cook (substitutions, pantry, servings).
  const buildCandidates = (blueprints: readonly TBlueprint[]) => {
    const built: TCandidate[] = [];
    for (const blueprint of blueprints) {
      const context: TAdaptContext = {
        restricted,
        dietLabelForTag,
        banned,
        avoidWords,
        forbidden,
        pantry,
        restrictionKey,
        namedKeys,
        usesPantry: intent.usesPantry,
        servings: servingsFor(blueprint.servings),
        maxIngredients: intent.maxIngredients,
      };
      const candidate = buildCandidate(blueprint, context);
      if (candidate) built.push(candidate);
    }
    return built;
  };

  // Choose the dish.
  // 'smoked salmon pâté on toast' (nineteenth round): an index spread asked on toast. The toast is no food of the spread's
  // own, so no stand-in is read from the words about it.
  const isSpreadOnToast =
    indexed !== null &&
    SPREAD_FAMILIES.has(indexed.dish.family) &&
    !indexed.phrase.includes('toast') &&
    toLookupKey(readToastSpread(promptHead)).includes(indexed.phrase);
  const standIn = indexed && !isSpreadOnToast ? findStandIn(indexed.dish, indexed.phrase) : null;
  // Each version of an index dish has an id of its own: the adapt stage caches its swaps by id.
  // The foods named with it are part of the version ('beef cannelloni' is not the next cook's plain 'cannelloni').
  const namedSuffix = namedGroups.map((keys) => keys[0] ?? '').join('+');
  const indexedId = indexed ? `indexed:${indexed.dish.name}${standIn ? `:${standIn.word}` : ''}${namedSuffix ? `:${namedSuffix}` : ''}` : '';
  const dishFilters = buildDishFilters(intent);
  const dishContext: TDishContext = { buildCandidates, dishFilters, intent, namedGroups, request, isAllowed };
  // 'Chocolate Avocado Mousse' for 'chocolate mousse', a strawberry lemonade for 'lemonade': in a sweet dish or a drink the
  // fruit or vegetable is its flavour, so a variant of the index dish named in full; a savoury dish's vegetables go with it.
  const isSweetOrDrink = indexed !== null && indexed.dish.meals.every((meal) => meal === 'dessert' || meal === 'drink');
  const isProduceVariantOfIndexed = (title: string) =>
    indexed !== null && isSweetOrDrink && indexed.phrase === toLookupKey(indexed.dish.name) && addsUnnamedProduce(title, indexed.phrase, request.prompt);
  const named = (): TChoice | null => {
    // A catalogue dish named outright ('mapo tofu', 'a Moscow mule') wins over any family guess;
    // it stays in the family the prompt names ('vegetarian lasagna' is not 'Vegetarian Chili'), and
    // an index dish the prompt names keeps its name ('mulled wine' is not 'Mulled Cider').
    const byTitle = findNamedDishes(intent, forbidden).filter(
      (blueprint) =>
        (!dish || (isSameDish(dish, blueprint) && holdsWords(blueprint.title, dish.unknownWords))) &&
        (!indexed || (holdsEveryWord(blueprint.title, indexed.phrase) && !isProduceVariantOfIndexed(blueprint.title))),
    );
    // Foods the dish is named after count as present ('Mapo Tofu' answers 'tofu'); others must be in it.
    const hasNamedFoods = (candidate: TCandidate) => {
      const title = candidate.blueprint.title.toLowerCase();
      return namedGroups.every((keys) => usesKey(candidate, keys) || keys.some((key) => getFood(key).aliases.some((alias) => title.includes(alias))));
    };
    const byName = byTitle.length > 0 ? pickCandidate(buildCandidates(byTitle).filter(hasNamedFoods), dishFilters, intent, namedGroups, request) : null;
    if (byName) return { candidate: byName, match: 'named', matchNote: '', tips: [] };
    // 'beef fajitas': the cookbook's Chicken Fajitas with the named meat in place of its chicken, not a plain wrap of mince.
    const replacing = findReplacingMeat(namedGroups, new Set());
    const cooksWord = replacing ? findCooksWord(request.prompt, replacing) : '';
    const swapped = replacing ? byTitle.map((blueprint) => swapNamedMeat(blueprint, replacing, cooksWord)).filter((blueprint) => blueprint !== null) : [];
    const bySwap = swapped.length > 0 ? pickCandidate(buildCandidates(swapped).filter(hasNamedFoods), dishFilters, intent, namedGroups, request) : null;
    if (bySwap) return { candidate: bySwap, match: 'named', matchNote: '', tips: [] };
    const fromCatalogue = dish ? chooseFromCatalogue(dish, dishContext, indexed?.phrase ?? '') : null;
    // The catalogue's own dish of that name is the curated one ('Thai Green Chicken Curry' for 'thai green curry').
    // A title that adds a fruit or vegetable the cook did not name ('Chocolate Avocado Mousse', 'Sparkling Strawberry
    // Lemonade') is a variant of the dish, not the dish: the index's own is made when it can be.
    const isProduceVariant = fromCatalogue !== null && isProduceVariantOfIndexed(fromCatalogue.blueprint.title);
    const isCatalogueOfIndexName = Boolean(fromCatalogue && indexed && holdsEveryWord(fromCatalogue.blueprint.title, indexed.phrase));
    // 'a salad for lunch' with a cart: the kind asked for, built from two or more cart items when the cookbook's uses fewer.
    if (fromCatalogue && dish && !dish.isSpecific && !indexed && pantry.length >= 2 && pantryCount(fromCatalogue) < 2) {
      const fromCart = composeFromCart(dish.family);
      if (fromCart) return fromCart;
    }
    if (fromCatalogue && !isProduceVariant && (!indexed || dish?.isSpecific || isCatalogueOfIndexName))
      return { candidate: fromCatalogue, ...describeFamilyRequest(dish, fromCatalogue) };
    const built = indexed
      ? composeIndexedBlueprint(standIn?.dish ?? indexed.dish, (key) => isAllowed(getFood(key)), {
          title: standIn?.title ?? toFilledTitle(indexed),
          namedGroups,
        })
      : null;
    const [candidate] = indexed && built ? buildCandidates([serveOnToast(cookStandIn({ ...parseBlueprint(built.source), id: indexedId }))]) : [];
    // No version of the index dish fits: the family's own take on the name, if the prompt names one, else an honest no.
    if (indexed && (!built || !candidate) && !dish) throw new DishUnknownError(indexed.dish.name, { kind: 'restricted', detail: '' });
    // 'a no-bake cheesecake' is not the index's baked one.
    const fitsAppliances = !(intent.isNoOven && candidate?.blueprint.equipment.includes('oven'));
    if (indexed && built && candidate && (fitsAppliances || !dish)) {
      const isNeverWant = (name: string) => {
        const key = findFormOfFood(name);
        return key !== null && (isBanned(getFood(key), request.avoidIngredients ?? []) || isAvoidedWord(getFood(key), avoidWords));
      };
      const tips = built.leftOut.map((name) => (isNeverWant(name) ? `Left out ${name}, as you asked.` : `Left out ${name}, which your restrictions rule out.`));
      const about = standIn
        ? `${standIn.title} is made the way ${indexed.dish.name} (${indexed.dish.cuisine}) is — ${indexed.dish.describe} — with ${standIn.word} in place of ${standIn.replaced}.`
        : `${indexed.dish.name} (${indexed.dish.cuisine}) is ${indexed.dish.describe}.`;
      return { candidate: titleWithNamedFoods(candidate, indexed.phrase), match: 'named', matchNote: '', tips: [about, ...tips] };
    }
    // When nothing else answers, 'lamb meatballs with apricots': the named dish with the cook's other foods folded in, not
    // dropped or refused. Only foods named beside the dish: one that lacks a food of the head ('honey soy chicken thighs')
    // is another dish.
    const headGroups = findFoodsInText(promptHead);
    const holdsHead = (blueprint: TBlueprint) => headGroups.every((keys) => blueprint.ingredients.some((ref) => keys.includes(ref.key)));
    const added = (swapped.length > 0 ? swapped : byTitle)
      .filter(holdsHead)
      .map((blueprint) => addNamedFoods(blueprint, namedGroups))
      .filter((blueprint) => blueprint !== null);
    const byAdding = added.length > 0 ? pickCandidate(buildCandidates(added).filter(hasNamedFoods), dishFilters, intent, namedGroups, request) : null;
    if (byAdding) return { candidate: byAdding, match: 'named', matchNote: '', tips: [] };
    if (dish) {
      // The index dish could not be made as asked: a catalogue dish of the family and name words instead.
      const fromFamily = fromCatalogue ?? (indexed ? chooseFromCatalogue(dish, dishContext) : null);
      if (fromFamily) return { candidate: fromFamily, match: 'named', matchNote: '', tips: [] };
      const composed = composeForDish(dish, dishContext);
      if (!composed.candidate)
        throw new DishUnknownError(dish.phrase, composed.reason === 'unknown' ? { kind: 'unknown' } : { kind: 'restricted', detail: '' });
      return { candidate: composed.candidate, ...describeComposedMatch(dish, isMocktailOfCocktail) };
    }
    return null;
  };
  // 'a Korean side dish', 'Filipino food' (nineteenth round): a dish of the index's of that cuisine and kind, made as named.
  const forCuisine = chosenFor === undefined && !indexed ? composeForCuisine() : null;
  if (forCuisine && !('candidate' in forCuisine)) return forCuisine;
  // A dish built from the cart in the cuisine's style is finished as any chosen dish is (limits, notes, cart words).
  const cuisineFromCart = forCuisine && 'candidate' in forCuisine ? forCuisine : null;
  // 'a fish pâté' (nineteenth round): the index's pâté of fish, not its pork-and-liver terrine with fish added.
  const ofOwnFood = chosenFor === undefined && indexed ? composeOfOwnFood() : null;
  if (ofOwnFood) return ofOwnFood;
  /**
   * 'a cod pâté' (twentieth round): a no-cook dish of a ready-to-eat main (smoked mackerel) made with a raw one in its place
   * cooks it first — raw cod is never blended into a spread.
   */
  function cookStandIn(blueprint: TBlueprint): TBlueprint {
    if (!standIn || blueprint.cookMinutes > 0) return blueprint;
    // The form the dish is written with ('haddock', a named form of the white fish).
    const key = findNamedFormOfFood(standIn.word) ?? findFormOfFood(standIn.word);
    if (key === null) return blueprint;
    const food = getFood(key);
    const isRawMain = MAIN_FACTS.some((fact) => food.tags.includes(fact)) && !READY_TO_EAT.test(food.name);
    if (!isRawMain || !blueprint.ingredients.some((ref) => ref.key === key)) return blueprint;
    const isSea = food.tags.includes('fish') || food.tags.includes('shellfish');
    const minutes = isSea ? 10 : 20;
    const poach = `Poach the {${key}} in gently simmering salted water for ${isSea ? '8–10' : '15–20'} minutes, until cooked through; drain and cool, then ${isSea ? 'flake' : 'chop'}.`;
    return { ...blueprint, cookMinutes: blueprint.cookMinutes + minutes, steps: [poach, ...blueprint.steps] };
  }

  /**
   * 'smoked mackerel pâté on toast' (nineteenth round): a spread of the index asked on toast is that spread with toast to
   * spread it on — it was DISH_UNKNOWN, the toast being read as the sandwich family's word and missing from the answer.
   */
  function serveOnToast(blueprint: TBlueprint): TBlueprint {
    if (!isSpreadOnToast || !indexed) return blueprint;
    const toast = { key: 'bread', quantity: blueprint.servings, unit: 'slice' as const, isOptional: false, isSlot: false, alternatives: null };
    return {
      ...blueprint,
      title: `${blueprint.title} on Toast`,
      ingredients: [...blueprint.ingredients, toast],
      // The spread's own 'serve with bread or vegetables' gives way to the toast asked for.
      steps: [
        ...blueprint.steps.filter((step) => !/\bserve with bread\b/i.test(step)),
        `Spread the ${indexed.dish.name.toLowerCase()} thickly on the {bread}, hot from the toaster, and serve.`,
      ],
    };
  }

  let chosen =
    cuisineFromCart ??
    keepNamedFoods(
      sayUnknownWords(isMeatFry(promptHead) ? composeMeatFry() : keepToHead(keepToAskedDish(keepRegionalStyle(preferCart(named() ?? chooseOpen()))))),
    );

  /**
   * The head-noun rule: a food named before an index dish found by its one-word name ('fish' in 'a fish pâté') that the dish
   * is not made of is what the dish is of. Another index dish of that name made of the food (Smoked Mackerel Pâté, of fish)
   * is chosen, saying so; with none, null — the dish as before.
   */
  function composeOfOwnFood(): TComposition | null {
    if (!indexed || indexed.phrase.includes(' ') || isMeatFry(promptHead)) return null;
    const head = promptHead.split(' ');
    const at = head.findIndex((word) => toLookupKey(word) === indexed.phrase);
    if (at < 1) return null;
    const before = head.slice(0, at);
    // Each food word before the name: a kind ('fish') is any food of it; else the table's readings of the word.
    const wants = before.flatMap((word): Array<(key: string) => boolean> => {
      const kind = KIND_WORDS[word];
      if (kind) return [(key) => getFood(key).tags.includes(kind)];
      return findFoodsInText(word).map((keys) => (key: string) => keys.includes(key));
    });
    if (wants.length === 0 || before.some((word) => findFoodsInText(word).length === 0 && !KIND_WORDS[word])) return null;
    // Only a main (a fish, a meat) before a dish that has a main of its own: 'mushroom pâté', 'apple pie' are read as before.
    const isMain = (key: string) => MAIN_FACTS.some((tag) => getFood(key).tags.includes(tag));
    const isMainWord = (word: string) => KIND_WORDS[word] !== undefined || findFoodsInText(word).some((keys) => keys.every(isMain));
    const definingOf = (each: TIndexedDish) => each.defining.map(findFormOfFood).filter((key) => key !== null);
    if (!before.every(isMainWord) || !definingOf(indexed.dish).some(isMain)) return null;
    const isOf = (each: TIndexedDish) => wants.every((want) => definingOf(each).some(want));
    if (isOf(indexed.dish)) return null;
    const others = DISH_INDEX.filter(
      (each) => each !== indexed.dish && [each.name, ...each.aliases].some((name) => toLookupKey(name).split(' ').includes(indexed.phrase)) && isOf(each),
    );
    const lead = `You asked for ${/^[aeiou]/.test(before.join(' ')) ? 'an' : 'a'} ${head.slice(0, at + 1).join(' ')} without naming one, so Forkcast chose one for you`;
    const lower = request.prompt.toLowerCase();
    const span = head.slice(0, at + 1).join(' ');
    if (!lower.includes(span)) return null;
    return composeFirstMade(
      others.map((each) => lower.replace(span, () => each.name)),
      { lead, meal: intent.meal },
    );
  }

  /**
   * An open request of a cuisine and a kind ('a Korean side dish', 'a Filipino dessert', 'Filipino food'): the index's
   * dishes of that cuisine and kind, those the cook can have and that use the cart first, each made by the named-dish path
   * until one is, and said to be chosen. Null when the index has none, or none can be made: the open request as before.
   */
  function composeForCuisine(): TComposition | TChoice | null {
    const asks = cuisineAsked ?? readCuisineFoodRequest(request.prompt);
    if (!asks) return null;
    const what = `You didn't name a dish, so Forkcast chose ${/^[aeiou]/i.test(asks.cuisine) ? 'an' : 'a'} ${asks.cuisine} ${asks.label} for you`;
    const chosen = { lead: what, meal: asks.meal ?? intent.meal };
    const rank = (dishes: readonly TIndexedDish[]) =>
      rankCuisineDishes(dishes, isAllowed, pantry, { meal: asks.meal, useSoonKeys: readUseSoonKeys(request), cartItems: request.cartItems });
    const hasCart = pantry.filter((food) => !STAPLE_KEYS.has(food.key)).length >= 2;
    if (!hasCart) {
      for (const each of rank(asks.dishes).slice(0, CUISINE_TRIES)) {
        const made = composeOwnDish(asks.withDish(each.name), each, asks.cuisineWord, chosen);
        if (made) return made;
      }
      return null;
    }
    // With a cart (twenty-third round): the first of the cuisine's dishes that, made, uses two of its items — the kind's own,
    // then for a meal its other meals' ('a Welsh supper' may be a lunch dish). With none, the best-known made, saying why.
    const ranked = [...rank(asks.dishes), ...rank(asks.moreDishes)].slice(0, CUISINE_TRIES * 2);
    // Two items beyond the staples first; else two counting garlic or oil; else the first made.
    // Counted as the cook reads the cart (twenty-sixth round): 'pasta' is the dish's penne, 'cheese' its mozzarella.
    const usedOf = (made: TComposition, isStapleCounted: boolean) =>
      findCartItemsUsed(
        request.cartItems.filter((item) => isStapleCounted || !STAPLE_KEYS.has(matchCartItem(item) ?? '')),
        made.adapted.lines.map((line) => line.food),
      ).length;
    let first: { name: string; made: TComposition } | null = null;
    let withStaples: TComposition | null = null;
    for (const each of ranked) {
      const made = composeOwnDish(asks.withDish(each.name), each, asks.cuisineWord, chosen);
      if (!made) continue;
      if (usedOf(made, false) >= 2) return made;
      if (usedOf(made, true) >= 2) withStaples ??= made;
      first ??= { name: each.name, made };
    }
    if (withStaples) return withStaples;
    // 'a Lao dinner' with sticky rice, beef, lime and mint (twenty-sixth round): no dish of the cuisine uses two of the cart's
    // items, so a family dish of the kind asked is built from them in the cuisine's style — the way a cook would use what
    // they have — rather than its best-known dish with one item (or a dessert for dinner).
    const fromCart = composeCuisineFromCart(asks);
    if (fromCart) return fromCart;
    if (!first) return null;
    const used = first.made.adapted.pantryUsed;
    const kinds = asks.label === 'dish' ? 'dishes' : `${asks.label.replace(/ dish$/, '')} dishes`;
    const why = `No ${asks.cuisine} ${kinds} the offline cookbook knows use two of your cart's items, so ${
      used.length === 0 ? 'this one uses none of them' : `this one uses only ${listNames(used.map((food) => food.name))}`
    }.`;
    return composeFirstMade([asks.withDish(first.name)], { ...chosen, after: why }) ?? first.made;
  }

  /**
   * A dish of the cuisine's kind built from the cart in its style (twenty-sixth round): the families its dishes are most
   * often (`readCuisineStyle`), each tried until one uses two of the cart's items; titled 'Lao-Style Beef and Mint Salad',
   * `cart`, with a note that says why it is not one of the cuisine's own dishes. Null when none can be built.
   */
  function composeCuisineFromCart(asks: TCuisineRequest): TChoice | null {
    const style = readCuisineStyle(asks, isAllowed, pantry);
    if (!style) return null;
    const kinds = asks.label === 'dish' ? 'dishes' : `${asks.label.replace(/ dish$/, '')} dishes`;
    for (const family of style.families) {
      const built = composeFromCart(family, { cuisine: asks.cuisine, seasonings: style.seasonings, kinds });
      if (built) return built;
    }
    return null;
  }

  /**
   * The index dish chosen for the cook, made by the named-dish path — or null when it cannot be made, or the path answered
   * with another dish holding its words ('chicken curry' is the cookbook's Chicken Katsu Curry): then the cuisine's word
   * leads the name ('indian chicken curry'), and failing that the dish is not this one.
   */
  function composeOwnDish(prompt: string, own: TIndexedDish, cuisineWord: string, chosen: TChosenFor): TComposition | null {
    const ownWords = new Set(toLookupKey(own.name).split(' '));
    const isOwn = (made: TComposition) =>
      made.adapted.blueprint.id.startsWith('indexed:') ||
      made.adapted.blueprint.title
        .toLowerCase()
        .split(/\s+/)
        .every((word) => word === '' || ownWords.has(toLookupKey(word)) || isKnownWord(word));
    const made = composeFirstMade([prompt], chosen);
    if (made === null || isOwn(made)) return made;
    if (ownWords.has(toLookupKey(cuisineWord))) return null;
    const withCuisine = composeFirstMade([prompt.replace(own.name, () => `${cuisineWord} ${own.name}`)], chosen);
    return withCuisine !== null && isOwn(withCuisine) ? withCuisine : null;
  }

  /** The first of the prompts, each naming a dish chosen for the cook, that the composer makes (of the first few); else null. */
  function composeFirstMade(prompts: readonly string[], chosen: TChosenFor): TComposition | null {
    for (const prompt of prompts.slice(0, CUISINE_TRIES)) {
      try {
        return composeAsked({ ...asked, prompt }, computeNutrition, chosen);
      } catch (error) {
        if (!(error instanceof DishUnknownError)) throw error;
      }
    }
    return null;
  }

  /**
   * 'Kerala beef fry', 'mutton fry' (eighth round): a meat followed by 'fry' is that meat fried dry in a pan, not
   * French Fries or the cookbook's beef stir-fry — a pan-fried dish of the meat composed from the stir-fry family,
   * titled in the cook's words and saying what it is.
   */
  function composeMeatFry(): TChoice {
    const composed = composeHeadFamily('stir-fry');
    const note = `Forkcast's offline cookbook doesn't know ${promptHead} as such yet — this is the meat fried dry in a pan, made as a stir-fry.`;
    return { ...composed, candidate: retitle(composed.candidate, titleInCooksWords()), match: 'family', matchNote: note };
  }

  /**
   * A named answer that drops a word of the head the composer does not know ('a bowl of glimmerwort porridge' →
   * Porridge) is not the dish named: a dish of its family, saying which name it does not know, and titled without a
   * food the cook did not ask for ('conchas sweet bread' is no Coconut Sweet Bread); DISH_UNKNOWN when it has no family.
   * A composed title that lost the head's food ('slow-roasted pork shoulder' → "Slow Roasted") is titled in the cook's words.
   */
  function sayUnknownWords(choice: TChoice): TChoice {
    if (choice.match === 'cart' || choice.match === 'open' || isOpenHead(request.prompt)) return choice;
    if (isAliasAfterUnknownWord(choice) || isOneWordNameBesideUnknownWord(choice)) throw new DishUnknownError(promptHead, { kind: 'unknown' });
    if (isOtherCuisineBesideUnknownWords(choice)) throw new DishUnknownError(readPromptName(), { kind: 'unknown' });
    const title = choice.candidate.blueprint.title;
    const foodWords = new Set(readOwnFoodSpans().flatMap((span) => span.words));
    const headGroups = findFoodsInText(promptHead.replace(FAMILY_NOUNS, ' '));
    const isFoodInTitle = (keys: readonly string[]) => holdsFood(title, keys);
    const isComposed = choice.candidate.blueprint.id.startsWith('composed:');
    const lostFood = isComposed && headGroups.length > 0 && !headGroups.some(isFoodInTitle) && !holdsWords(title, readDishWords(request.prompt));
    const checked = lostFood ? { ...choice, candidate: retitle(choice.candidate, titleInCooksWords()) } : choice;
    if (choice.match !== 'named' || hasOwnIndexName()) return checked;
    // A head too long for readDishWords ('Nepali aloo tama bamboo shoot curry', fourteenth round) is read word by word: the
    // family reader now knows every common word, so a name word it does not know must be caught here.
    const dishWords = readDishWords(request.prompt);
    const nameWords = dishWords.length > 0 ? dishWords : promptHead.split(' ').filter((word) => word !== '' && !isKnownWord(word));
    const unknown = nameWords.filter(
      (word) =>
        !foodWords.has(word) &&
        !indexedPhraseWords.has(toLookupKey(word)) &&
        !holdsWords(title, [word]) &&
        !title.toLowerCase().includes(word) &&
        !isCuisineName(word) &&
        parseIntent(word).cuisines.length === 0 &&
        findUnknownDish(word) !== null,
    );
    if (unknown.length === 0) return checked;
    const family = readAnswerFamily(checked.candidate) ?? dish?.family ?? indexed?.dish.family ?? null;
    if (family === null) throw new DishUnknownError(promptHead, { kind: 'unknown' });
    const candidate = retitle(checked.candidate, titleOfFamilyAnswer(checked.candidate, unknown));
    const named = promptHead.replace(/^(?:bowl|plate|cup|mug|glass|slice|piece|pot|jar|batch|tray|loaf) of /, '');
    const note = `Forkcast's offline cookbook doesn't know ${named} yet — this is ${FAMILY_WORDS[family]} in its style.`;
    return { ...checked, candidate, match: 'family', matchNote: note };
  }

  /**
   * The title of a family answer to a name with words the composer does not know (twenty-sixth round): the cook's own words it
   * knows ('ducana sweet potato dumplings' → Sweet Potato Dumplings), or the index dish's name when those words are only the
   * name it was found by ('zorp mash' → Mashed Potatoes) — never the dish's title with words struck out one by one, which
   * gave "Kartoffelknödel Dumplings)" and "Mashed (Mash)". A joining word is never left at either end ("con Carne").
   */
  function titleOfFamilyAnswer(candidate: TCandidate, unknown: readonly string[]): string {
    const words = promptHead.split(' ').filter((word) => word !== '' && !unknown.includes(word));
    while (words.length > 0 && TITLE_JOINERS.test(words[0] ?? '')) words.shift();
    while (words.length > 0 && TITLE_JOINERS.test(words.at(-1) ?? '')) words.pop();
    const known = words.join(' ');
    const title = candidate.blueprint.title;
    // The dish's name, unless it names a food beside the cook's own ('sweet bread' found Coconut Sweet Bread: not the coconut).
    const knownFoods = new Set(findFoodsInText(known).flat());
    const isNameOfKnownFoods = (name: string) => knownFoods.size === 0 || findFoodsInText(name).every((keys) => keys.some((key) => knownFoods.has(key)));
    if (indexed && candidate.blueprint.id === indexedId && toLookupKey(known) === indexed.phrase && isNameOfKnownFoods(indexed.dish.name)) {
      return indexed.dish.name;
    }
    const namesDish = known !== '' && (recogniseDish(known) !== null || findFoodsInText(known).length > 0);
    if (namesDish) return words.map(capitalise).join(' ');
    // Nothing of the cook's names it: the dish's title without its bracketed other name and the foods the cook did not name
    // (another dish's 'Coconut' in Coconut Sweet Bread).
    const ownKeys = new Set(findFoodsInText(promptHead).flat());
    const kept = title
      .replace(/\s*\([^)]*\)/g, '')
      .split(' ')
      .filter((word) => {
        const groups = findFoodsInText(word.toLowerCase());
        return groups.length === 0 || promptHead.includes(word.toLowerCase()) || groups.some((keys) => keys.some((key) => ownKeys.has(key)));
      })
      .join(' ');
    // 'brazilian carne de sol com macaxeira' (twenty-fifth round, reading): what is left begins with a joining word ("con Carne"
    // of Chili con Carne), so the dish is a name broken off — the family's answer to part of a name it does not know.
    if (TITLE_JOINERS.test(kept.split(' ')[0] ?? '')) throw new DishUnknownError(promptHead, { kind: 'unknown' });
    return kept === '' ? title : kept;
  }

  /**
   * Every food the cook named in the dish's name is in its ingredients in their words: a cut or form written another
   * way ('beef' as sirloin steak, 'glass noodles' as rice vermicelli) is written 'beef (sirloin steak)'.
   */
  function keepNamedFoods(choice: TChoice): TChoice {
    if (choice.match === 'cart' || choice.match === 'open') return choice;
    let lines = choice.candidate.lines;
    for (const span of readOwnFoodSpans()) {
      // A family's own word ('porridge' for oats, 'jam') is the dish, not a food to write in; a food noun ('noodles') is both.
      const only = span.words.length === 1 ? (span.words[0] ?? '') : '';
      if (only !== '' && recogniseDish(only) !== null && only.replace(FAMILY_NOUNS, '') !== '') continue;
      const written = span.words.join(' ');
      const noun = toLookupKey(span.words[span.words.length - 1] ?? '').replace(/e?s$/, '');
      const keys = findFoodsInText(written).flat();
      const hasWord = (line: (typeof lines)[number]) => [line.food.name, line.food.plural].some((name) => toLookupKey(name).includes(noun));
      const used = lines.filter((line) => keys.includes(line.food.key));
      if (noun === '' || used.length === 0 || used.some(hasWord)) continue;
      // The guard reads every name on the line: the cook's word may not carry a fact the food does not ('chocolate' is
      // read as milk chocolate, the line's cocoa is not dairy), or a safe line would read as a violation.
      const writtenFacts = findFood(written)?.facts ?? [];
      const ownFacts = new Set(findFood(used[0]?.food.name ?? '')?.facts ?? []);
      if (writtenFacts.some((fact) => !ownFacts.has(fact))) continue;
      lines = lines.map((line) =>
        line === used[0] ? { ...line, food: { ...line.food, name: `${written} (${line.food.name})`, plural: `${written} (${line.food.plural})` } } : line,
      );
    }
    return lines === choice.candidate.lines ? choice : { ...choice, candidate: { ...choice.candidate, lines } };
  }

  /**
   * The head's foods, each span trimmed to the words that make the food: 'beef' in 'beef bulgogi', 'glass noodles'
   * in 'korean glass noodles' ('glimmerwort' is no part of the oats 'porridge' reads as).
   */
  function readOwnFoodSpans(): TFoodSpan[] {
    if (ownFoodSpans) return ownFoodSpans;
    const sameFoods = (words: readonly string[], than: readonly string[]) =>
      words.length > 0 && JSON.stringify(findFoodsInText(words.join(' '))) === JSON.stringify(findFoodsInText(than.join(' ')));
    ownFoodSpans = readFoodSpans().map((span) => {
      let words = span.words;
      while (words.length > 1 && sameFoods(words.slice(1), words)) words = words.slice(1);
      while (words.length > 1 && sameFoods(words.slice(0, -1), words)) words = words.slice(0, -1);
      return { key: span.key, words };
    });
    return ownFoodSpans;
  }

  /** The index dish was found by a name of its own ('pelau'), not by family, food or describing words ('sweet bread'). */
  /**
   * 'kadhi pakora' (thirteenth round): a word the composer does not know straight before a name the index holds only as
   * another dish's alias ('pakora' is Onion Bhaji's) names a different dish — a yogurt curry, not the bhaji.
   */
  function isAliasAfterUnknownWord(choice: TChoice): boolean {
    if (!indexed || choice.candidate.blueprint.id !== indexedId || toLookupKey(indexed.dish.name).includes(indexed.phrase)) return false;
    if (indexed.phrase.includes(' ')) return false;
    // Only a one-word alias for a kind of which the index dish is one variety: the dish's name holds a food the alias and the
    // prompt do not (Onion Bhaji for 'pakora'); 'chapati' for Roti is the same dish by another name.
    const askedKeys = new Set(findFoodsInText(`${indexed.phrase} ${promptHead}`).flat());
    const isVariety = findFoodsInText(indexed.dish.name.toLowerCase()).some((keys) => !keys.some((key) => askedKeys.has(key)));
    if (!isVariety) return false;
    const words = promptHead.split(' ').filter(Boolean);
    const first = indexed.phrase.split(' ')[0] ?? '';
    const at = words.findIndex((word) => toLookupKey(word) === first);
    const before = at > 0 ? (words[at - 1] ?? '') : '';
    return before !== '' && !isAnyCuisineWord(before) && findUnknownDish(before) !== null;
  }

  /** The index dish's own words, and its gloss: a word beside its name that these hold is no other dish's name. */
  function isOfIndexedDish(word: string): boolean {
    return indexedPhraseWords.has(toLookupKey(word)) || describeWords.has(word);
  }

  /**
   * 'peruvian sopa criolla', 'korean nokdu juk' (twenty-fifth round, reading): a one-word index name or alias with a word
   * the composer does not know straight beside it, after a cuisine word, names another dish of that kind ('criolla' is a
   * soup of its own, not Sopas) — the cuisine word says the cook means a named dish, so even one unknown word is its name.
   * Twenty-seventh round: 'vietnamese bun cha ca' — a longer name followed by a short word the composer does not know is
   * the start of a longer name (bún chả cá is a fish-cake soup, not Bun Cha); 'mauritian mine frite' — a one-word name
   * beside a word known only as ordinary English ('mine'), the two all the cook's name, under a cuisine word that is neither
   * the dish's nor a neighbour's, is that cuisine's own dish whose name holds the word, not Belgian fries.
   */
  function isOneWordNameBesideUnknownWord(choice: TChoice): boolean {
    if (!indexed || choice.candidate.blueprint.id !== indexedId) return false;
    const words = promptHead.split(' ').filter(Boolean);
    if (!words.some(isAnyCuisineWord)) return false;
    const length = indexed.phrase.split(' ').length;
    const at = words.findIndex((_word, start) => toLookupKey(words.slice(start, start + length).join(' ')) === indexed.phrase);
    if (at < 0) return false;
    const before = words[at - 1] ?? '';
    const after = words[at + length] ?? '';
    const isUnknown = (word: string) => word !== '' && !isAnyCuisineWord(word) && !isOfIndexedDish(word) && findUnknownDish(word) !== null;
    if (length > 1) return after.length <= SHORT_NAME_WORD && isUnknown(after);
    if ([before, after].some(isUnknown)) return true;
    const isPlainEnglish = (word: string) =>
      word !== '' && !isAnyCuisineWord(word) && !isOfIndexedDish(word) && !isKitchenWord(word) && !isOpenHead(word) && !TITLE_JOINERS.test(word);
    // Only a name of two words, the other that English word: a longer gloss ('azerbaijani üç bacı three sisters dolma') is the
    // cook's words for the dish itself.
    const nameWords = words.filter((word) => !isAnyCuisineWord(word) && CUISINE_NEIGHBOURS[word] === undefined);
    return isOtherCuisineAsked() && nameWords.length === 2 && [before, after].some(isPlainEnglish);
  }

  /** The head holds a cuisine word (of the reader's or the neighbours' list), and none is the index dish's own or a neighbour's. */
  function isOtherCuisineAsked(): boolean {
    if (!indexed) return false;
    const own = indexed.dish.cuisine.toLowerCase();
    const isOwnCuisine = (word: string) =>
      word === own ||
      parseIntent(word).cuisines.some((cuisine) => cuisine.toLowerCase() === own) ||
      (CUISINE_NEIGHBOURS[word] ?? []).some((cuisine) => cuisine.toLowerCase() === own);
    const cuisineWords = promptHead.split(' ').filter((word) => isAnyCuisineWord(word) || CUISINE_NEIGHBOURS[word] !== undefined);
    return cuisineWords.length > 0 && !cuisineWords.some(isOwnCuisine);
  }

  /**
   * 'bhutanese red rice with phaksha paa' (twenty-fifth round, reading): a cuisine word that is not the index dish's own
   * cuisine nor a neighbour of it, in a prompt that names its dish in words the composer does not know, asks for another
   * dish — Mexican Rice is no Bhutanese red rice.
   */
  function isOtherCuisineBesideUnknownWords(choice: TChoice): boolean {
    if (!indexed || choice.candidate.blueprint.id !== indexedId) return false;
    const own = indexed.dish.cuisine.toLowerCase();
    // 'bhutanese red rice', 'tibetan red rice' (twenty-sixth round): an alias of plain food words ('red rice' of Mexican Rice)
    // that is all the cook wrote beside a cuisine word of any list is that cuisine's way of saying it, not another cuisine's
    // dish. Foods beside it ('chinese cola chicken wings') are read as before.
    const isAnyCuisine = (word: string) => isAnyCuisineWord(word) || CUISINE_NEIGHBOURS[word] !== undefined;
    const isOwnCuisine = (word: string) =>
      word === own ||
      parseIntent(word).cuisines.some((cuisine) => cuisine.toLowerCase() === own) ||
      (CUISINE_NEIGHBOURS[word] ?? []).some((cuisine) => cuisine.toLowerCase() === own);
    const head = promptHead.split(' ').filter(Boolean);
    const isAliasOnly =
      indexed.phrase !== toLookupKey(indexed.dish.name) &&
      !hasOwnIndexName() &&
      toLookupKey(head.filter((word) => !isAnyCuisine(word)).join(' ')) === indexed.phrase;
    if (isAliasOnly && head.some(isAnyCuisine) && !head.some(isOwnCuisine)) return true;
    // Only a cuisine word read as cuisines ('thai', 'bhutanese'): one the reader does not place ('argentinian') says nothing.
    const cuisineWords = head.filter((word) => parseIntent(word).cuisines.length > 0 || CUISINE_NEIGHBOURS[word] !== undefined);
    if (cuisineWords.length === 0) return false;
    if (cuisineWords.some(isOwnCuisine)) return false;
    const words = readPromptName().split(' ').filter(Boolean);
    return words.some((word) => !isCuisineName(word) && !isOfIndexedDish(word) && findUnknownDish(word) !== null);
  }

  /** The prompt's dish as written, the head and what follows 'with' ('red rice with phaksha paa'), without its filler. */
  function readPromptName(): string {
    const text = request.prompt.toLowerCase().replace(/[’‘]/g, "'").trim();
    const withPart =
      /\swith\s(.+)$/
        .exec(text)?.[1]
        ?.split(/\s*[,;.!?(]|\s(?:for|and|in|on|please)\s/)[0]
        ?.trim() ?? '';
    return withPart === '' ? promptHead : `${promptHead} with ${withPart}`;
  }

  function hasOwnIndexName(): boolean {
    if (!indexed) return false;
    const isGeneric = (word: string) =>
      promptHead
        .split(' ')
        .some(
          (each) =>
            toLookupKey(each) === word &&
            (recogniseDish(each) !== null || findFoodsInText(each).length > 0 || isDescribingWord(each) || findUnknownDish(each) === null),
        );
    return !indexed.phrase.split(' ').every(isGeneric);
  }

  /** The head as the cook wrote it, each word capitalised, hyphens kept ('Slow-Roasted Pork Shoulder'). */
  function titleInCooksWords(): string {
    const written = request.prompt.toLowerCase();
    const words = promptHead.split(' ').filter(Boolean);
    return words
      .map(capitalise)
      .reduce((title, word, at) => (at === 0 ? word : `${title}${written.includes(`${words[at - 1] ?? ''}-${words[at] ?? ''}`) ? '-' : ' '}${word}`), '')
      .replace(/-([a-z])/g, (_match, letter: string) => `-${letter.toUpperCase()}`);
  }

  /**
   * A family request with a cart ('a side for the barbecue', 'a stir-fry from my cart') answered by a dish that
   * uses fewer than two of its items: a dish of that family composed around the items, due soonest first.
   */
  function preferCart(choice: TChoice): TChoice {
    if (!dish || indexed || DRINK_FAMILIES.has(dish.family) || pantry.length < 2 || pantryCount(choice.candidate) >= 2) return choice;
    // Only the family is named ('a stir-fry', 'something baked'): no word of a particular dish beside it.
    const isFamilyOnly = readDishWords(request.prompt).every((word) => recogniseDish(word)?.family === dish.family);
    if (dish.isSpecific && !isFamilyOnly) return choice;
    return composeFromCart(dish.family) ?? choice;
  }

  /**
   * 'cajun chicken pasta', 'buffalo chicken salad': a regional style the cook names is the dish's — in its title —
   * else a dish of the family asked is composed in that style (its spices) around the foods named, titled in the
   * cook's words and saying the cookbook does not know it as such. Not Chicken Meatballs with Zucchini Noodles.
   */
  function keepRegionalStyle(choice: TChoice): TChoice {
    const head = promptHead;
    const styles = head.split(' ').filter((word) => REGIONAL_STYLE_FOODS[word] !== undefined);
    if (styles.length === 0 || holdsWords(choice.candidate.blueprint.title, styles)) return choice;
    // 'Tex-Mex fajitas', 'creole gumbo': the style is the named dish's own cuisine, so its own dish is the answer.
    const isOwnStyle =
      indexed !== null &&
      styles.every((style) => indexed.dish.cuisine.toLowerCase().includes(style)) &&
      holdsWords(choice.candidate.blueprint.title, indexed.phrase.split(' '));
    if (isOwnStyle) return choice;
    // 'something cajun' names no dish: the style alone does not make one.
    if (findFoodsInText(head).length === 0 && dish?.isSpecific !== true && !indexed) return choice;
    const family = dish?.family ?? indexed?.dish.family ?? chooseAroundFamily(request.prompt.toLowerCase());
    if (head.split(' ').length > 5) return choice;
    const around: TDish = { family, isSpecific: true, phrase: head, titlePattern: /^$/, unknownWords: [] };
    // Every food of the head is the dish's, the index name's too ('chicken' in 'buffalo chicken salad').
    const headGroups = findFoodsInText(head.replace(FAMILY_NOUNS, ' '))
      .map((keys) => keys.filter((key) => isAllowed(getFood(key))))
      .filter((keys) => keys.length > 0);
    const composed = composeForDish(around, { ...dishContext, namedGroups: headGroups });
    if (!composed.candidate) return choice;
    const styleFoods = styles.flatMap((word) => REGIONAL_STYLE_FOODS[word] ?? []);
    const foods = [...headGroups.map((keys) => getFood(keys[0] ?? '').name), ...styleFoods];
    return {
      candidate: composed.candidate,
      match: 'family',
      matchNote: `Forkcast's offline cookbook doesn't know ${head} as such yet — this is ${describeFamilyDish(family, head, foods)}.`,
      tips: [],
    };
  }

  /**
   * A food the cook named is in the cart: the item itself, or one of its kind when the cook named only the kind
   * ('a fish dinner' with salmon in the cart; not 'a cod dinner').
   */
  function isInCart(keys: readonly string[]): boolean {
    const head = promptHead;
    return keys.some((key) => {
      const named = getFood(key);
      // 'the fish I bought', 'my fish', 'the fish from the market' (thirteenth round): the cook points at the cart's item of
      // that kind, wherever in the prompt.
      const isNamedKind = (word: string) =>
        new RegExp(`\\b${word}\\b`).test(head) ||
        new RegExp(`\\b(?:the|my|our) ${word} (?:i|we|i've|we've|from|that|which|in|left)\\b|\\b(?:my|our) ${word}\\b`).test(request.prompt.toLowerCase());
      const kind = Object.entries(KIND_WORDS).find(([word, tag]) => isNamedKind(word) && named.tags.includes(tag))?.[1];
      // 'a vegetable side', 'something with veg' (twenty-eighth round): vegetables by name are the cart's vegetables.
      const isVegKind = key === MIXED_VEGETABLES && /\b(?:veg|veggies?|vegetables?)\b/.test(head);
      return pantry.some(
        (food) =>
          food.key === key ||
          (kind !== undefined && food.category === named.category && food.tags.includes(kind)) ||
          (isVegKind && (food.category === 'vegetable' || food.category === 'greens')),
      );
    });
  }

  function chooseOpen(): TChoice {
    let candidates = buildCandidates(narrow(CATALOGUE, dishFilters));
    // A dish titled in the cook's words wins ('vegan butter chicken' is Butter Chicken, made vegan, saying so).
    const titled = candidates.filter(isTitledAsAsked);
    if (titled.length === 0) {
      // Only what the cook cannot eat was asked for ('something with peanuts'): nothing honest to make.
      const asksForMore = namedGroups.length > 0 || intent.kinds.length > 0 || intent.meal !== null || intent.wantsDrink;
      if (askedButForbidden.length > 0 && !asksForMore) throw new DishUnknownError(request.prompt, { kind: 'forbidden', foods: askedButForbidden });
      const unknown = findUnknownDish(request.prompt);
      if (unknown) throw new DishUnknownError(unknown, { kind: 'unknown' });
    }
    // A request that names no food and no kind may take any dish the cook can have.
    if (candidates.length === 0 && namedGroups.length === 0 && intent.kinds.length === 0) candidates = buildCandidates(CATALOGUE);
    // What the prompt asks (the foods it names, low-carb, five ingredients…) comes before the cart:
    // the cart only chooses among the dishes that meet it.
    candidates = [...narrow(candidates, buildCandidateFilters(intent, namedGroups))];
    // 'something baked', 'a roasted dinner': the way of cooking asked for is the oven's, when the cookbook has such a dish.
    if (/\b(baked|roasted|baking|oven)\b/.test(promptHead)) {
      const fromOven = candidates.filter((candidate) => candidate.blueprint.equipment.includes('oven'));
      if (fromOven.length > 0) candidates = fromOven;
    }
    // From what the cook has: an open request with a cart takes a dish that uses two of its items.
    if (pantry.length >= 2) {
      const usesTwo = candidates.filter((candidate) => pantryCount(candidate) >= 2);
      // The cart's meat or fish is used where the dish takes one (fourteenth round): minced beef in the cart is not a
      // lentil shepherd's pie, nor tinned sardines a garlic-prawn dish.
      // Only a main the cart names as the table does ('minced beef' is ground beef; 'beef strips' are not mince).
      const cartWords = request.cartItems.map((item) => item.toLowerCase());
      const isWritten = (food: TFood) =>
        [food.name.toLowerCase(), ...food.aliases.filter((alias) => alias.includes(' '))].some((name) =>
          cartWords.some((item) => item.includes(name) || name.includes(item)),
        );
      const cartMains = pantry.filter((food) => isCartMain(food) && isWritten(food));
      // The main as bought: strips of beef are not the mince of a chilli.
      const usesMain = usesTwo.filter((candidate) => candidate.lines.some((line) => cartMains.some((main) => main.key === line.food.key)));
      // Not when the cook asked for a style, an occasion or a way of cooking ('a romantic dinner', 'an Indian dish', 'a
      // no-oven meal'): a dish built from the cart would drop what they asked for.
      const asksStyle = intent.cuisines.length > 0 || intent.tags.length > 0 || intent.kinds.length > 0 || intent.isNoOven;
      const fromCartMain =
        cartMains.length > 0 && usesMain.length === 0 && titled.length === 0 && namedGroups.length === 0 && !asksStyle ? composeFromCart() : null;
      if (fromCartMain) return fromCartMain;
      if (usesMain.length > 0) candidates = usesMain;
      else if (usesTwo.length > 0) candidates = usesTwo;
      else if ((titled.length === 0 && namedGroups.length === 0) || (namedGroups.length > 0 && namedGroups.every(isInCart))) {
        const fromCart = composeFromCart();
        if (fromCart) return fromCart;
      }
      // 'what can I make for the kids tonight' with pasta, cheddar, milk and broccoli (twentieth round): of the dishes that
      // use the cart, those using the most of it — not a bolognese of the pasta and a splash of the milk.
      // Three is plenty: a bigger cart keeps its choice of dishes (and room for the items due soonest).
      if (candidates.some((candidate) => pantryCount(candidate) >= 3)) candidates = candidates.filter((candidate) => pantryCount(candidate) >= 3);
    }
    // Items whose use-by is nearest come first.
    const useSoonKeys = readUseSoonKeys(request);
    const usesSoon = candidates.filter((candidate) => candidate.pantryUsed.some((food) => useSoonKeys.has(food.key)));
    if (usesSoon.length > 0) candidates = usesSoon;
    // Open with a cart, naming no food of its own: "a quick lunch using leftover rice" keeps to the rice, not the cart.
    const isOpenWithCart = pantry.length >= 2 && namedGroups.length === 0 && readDishWords(request.prompt).length === 0;
    // Items nearest their use-by come first: no cookbook dish uses them, so one is composed around them.
    if (isOpenWithCart && usesSoon.length === 0 && pantry.some((food) => useSoonKeys.has(food.key))) {
      const fromCart = composeFromCart();
      if (fromCart) return fromCart;
    }
    // 'a fish supper' with fish, potatoes and peas in the cart: a dish titled in the cook's words answers only when one
    // of them uses two cart items; else the cart's dish of that food (fish and chips) does.
    const titledFromCart = pantry.length >= 2 ? titled.filter((each) => pantryCount(each) >= 2) : titled;
    const pickFrom = titledFromCart.length > 0 ? titledFromCart : titled.length > 0 && !isOpenWithCart ? titled : candidates;
    const candidate = pickCandidate(pickFrom, dishFilters, intent, namedGroups, request);
    // 'a fancy fish dinner' with sea bass, fennel, orange and olives, 'something with smoked fish' with smoked haddock
    // (twenty-sixth round): the food named is the cart's (its kind, or a more specific one), and no cookbook dish of it uses
    // two of the cart's items — the cart's dish, led by that item, not a curry of the sea bass alone or cod tacos.
    if (pantry.length >= 2 && namedGroups.length > 0 && namedGroups.every(isInCart) && (!candidate || pantryCount(candidate) < 2)) {
      const fromCart = composeFromCart();
      if (fromCart) return fromCart;
    }
    // The foods the cook named are in the dish: with no dish of the cookbook holding them all, one is composed around them.
    // A request made only of foods and describing words ('Jamaican steamed cabbage', 'cheese on toast') names a dish of
    // those foods: a cookbook dish must carry them in its title, not only somewhere in it (not Vegetable Chow Mein).
    const dishWords = readDishWords(request.prompt);
    const isDishOfFoods =
      intent.meal === null &&
      intent.kinds.length === 0 &&
      !intent.wantsDrink &&
      dishWords.length > 0 &&
      dishWords.every((word) => findFoodsInText(word).length > 0);
    const isTitledWithFoods = (chosen: TCandidate) => !isDishOfFoods || holdsWords(chosen.blueprint.title, dishWords) || isTitledAsAsked(chosen);
    // 'a creamy Tuscan salmon': the words that set the dish's style are in it too — a cuisine the cookbook knows
    // (an Italian dish, not Pan-Seared Salmon with Lemon Butter) and a texture's food (cream) — else one is composed.
    const missingStyle = isDishOfFoods && candidate ? findMissingStyle(candidate) : null;
    if (
      namedGroups.length > 0 &&
      (missingStyle !== null ||
        !(candidate && (namedGroups.every((keys) => usesKey(candidate, keys)) || isTitledAsAsked(candidate)) && isTitledWithFoods(candidate)))
    ) {
      // 'use up the yogurt, then the berries', 'use the mussels first' (thirteenth round): an open request naming only cart
      // items is a dish of the cart led by them, not a dish titled "Use Up The Yogurt".
      const fromCart = isOpenHead(request.prompt) && pantry.length >= 2 && namedGroups.some(isInCart) ? composeFromCart() : null;
      if (fromCart) return fromCart;
      const composed = composeAroundFoods(missingStyle?.foods ?? []);
      if (composed) return composed;
    }
    if (isOpenWithCart && (!candidate || pantryCount(candidate) < 2)) {
      const fromCart = composeFromCart();
      if (fromCart) return fromCart;
    }
    if (!candidate) throw new DishUnknownError(request.prompt, { kind: 'restricted', detail: '' });
    // 'a fish supper' (nineteenth round): a food and a meal name no dish — a fish curry chosen for it is chosen, not named.
    const isFoodForMeal = MEAL_WORDS.has(promptHead.split(' ').at(-1) ?? '');
    if (titled.includes(candidate) && findUnknownDish(request.prompt) === null && promptHead.split(' ').length >= 2 && !isFoodForMeal) {
      return { candidate, match: 'named', matchNote: '', tips: [] };
    }
    const used = candidate.pantryUsed.map((food) => food.name);
    // 'a dinner with chicken' for a vegetarian: made without it, saying so.
    const cannot =
      askedButForbidden.length > 0 ? ` You asked for ${listNames(askedButForbidden)}, which your dietary restrictions rule out, so it has none.` : '';
    if (request.cartItems.length > 0 && used.length >= 2) {
      return { candidate, match: 'cart', matchNote: `You didn't name a dish, so this one is built from your cart: ${listNames(used)}.${cannot}`, tips: [] };
    }
    const why =
      request.cartItems.length === 0
        ? ''
        : used.length === 1
          ? ` It uses ${used[0] ?? ''} from your cart; nothing else in it fits a dish you can have.`
          : ' Nothing in your cart fits a dish you can have, so it uses none of it.';
    return { candidate, match: 'open', matchNote: `You didn't name a dish, so Forkcast chose this one for your request.${why}${cannot}`, tips: [] };
  }

  /**
   * The final gate: a request that names a dish is answered by that dish, or by a dish of its family
   * that says so — never by whatever scored best. Anything else is an honest DISH_UNKNOWN.
   */
  function keepToAskedDish(choice: TChoice): TChoice {
    if (isMocktailOfCocktail) return choice;
    // 'a side for the barbecue' with a cart: a dish of the family asked, composed from the cart and saying so.
    // 'something to bake' with flour and sultanas: a cake is baked too.
    const answerFamily = choice.match === 'cart' ? readAnswerFamily(choice.candidate) : null;
    if (dish !== null && (answerFamily === dish.family || (dish.family === 'bake' && answerFamily === 'cake'))) return choice;
    const words = readDishWords(request.prompt);
    if (!indexed && dish?.isSpecific !== true && words.length === 0) return choice;
    if (isAnswerOf(choice.candidate, words)) return sayDefiningSwap(choice, words);
    // The index dish named with the cook's gloss of it ('biko sticky rice cake', twenty-fifth round): every other word is
    // its description's, its defining foods' or a family's noun.
    // A food word only within a two-word food the description names ('sticky rice'): 'squash' alone may be another food.
    const headWords = promptHead.split(' ');
    const isInDescribedPair = (word: string) =>
      headWords.some((each, at) => each === word && readPairsAround(headWords, at).some((pair) => describeText.includes(` ${pair} `)));
    const isGlossWord = (word: string) =>
      indexedPhraseWords.has(toLookupKey(word)) ||
      (describeWords.has(word) && (findFood(word) === null || isInDescribedPair(word))) ||
      recogniseDish(word) !== null;
    if (indexed && choice.candidate.blueprint.id === indexedId && words.every(isGlossWord)) return choice;
    const askedFamily = indexed?.dish.family ?? dish?.family ?? null;
    if (choice.match === 'family' && choice.matchNote !== '' && askedFamily !== null && readAnswerFamily(choice.candidate) === askedFamily) return choice;
    // 'aubergine curry': a curry composed around the food named, not the cookbook's other curry.
    if (dish && namedGroups.length > 0) {
      const composed = composeForDish({ ...dish, isSpecific: true }, dishContext);
      if (composed.candidate && isAnswerOf(composed.candidate, words)) return { candidate: composed.candidate, ...describeComposedMatch(dish, false) };
    }
    // 'escamoles tacos' is not the index's Ground Beef Tacos the cook cannot have: a dish the cookbook does not know.
    const hasUnknownWord = words.some((word) => findFoodsInText(word).length === 0 && isUnknownNameWord(word));
    const isKnown =
      (indexed !== null && !hasUnknownWord) || (dish !== null && dish.unknownWords.length === 0 && words.every((word) => findFoodsInText(word).length > 0));
    const name = hasUnknownWord ? promptHead : (indexed?.dish.name ?? (dish?.isSpecific ? dish.phrase : promptHead));
    throw new DishUnknownError(name, isKnown ? { kind: 'restricted', detail: '' } : { kind: 'unknown' });
  }

  /**
   * The last check before answering (seventh round): the answer is of the family the head's own noun names ('tonkatsu
   * sauce' is a sauce, not Tonkatsu), carries the cuisine the head names ('Moroccan spiced coffee' is no American latte),
   * is not found by a cuisine word alone beside a word the composer does not know ('Danish frikadeller' is not Danish
   * Pastry), and has no main the cook did not ask for in place of the foods they named ('roast sweet potatoes' is not a
   * chicken traybake). Failing, a dish of the head's family is composed with the head's foods, saying so, else DISH_UNKNOWN.
   */
  function keepToHead(choice: TChoice): TChoice {
    if (choice.match === 'cart' || choice.match === 'open' || isMocktailOfCocktail) return choice;
    const words = promptHead.split(' ').filter(Boolean);
    const candidate = choice.candidate;
    const title = candidate.blueprint.title;
    // 'nam jim jaew Thai dipping sauce' (fourteenth round): a long head whose name the composer does not know, answered by
    // a cookbook dish that shares only the family word with it ('Crispy Falafel with Tahini Sauce'), is another dish.
    const isCookbookDish = !candidate.blueprint.id.startsWith('composed:') && !(indexed !== null && candidate.blueprint.id === indexedId);
    const sharesOnlyFamily = words.every((word) => recogniseDish(word) !== null || isCuisineName(word) || !holdsWords(title, [word]));
    if (words.length > 5 && choice.match === 'named' && isCookbookDish && sharesOnlyFamily && words.some((word) => !isKnownWord(word))) {
      throw new DishUnknownError(promptHead, { kind: 'unknown' });
    }
    // Only a head that names a dish ('a Thai curry with coconut milk' names a family; 'a Mexican dinner' asks openly).
    if (words.length === 0 || words.length > 5 || isOpenHead(request.prompt)) return choice;
    const isIndexedAnswer = indexed !== null && candidate.blueprint.id === indexedId;
    const isOutsideIndexName = (word: string) => !indexedPhraseWords.has(toLookupKey(word));
    if (indexed && isCuisineName(indexed.phrase) && words.some((word) => isOutsideIndexName(word) && findUnknownDish(word) !== null)) {
      throw new DishUnknownError(promptHead, { kind: 'unknown' });
    }
    const last = words[words.length - 1] ?? '';
    const headFamily = recogniseDish(last)?.family ?? null;
    const isOtherFamily =
      headFamily !== null &&
      HEAD_NOUN_FAMILIES.has(headFamily) &&
      // An index dish of its own name takes a noun of a like kind ('lagman soup'); a condiment or a drink is another thing.
      (!isIndexedAnswer || CONDIMENT_FAMILIES.has(headFamily)) &&
      isOutsideIndexName(last) &&
      !holdsWords(title, [last]) &&
      // The dish's own description's noun is the cook's gloss of it ('chakalaka relish': "a spicy relish of beans…").
      !(isIndexedAnswer && describeWords.has(last)) &&
      readAnswerFamily(candidate) !== headFamily;
    if (isOtherFamily) return composeHeadFamily(headFamily);
    // A spread or sauce named before a dish's noun is what goes in it ('a jam sandwich', 'a hummus wrap'), not the dish.
    const isFillingOfHead =
      isIndexedAnswer &&
      headFamily !== null &&
      FILLING_FAMILIES.has(indexed.dish.family) &&
      !CONDIMENT_FAMILIES.has(headFamily) &&
      headFamily !== indexed.dish.family &&
      isOutsideIndexName(last);
    if (isFillingOfHead) return composeHeadFamily(headFamily);
    const answerFamily = readAnswerFamily(candidate) ?? dish?.family ?? indexed?.dish.family ?? null;
    const isFromCatalogue = !candidate.blueprint.id.startsWith('composed:') && !isIndexedAnswer && indexed === null;
    // A cookbook dish chosen by its family alone ('Moroccan spiced coffee' → a latte): no other word of the head in its title.
    const isByFamilyOnly = words.every((word) => isCuisineName(word) || !holdsWords(title, [word]));
    const isCuisineMissing = words.some(
      (word) =>
        isCuisineName(word) && !holdsWords(title, [word]) && !parseIntent(word).cuisines.some((cuisine) => candidate.blueprint.cuisines.includes(cuisine)),
    );
    // 'Ulster fry' → Beef and Broccoli Stir-Fry: a cookbook dish that holds no word of the head the composer does not know.
    const foodWords = new Set(readFoodSpans().flatMap((span) => span.words));
    const isCookbookAnswer = !candidate.blueprint.id.startsWith('composed:') && !isIndexedAnswer;
    const unknownWord = readDishWords(request.prompt).find(
      (word) =>
        !foodWords.has(word) &&
        isOutsideIndexName(word) &&
        isOutsideIndexName(`${word}s`) &&
        !holdsWords(title, [word]) &&
        !title.toLowerCase().includes(word) &&
        findUnknownDish(word) !== null &&
        parseIntent(word).cuisines.length === 0,
    );
    if (isCookbookAnswer && unknownWord !== undefined && choice.match === 'named' && answerFamily !== null) return composeHeadFamily(answerFamily);
    if (isFromCatalogue && isByFamilyOnly && isCuisineMissing && choice.match === 'named' && answerFamily !== null) return composeHeadFamily(answerFamily);
    // 'pork chops with apple sauce': the index dish after 'with' is the side; the head's foods are the dish.
    const isAfterWith = /\swith\s/.test(request.prompt.toLowerCase());
    const isSideAnswer =
      isAfterWith &&
      ((isIndexedAnswer && recogniseIndexedDish(promptHead)?.dish !== indexed.dish) || (!indexed && dish !== null && recogniseDish(promptHead) === null));
    // 'roast sweet potatoes': the foods named and no main of the cook's — a dish whose title holds none of them and whose
    // main is one the cook did not name is another dish.
    const isFoodInTitle = (keys: readonly string[]) => holdsFood(title, keys);
    const headGroups = findFoodsInText(promptHead.replace(FAMILY_NOUNS, ' ')).filter((keys) => keys.some((key) => isAllowed(getFood(key))));
    const namesMain = namedGroups.some((keys) => keys.some((key) => getFood(key).category === 'protein'));
    const hasOtherMain = candidate.lines.some((line) => line.food.category === 'protein' && !line.food.isBasic && !namedKeys.has(line.food.key));
    if (isFromCatalogue && choice.match === 'named' && headGroups.length > 0 && !namesMain && hasOtherMain && !headGroups.some(isFoodInTitle)) {
      return composeHeadFamily(answerFamily ?? chooseAroundFamily(request.prompt.toLowerCase()), true);
    }
    if (isSideAnswer && headGroups.length > 0 && !headGroups.some(isFoodInTitle)) {
      return composeHeadFamily(chooseAroundFamily(promptHead), true);
    }
    return choice;
  }

  /** A dish of the family the head names, composed with the head's foods and saying so; DISH_UNKNOWN when the head names no food. */
  function composeHeadFamily(family: TFamily, isKnownName = false): TChoice {
    const ownGroups = findFoodsInText(promptHead.replace(FAMILY_NOUNS, ' '))
      .map((keys) => keys.filter((key) => isAllowed(getFood(key))))
      .filter((keys) => keys.length > 0);
    // 'an Indian curry with cauliflower', 'çılbır poached eggs with yoghurt': the foods after the head are the dish's too.
    const headGroups = [...ownGroups, ...namedGroups.filter((keys) => !ownGroups.some((own) => own.some((key) => keys.includes(key))))];
    // A word inside a food of the head ('chops' in 'pork chops') is that food's, not an unknown name.
    const foodWords = new Set(readFoodSpans().flatMap((span) => span.words));
    const unknownWords = promptHead.split(' ').filter((word) => word !== '' && !foodWords.has(word) && findUnknownDish(word) !== null);
    if (ownGroups.length === 0 && headGroups.length === 0) throw new DishUnknownError(promptHead, { kind: 'unknown' });
    const around: TDish = { family, isSpecific: true, phrase: promptHead, titlePattern: /^$/, unknownWords };
    const composed = composeForDish(around, { ...dishContext, namedGroups: headGroups });
    if (!composed.candidate) throw new DishUnknownError(promptHead, { kind: 'unknown' });
    // Every word of the name known ('roast sweet potatoes'): the dish itself, composed.
    // The cuisine asked for counts as carried when the composed dish is of it ('Indian curry' from the curry template).
    const cuisines = parseIntent(promptHead).cuisines;
    const isOfCuisine = cuisines.length > 0 && cuisines.some((cuisine) => composed.candidate?.blueprint.cuisines.includes(cuisine));
    const hasCuisineWord = promptHead.split(' ').some(isCuisineName);
    if (unknownWords.length === 0 && (isKnownName || isOfCuisine || isToppingOnToast(family, promptHead)) && (!hasCuisineWord || isOfCuisine))
      return { candidate: composed.candidate, match: 'named', matchNote: '', tips: [] };
    const foods = headGroups.map((keys) => getFood(keys[0] ?? '').name);
    return {
      candidate: composed.candidate,
      match: 'family',
      matchNote: `Forkcast's offline cookbook doesn't know ${promptHead} as such yet — this is ${describeFamilyDish(family, promptHead, foods)}.`,
      tips: [],
    };
  }

  /**
   * A food the dish is named after that the cook cannot have ('paneer' in a dairy-free paneer tikka) is
   * never swapped silently: its own like-for-like swap is a family answer that says so; a dish without
   * it or with something unrelated in its place (beef for seitan) is not the dish — an honest DISH_UNKNOWN.
   */
  function sayDefiningSwap(choice: TChoice, words: readonly string[]): TChoice {
    const notes: string[] = [];
    // Read as the cook wrote it: 'peanut butter' is one food, not butter; 'cake' is the dish, not a food in it.
    const groups = findFoodsInText(promptHead.replace(/\b[a-z]+-free\b/g, ' ').replace(FAMILY_NOUNS, ' '));
    // 'egg fried rice without eggs': what the cook leaves out themselves is their choice, said elsewhere.
    const leftOutByCook = new Set(findFoodsInText(/\b(?:without|no|minus|hold the)\s+(.*)$/.exec(request.prompt.toLowerCase())?.[1] ?? '').flat());
    for (const keys of groups) {
      if (keys.length === 0 || keys.some((key) => isAllowed(getFood(key)))) continue;
      const from = getFood(keys[0] ?? '');
      const word = from.aliases[0] ?? from.name.toLowerCase();
      // 'hummus' is the dish itself, made without what the cook cannot have; a never-want is the cook's choice, said elsewhere.
      if (
        (indexed && toLookupKey(word) === toLookupKey(indexed.dish.name)) ||
        // 'ice cream' in a vegan ice cream is the dish's own kind, made without dairy, not a food left out.
        (recogniseDish(word)?.family ?? null) === (indexed?.dish.family ?? dish?.family ?? '') ||
        keys.some((key) => leftOutByCook.has(key) || isBanned(getFood(key), request.avoidIngredients ?? []))
      )
        continue;
      const fact = from.tags.find((tag) => restricted.has(tag));
      const why = fact && describeFact(fact) !== word ? `${capitalise(word)} is ${describeFact(fact)}` : `You avoid ${word}`;
      const rest = words.filter((each) => findFoodsInText(each).length === 0).join(' ');
      const what = rest !== '' ? rest : FAMILY_WORDS[indexed?.dish.family ?? dish?.family ?? 'side'].replace(/^an? /, '');
      const swap = choice.candidate.swaps.find((each) => keys.includes(each.from.key) && each.reason === 'diet');
      // The dish itself, with the food swapped or left out by the adapt stage: said.
      if (swap) {
        notes.push(swap.to ? `${why}, so this ${what} uses ${swap.to.name} instead.` : `${why}, so this ${what} has none.`);
        continue;
      }
      // Something else of its kind in its place (beef in a seitan stir-fry) is another dish, not this one without it.
      const isOtherInItsPlace = choice.candidate.lines.some(
        (line) => line.food.category === from.category && from.category !== 'other' && !namedKeys.has(line.food.key) && !line.food.isBasic,
      );
      const hasOtherMain = choice.candidate.lines.some((line) => line.food.category === 'protein' && !namedKeys.has(line.food.key));
      // With no other food the cook named in it, a main they did not ask for is the dish ('seitan stir-fry' → beef); beside one, it is the dish without it.
      const hasNamedFood = groups.some((other) => other !== keys && other.some((key) => isAllowed(getFood(key))));
      if (isOtherInItsPlace || (!hasNamedFood && hasOtherMain)) {
        throw new DishUnknownError(promptHead, { kind: 'forbidden', foods: [from.name] });
      }
      if (!choice.matchNote.toLowerCase().includes(word)) notes.push(`${why}, so this ${what} has none.`);
    }
    if (notes.length === 0) return choice;
    return { ...choice, match: 'family', matchNote: [choice.matchNote, ...notes].filter(Boolean).join(' ') };
  }

  /**
   * The answer is the dish asked for: the index dish itself (with any other words the cook named), or a
   * title with each word of the name — a food word may be in the dish instead, unless the dish is named after it.
   */
  function isAnswerOf(candidate: TCandidate, words: readonly string[]): boolean {
    const title = candidate.blueprint.title;
    const isIndexedAnswer =
      indexed !== null &&
      (candidate.blueprint.id === indexedId || holdsEveryWord(title, toLookupKey(indexed.dish.name)) || holdsEveryWord(title, indexed.phrase));
    if (words.length === 0) return isIndexedAnswer || (dish !== null && isSameDish(dish, candidate.blueprint));
    const indexWords = new Set(isIndexedAnswer && indexed ? indexed.phrase.split(' ') : []);
    const nameWords = new Set(dish ? dish.phrase.split(' ') : []);
    const lowerTitle = title.toLowerCase();
    const isFoodInTitle = (keys: readonly string[]) =>
      keys.some((key) => {
        const food = getFood(key);
        return [food.name.toLowerCase(), ...food.aliases, ...food.titleWord.toLowerCase().split('|')].some((name) => name !== '' && lowerTitle.includes(name));
      });
    let leftOut = 0;
    const isOfAskedFamily = dish !== null && (isSameDish(dish, candidate.blueprint) || readAnswerFamily(candidate) === dish.family);
    const isEveryWordAnswered = words.every((word) => {
      if (indexWords.has(toLookupKey(word)) || holdsWords(title, [word])) return true;
      const groups = findFoodsInText(word);
      // Beside the index dish's name, only foods count ('Senegalese', 'skewers' describe it); the family's own word is its family.
      // A name word the composer does not know ('sev' in 'sev puri', 'escamoles' in 'escamoles tacos') is another dish.
      if (isIndexedAnswer && groups.length === 0) return !isUnknownNameWord(word);
      // 'naan bread', 'a soda bread loaf': 'bread' beside a bread of the index restates what it is.
      if (isIndexedAnswer && indexed && BREAD_FAMILIES.has(indexed.dish.family) && BREAD_WORDS.has(word)) return true;
      if (isOfAskedFamily && recogniseDish(word)?.family === dish?.family) return true;
      // A food the cook cannot have ('shrimp pasta' with a shellfish allergy) is left out, saying so.
      if (groups.length > 0 && groups.every((keys) => keys.every((key) => !isAllowed(getFood(key))))) {
        leftOut += 1;
        return true;
      }
      if (nameWords.has(word) && !isIndexedAnswer) return groups.some(isFoodInTitle);
      const key = toLookupKey(word);
      const isInLines = candidate.lines.some((line) => [line.food.name, ...line.food.aliases].some((name) => toLookupKey(name).split(' ').includes(key)));
      return isInLines || groups.some((keys) => usesKey(candidate, keys));
    });
    // Nothing of the dish is left when every word named is left out ('gluten-free seitan'), unless its family is.
    return isEveryWordAnswered && (leftOut < words.length || isIndexedAnswer || (dish !== null && isSameDish(dish, candidate.blueprint)));
  }

  /** A word of the prompt's head that no food, family, describing word or the index dish's own text knows. */
  function isUnknownNameWord(word: string): boolean {
    // Only where the index dish was found by a family word alone ('tacos' for Ground Beef Tacos): beside a
    // name of its own ('Trinidad pelau', 'pad kra pao moo') a word the composer does not know is a place or a detail.
    if (!indexed || indexed.phrase.includes(' ') || recogniseDish(indexed.phrase) === null) return false;
    if (recogniseDish(word) !== null || findFood(word) !== null) return false;
    const own = toLookupKey([indexed.dish.name, ...indexed.dish.aliases, indexed.dish.describe, indexed.dish.cuisine].join(' ')).split(' ');
    if (own.includes(toLookupKey(word))) return false;
    return findUnknownDish(word) !== null;
  }

  /** The foods of the prompt's head as the cook wrote them, longer spans first ('sweet potato' before 'potato'). */
  function readFoodSpans(): TFoodSpan[] {
    if (foodSpans) return foodSpans;
    const head = promptHead.split(' ').filter(Boolean);
    const spans: TFoodSpan[] = [];
    for (const length of [3, 2, 1]) {
      for (let start = 0; start + length <= head.length; start += 1) {
        const words = head.slice(start, start + length);
        const groups = findFoodsInText(words.join(' '));
        const [key] = groups.flat();
        // One food for the whole span: 'sweet potato' is one, 'chicken rice' two.
        if (groups.length === 1 && key && !spans.some((span) => span.key === key)) spans.push({ key, words });
      }
    }
    foodSpans = spans;
    return spans;
  }

  /**
   * 'swede mash': the cook names a food of the same kind as the one the index dish is named after
   * (Mashed Potatoes) and calls the dish by a name without it ('mash'): the dish is made of their food
   * instead, titled in their words ('Swede Mash'), not the dish of the other food.
   */
  function findStandIn(indexedDish: TIndexedDish, phrase: string): { dish: TIndexedDish; title: string; word: string; replaced: string } | null {
    const [first = '', ...others] = indexedDish.defining;
    const ownKey = findFormOfFood(first);
    if (!ownKey) return null;
    const own = getFood(ownKey);
    const isNamedAfter = (name: string) => [own.name, ...own.aliases].some((alias) => holdsEveryWord(name, toLookupKey(alias)));
    if (!isNamedAfter(indexedDish.name)) return null;
    // 'sweet potato wedges': a longer food of the cook's holds the word the dish is named after (potato); the
    // cook's food, the more specific one, is the dish's, not dropped for the index dish's own.
    const isInPhrase = (word: string) =>
      toLookupKey(word)
        .split(' ')
        .every((part) => phrase.split(' ').includes(part));
    const isHoldingOwn = (words: readonly string[]) => words.some(isInPhrase) && !words.every(isInPhrase);
    const spans = readFoodSpans();
    if (isNamedAfter(phrase) && !spans.some((span) => isHoldingOwn(span.words))) return null;
    const head = promptHead.split(' ');
    for (const span of spans) {
      const key = span.key;
      // A hyphenated word is the index phrase's two ('dry-fried' is 'dry fried'): else 'dry-fried green' was a stand-in of greens.
      const spanKeys = span.words.flatMap((word) => toLookupKey(word).split(' '));
      if (
        key === ownKey ||
        getFood(key).name === own.name ||
        spanKeys.includes('') ||
        (spanKeys.every((each) => phrase.split(' ').includes(each)) && !isHoldingOwn(span.words))
      )
        continue;
      const food = getFood(key);
      if (food.category !== own.category || food.category === 'other' || !isAllowed(food)) continue;
      // 'cola chicken wings' (twenty-first round): the cook's word inside the dish's own food ('chicken' of 'chicken wing')
      // is that food said more broadly, not another food to stand in for it — no chicken breast in the wings.
      const ownWords = new Set(toLookupKey(own.name).split(' '));
      if (spanKeys.every((each) => ownWords.has(each))) continue;
      // In the cook's order: 'swede mash' → 'Swede Mash', 'jerk tofu' → 'Jerk Tofu', 'sweet potato wedges' → 'Sweet Potato Wedges'.
      const nameWords = new Set(phrase.split(' '));
      const inOrder = head.filter(
        (each) => span.words.includes(each) || nameWords.has(toLookupKey(each)) || nameWords.has(toLookupKey(each).replace(/s$/, '')),
      );
      const title = inOrder.join(' ').replace(/(^|\s)([a-z])/g, (_m, start: string, letter: string) => start + letter.toUpperCase());
      // The food's own words, not the dish's name read with them ('cod', not 'cod pâté').
      const spanOwnWords = span.words.filter((each) => !isInPhrase(each)).join(' ');
      const word = spanOwnWords !== '' && findFoodsInText(spanOwnWords).some((keys) => keys.includes(key)) ? spanOwnWords : span.words.join(' ');
      return { dish: { ...indexedDish, defining: [food.name, ...others] }, title, word, replaced: own.name };
    }
    return null;
  }

  /**
   * 'teriyaki salmon bowl', 'roasted vegetable couscous': foods the cook names beside the index dish's name,
   * and that the dish is made with, are in its title in the cook's order ('Teriyaki Salmon Rice Bowl',
   * 'Roasted Vegetables with Couscous') — the variant asked for, not the plain dish presented as it.
   */
  function titleWithNamedFoods(candidate: TCandidate, phrase: string): TCandidate {
    const head = promptHead.split(/\s+/).filter(Boolean);
    const phraseWords = new Set(phrase.split(' '));
    const at = head.findIndex((word) => phraseWords.has(toLookupKey(word)));
    if (at < 0) return candidate;
    const title = candidate.blueprint.title;
    const isInDish = (word: string) =>
      findFoodsInText(word).some((keys) => keys.some((key) => candidate.lines.some((line) => line.food.key === key && !line.food.isBasic)));
    // A food the dish already is ('tan yogurt drink', 'tongseng goat curry', 'kuymak cornmeal and cheese fondue'): the cook's
    // gloss of the index dish, named in its description or defining foods, is not a food added to it ("Tan with Yogurt").
    const ownWords = new Set(
      indexed
        ? toMatchKey(`${indexed.dish.describe} ${indexed.dish.defining.join(' ')}`)
            .split(' ')
            .map(toLookupKey)
        : [],
    );
    const extra = (word: string) => !phraseWords.has(toLookupKey(word)) && !ownWords.has(toLookupKey(word)) && !holdsWords(title, [word]) && isInDish(word);
    const before = head.slice(0, at).filter(extra).map(capitalise);
    const after = head.slice(at).filter(extra).map(capitalise);
    if (before.length === 0 && after.length === 0) return candidate;
    const named = [before.join(' '), title, after.length > 0 ? `with ${listNames(after)}` : ''].filter(Boolean).join(' ');
    return { ...candidate, blueprint: { ...candidate.blueprint, title: named } };
  }

  /** The family a chosen dish is of: its composing family, else the family its title names. */
  function readAnswerFamily(candidate: TCandidate): TFamily | null {
    const composed = /^composed:([a-z-]+):/.exec(candidate.blueprint.id)?.[1];
    const family = FAMILIES.find((each) => each === composed);
    if (family) return family;
    if (indexed && candidate.blueprint.id === indexedId) return indexed.dish.family;
    return recogniseIndexedDish(candidate.blueprint.title)?.dish.family ?? recogniseDish(candidate.blueprint.title)?.family ?? null;
  }

  /** 'a smoothie' with a cart: the kind asked for, built from what the cook has, says so. */
  function describeFamilyRequest(asked: TDish | null, candidate: TCandidate): Pick<TChoice, 'match' | 'matchNote' | 'tips'> {
    const used = candidate.pantryUsed.map((food) => food.name);
    if (asked?.isSpecific !== false || request.cartItems.length === 0 || used.length < 2) return { match: 'named', matchNote: '', tips: [] };
    return { match: 'cart', matchNote: `Built from your cart: ${listNames(used)}.`, tips: [] };
  }

  /** The dish's title holds the words the cook asked for ('vegan butter chicken' → Butter Chicken, made vegan). */
  function isTitledAsAsked(candidate: TCandidate): boolean {
    const words = promptHead.split(' ').filter(
      (word) =>
        word.length > 2 &&
        !GENERIC_TITLE_WORDS.has(word) &&
        // 'something baked' asks for a way of cooking, not for a dish titled 'Baked …'.
        !(isDescribingWord(word) && findFoodsInText(word).length === 0) &&
        !/^(gluten|dairy|free|nut|egg|low|high|carb|meatless|healthy|easy|something|ideas?)$/.test(word),
    );
    return words.length > 0 && holdsWords(candidate.blueprint.title, words);
  }

  /**
   * The style words of a dish of foods the chosen dish does not carry: a cuisine the cookbook knows that is not
   * the dish's, a texture word whose food is not in it ('creamy' without cream); null when it carries them all.
   */
  function findMissingStyle(candidate: TCandidate): { foods: string[][] } | null {
    const words = promptHead.split(/\s+/);
    const title = candidate.blueprint.title;
    const isOtherCuisine = intent.cuisines.length > 0 && !candidate.blueprint.cuisines.some((cuisine) => intent.cuisines.includes(cuisine));
    const foods = words
      .map((word) => STYLE_FOODS[word])
      .filter((name): name is string => name !== undefined)
      .map((name) =>
        findFoodsInText(name)
          .flat()
          .filter((key) => isAllowed(getFood(key))),
      )
      .filter((keys) => keys.length > 0 && !usesKey(candidate, keys));
    const isCuisineMissing = isOtherCuisine && !words.some((word) => holdsWords(title, [word]) && CUISINE_ADJECTIVES.has(word));
    // 'sautéed kale', 'buttered leeks': a side of the food cooked that way, not a stew that holds it.
    const sideWord = words.find((word) => SIDE_MANNERS.has(word.normalize('NFD').replace(/[\u0300-\u036f]/g, '')));
    const isSideMissing = sideWord !== undefined && candidate.blueprint.kind !== 'side' && !holdsWords(title, [sideWord]);
    return isCuisineMissing || isSideMissing || foods.length > 0 ? { foods } : null;
  }

  /** 'miso glazed aubergine': a dish of a fitting family with the named foods as its mains, titled in the cook's words. */
  function composeAroundFoods(styleFoods: readonly string[][] = []): TChoice | null {
    const head = promptHead;
    const family = chooseAroundFamily(request.prompt.toLowerCase());
    const phrase = head.split(' ').length <= 5 && findFoodsInText(head).length > 0 ? head : '';
    const foods = [...namedGroups, ...styleFoods].map((keys) => getFood(keys[0] ?? '').name);
    // A cake of the fruit named says so in its title ('Plum Cake', not 'Plum' or 'Use Up the Plums').
    const cakeTitle =
      family === 'cake' && !/\b(?:cakes?|bakes?|loaf|sponge|muffins?)\b/.test(phrase) ? `${foods.map(singularizePhrase).join(' and ')} cake` : '';
    const dishAround: TDish = { family, isSpecific: true, phrase: cakeTitle || phrase || foods.join(' and '), titlePattern: /^$/, unknownWords: [] };
    const composed = composeForDish(dishAround, { ...dishContext, namedGroups: [...namedGroups, ...styleFoods] });
    if (!composed.candidate) return null;
    const asked = phrase ? `${phrase} as such` : 'a dish of just these';
    if (isToppingOnToast(family, phrase)) return { candidate: composed.candidate, match: 'named', matchNote: '', tips: [] };
    return {
      candidate: composed.candidate,
      match: 'family',
      matchNote: `Forkcast's offline cookbook doesn't know ${asked} yet — this is ${describeFamilyDish(family, phrase, foods)}.`,
      tips: [],
    };
  }

  /** The family a dish composed around foods takes, by what the request asks. */
  function chooseAroundFamily(text: string): TFamily {
    if (intent.wantsDrink) return 'smoothie';
    if (intent.meal === 'dessert' || /\b(sweet|treat|pudding|bake|baking|baked)\b/.test(text)) return intent.meal === 'breakfast' ? 'pancake' : 'cake';
    if (intent.meal === 'breakfast' || /\bbrunch\b/.test(text)) return 'omelette';
    if (/\b(soup|broth)\b/.test(text)) return 'soup';
    // 'a south indian thali' (twenty-eighth round): a thali's dishes are curries and dals, not a traybake of the cart.
    if (/\bthalis?\b/.test(text)) return 'curry';
    if (/\bsalad\b/.test(text)) return 'salad';
    // 'a vegetable side for sunday lunch' (twenty-eighth round): a side of the cart, not a traybake.
    if (/\bsides?\b/.test(text) && !/\bside salad\b/.test(text)) return 'side';
    // 'orzo with peas and feta': a pasta the cook names first is a pasta dish, not a traybake of it.
    const [firstFood] = findFoodsInText(promptHead);
    if (firstFood?.some((key) => PASTA_FORMS.has(findBaseForm(key)))) return 'pasta';
    if (/\b(toast|sandwich|toastie|sarnie|bap|roll)\b/.test(text)) return 'sandwich';
    if (/\b(steamed|boiled|buttered|sauteed|sautéed|braised|creamed|mashed|wilted|blanched)\b/.test(text)) return 'side';
    // 'quick lunch, ten mins' with wraps, hummus, carrot and spinach (twenty-first round): a cart that holds what a dish
    // is carried in — a wrap or tortilla, a pita — makes that dish; bread makes a sandwich for lunch.
    if (pantry.some((food) => CART_WRAPS.has(findBaseForm(food.key)))) return 'wrap';
    if (intent.meal === 'lunch' && pantry.some((food) => findBaseForm(food.key) === 'bread')) return 'sandwich';
    if (/\b(stir|wok|noodle|soy|miso|ginger)\b/.test(text) && !/\b(glazed|roast|baked|oven)\b/.test(text)) return 'stir-fry';
    // 'something spicy and fast', 'dinner in half an hour': a roast takes an hour; a stir-fry is the quick dish of what there is.
    if (/\b(fast|quick|speedy|hurry|rush|rushed)\b/.test(text) || (intent.maxMinutes !== null && intent.maxMinutes <= 30)) return 'stir-fry';
    // 'something with plums', 'figs to use up': fruit alone is a sweet bake, not a roast of it with potatoes and rosemary.
    if (namedGroups.length > 0 && namedGroups.every((keys) => isSweetFruit(getFood(keys[0] ?? '')))) return 'cake';
    return 'roast';
  }

  /**
   * An open request with a cart whose cookbook dishes use fewer than two of its items: a dish of the
   * request's kind composed around the items due soonest (the pantry reads them use-soon first), saying so.
   */
  function composeFromCart(asked: TFamily | null = null, style: TCartStyle | null = null): TChoice | null {
    // 'something to bake' with flour, butter and sultanas: a cake, not a savoury bake of raisins with onion and garlic.
    const chosenFamily = asked ?? chooseAroundFamily(request.prompt.toLowerCase());
    const family = (chosenFamily === 'bake' || chosenFamily === 'roast') && isSweetCart() ? 'cake' : chosenFamily;
    // The dish's mains: the cart's items in use-by order, as many as the kind of dish takes, the basics left to the method.
    // Items due soonest lead; then what gives a dish its character (a main, a vegetable, a fruit) before flour and sugar.
    const useSoonKeys = readUseSoonKeys(request);
    // The items the cook names ('use the mussels first') lead as those due soonest do.
    const isLead = (food: TFood) => useSoonKeys.has(food.key) || namedGroups.some((keys) => keys.includes(food.key));
    // The method's own foods (a cake's flour and butter) are in the dish anyway: the cart's flavours come before them
    // (twenty-sixth round: the white chocolate of a raspberry traybake, not its flour).
    const methodKeys = new Set(FAMILY_TEMPLATES[family].base.map((spec) => spec.split(' ')[0] ?? ''));
    const rank = (food: TFood) =>
      isLead(food) ? 0 : ['protein', 'vegetable', 'greens', 'fruit', 'cheese'].includes(food.category) ? 1 : methodKeys.has(food.key) ? 3 : 2;
    // A drink takes only what goes in a drink: no salmon in a cup of tea.
    const isDrink = DRINK_FAMILIES.has(family);
    // A cuisine's dish of the cart (twenty-sixth round) that is not baked takes no flour, sugar or yeast: no flour in a salad.
    const isBakingItem = (food: TFood) =>
      style !== null &&
      !SWEET_CART_FAMILIES.has(family) &&
      /^(?:all-purpose |plain |self-raising |bread )?(?:flour|sugar|caster sugar|yeast|baking powder)$/i.test(food.name);
    const items = pantry
      .filter((food) => !food.isBasic && !isBakingItem(food) && (!isDrink || !SAVOURY_CATEGORIES.has(food.category)))
      .map((food, index) => ({ food, index }))
      .sort((a, b) => rank(a.food) - rank(b.food) || a.index - b.index)
      .map(({ food }) => food)
      .slice(0, 3);
    if (items.length < 2) return null;
    // In a cuisine's style (twenty-sixth round): its usual seasonings join the cart's items, after them.
    const seasonings = (style?.seasonings ?? []).slice(0, 2).map((key) => [key]);
    const context: TDishContext = { ...dishContext, namedGroups: [...items.map((food) => [food.key]), ...seasonings] };
    // Titled after the foods that give it its character ('Plum Cake', not 'Plum and Flour Cake').
    const titled = items.filter((food) => rank(food) < 2);
    // One of each in a title: 'Raspberry and Apple Cake', not 'Raspberries and Apple Cake'.
    // The food's singular is its attributive form (twenty-seventh round): 'Cherry Tomato Soup', not 'Cherry Tomatoe Soup'.
    const [first, second] = (titled.length > 0 ? titled : items).map((food) => singularizePhrase((food.aliases[0] ?? food.name).toLowerCase()));
    // A cuisine's stew or curry says so in its title ('Alsatian-Style Sauerkraut and Sausage Stew').
    const noun = CART_DISH_NOUNS[family] ?? (style ? (STYLE_DISH_NOUNS[family] ?? '') : '');
    const phrase = [style ? `${style.cuisine}-style` : '', CART_DISH_MANNERS[family] ?? '', [first, second].filter(Boolean).join(' and '), noun]
      .join(' ')
      .trim();
    const dishAround: TDish = { family, isSpecific: true, phrase, titlePattern: /^$/, unknownWords: [] };
    const composed = composeForDish(dishAround, context);
    const candidate = composed.candidate;
    if (!candidate) return null;
    // 'only 5 ingredients' and '15-minute' are limits the cart's dish must keep too; the cookbook's dish keeps them otherwise.
    if (intent.maxIngredients !== null && candidate.lines.filter((line) => !line.food.isBasic).length > intent.maxIngredients) return null;
    if (intent.maxMinutes !== null && !canFitMinutes(candidate.blueprint, intent.maxMinutes, candidate.templates)) return null;
    if (items.filter((food) => candidate.lines.some((line) => line.food.key === food.key)).length < 2) return null;
    // The note names every cart item the dish uses, the ones it was built around first.
    const used = [...items, ...candidate.pantryUsed]
      .filter((food, index, all) => all.findIndex((other) => other.key === food.key) === index)
      .filter((food) => candidate.pantryUsed.some((other) => other.key === food.key) || candidate.lines.some((line) => line.food.key === food.key))
      .map((food) => food.name);
    // In a cuisine's style, the note says why it is not one of the cuisine's own dishes.
    const article = style && /^[aeiou]/i.test(style.cuisine) ? 'an' : 'a';
    const matchNote = style
      ? `No ${style.cuisine} ${style.kinds} the offline cookbook knows use two of your cart's items, so this is ${article} ${style.cuisine}-style ${FAMILY_WORDS[family].replace(/^an? /, '')} built from them: ${listNames(used)}.`
      : `You didn't name a dish, so this one is built from your cart: ${listNames(used)} (${FAMILY_WORDS[family]}, using what is due soonest first).`;
    return { candidate, match: 'cart', matchNote, tips: [] };
  }

  /** A cart of baking staples and sweet fruit (sugar ≥ 8 g per 100 g: raisins, apples, cherries) with nothing savoury in it. */
  function isSweetCart(): boolean {
    const items = pantry.filter((food) => !food.isBasic);
    return (
      items.some((food) => food.key === 'flour' || food.key === 'sugar') &&
      items.some(isSweetFruit) &&
      items.every((food) => !['protein', 'greens', 'cheese', 'grain'].includes(food.category) && (food.category !== 'vegetable' || isSweetFruit(food)))
    );
  }

  // The time asked for is a limit, not a wish: a dish that takes longer is made quicker where that is honest (smaller
  // pieces, a shorter simmer), else it is not the answer.
  const quick = intent.maxMinutes === null ? null : shortenToFit(chosen.candidate, intent.maxMinutes);
  if (quick !== null && quick.tip !== '') chosen = { ...chosen, candidate: quick.candidate, tips: [...chosen.tips, quick.tip] };
  // The cookbook's dish of the name is a slow one ('a 30-minute lamb curry' found Rogan Josh): the family's own quick take
  // on the foods named, if it fits.
  if (intent.maxMinutes !== null && quick === null && dish && (chosen.match === 'named' || chosen.match === 'family')) {
    const composed = composeForDish(dish, dishContext).candidate;
    const quickComposed = composed ? shortenToFit(composed, intent.maxMinutes) : null;
    if (quickComposed) {
      const tips = quickComposed.tip === '' ? [] : [quickComposed.tip];
      chosen = { ...describeComposedMatch(dish, false), candidate: quickComposed.candidate, tips };
    }
  }
  const total = chosen.candidate.blueprint.prepMinutes + chosen.candidate.blueprint.cookMinutes;
  if (intent.maxMinutes !== null && total > intent.maxMinutes) {
    throw new DishUnknownError(
      chosen.match === 'named' || chosen.match === 'family' ? (dish?.phrase ?? indexed?.dish.name ?? request.prompt) : request.prompt,
      {
        kind: 'time',
        minutes: intent.maxMinutes,
      },
    );
  }

  // 'two-ingredient banana pancakes' (fourteenth round): the count of foods is a limit the named dish should keep too; the
  // family's own plainer take is tried when the named one needs more. Past that the limit holds (seventeenth round): an
  // honest DISH_UNKNOWN, not a six-ingredient 'three ingredient smoothie'. The kitchen basics are not counted, and the
  // recipe's notes say so (describeCounts).
  if (intent.maxIngredients !== null && chosen.candidate.ingredientCount > intent.maxIngredients) {
    // The plainer take keeps the foods of the dish's own name ('a 5 ingredient tomato soup' is a soup of tomatoes, not the
    // soup template's squash): the name's foods join the ones named beside it.
    // An index dish's defining foods are its name's foods too (twenty-fifth round: 'a 4 ingredient mango lassi' is mango and
    // yogurt, not mango and ice): as many as fit the limit, most defining first, down to none (the take as before).
    const definingGroups = (indexed?.dish.defining ?? [])
      .map((name) => findFormOfFood(name))
      .flatMap((key) => (key === null || getFood(key).isBasic ? [] : [[key]]))
      .slice(0, intent.maxIngredients);
    const isNew = (keys: readonly string[], at: number, all: readonly (readonly string[])[]) =>
      !namedGroups.some((named) => named.some((key) => keys.includes(key))) && all.findIndex((other) => other.some((key) => keys.includes(key))) === at;
    const composePlainer = (defining: readonly string[][]) =>
      dish && (chosen.match === 'named' || chosen.match === 'family')
        ? composeForDish(dish, { ...dishContext, namedGroups: [...namedGroups, ...[...findFoodsInText(dish.phrase), ...defining].filter(isNew)] }).candidate
        : null;
    let plainer = composePlainer([]);
    for (let count = definingGroups.length; count > 0 && dish; count -= 1) {
      const withDefining = composePlainer(definingGroups.slice(0, count));
      if (withDefining && withDefining.ingredientCount <= intent.maxIngredients) {
        plainer = withDefining;
        break;
      }
    }
    if (dish && plainer && plainer.ingredientCount <= intent.maxIngredients) chosen = { ...describeComposedMatch(dish, false), candidate: plainer, tips: [] };
    else {
      const isNamed = chosen.match === 'named' || chosen.match === 'family';
      throw new DishUnknownError(isNamed ? (dish?.phrase ?? indexed?.dish.name ?? request.prompt) : request.prompt, {
        kind: 'count',
        ingredients: intent.maxIngredients,
      });
    }
  }

  // A dish chosen for an open request (composeForCuisine): the named dish, said to be chosen. A family dish in its style
  // ('doesn't know … yet') is not the index's dish: the next is tried.
  if (chosenFor !== undefined && chosen.match === 'family') throw new DishUnknownError(request.prompt, { kind: 'unknown' });
  // Finish adapting the chosen dish, then write the recipe.
  const finished = finishCandidate(chosen.candidate);
  // Named with the title as made for the cook ('Vegan Thai Green Tofu Curry'); the notes say which cart foods it uses.
  if (chosenFor !== undefined)
    chosen = { ...chosen, match: 'open', matchNote: `${chosenFor.lead}: ${finished.title}.${chosenFor.after ? ` ${chosenFor.after}` : ''}` };
  finished.tips.unshift(...chosen.tips);
  // 'for 500 people': made for the most the recipe scales to, and said so with the count asked.
  if (intent.servings !== null && intent.servings > MAX_SERVINGS) {
    finished.tips.push(
      `Made for ${MAX_SERVINGS}, the most one batch scales to: make it ${Math.ceil(intent.servings / MAX_SERVINGS)} times for ${intent.servings}.`,
    );
  }
  if (chosen.matchNote) finished.tips.unshift(chosen.matchNote);
  // The cart's foods in the cook's words ('prawns', 'sea bass'), in the lines, steps and notes alike.
  const adapted = sayCartWords(finished, request.cartItems, pantry);
  if (chosen.matchNote) chosen = { ...chosen, matchNote: adapted.tips[0] ?? chosen.matchNote };
  const applianceStep = describeAppliance(request.prompt, adapted.blueprint);
  if (applianceStep) adapted.steps.push(applianceStep);
  // 'a Korean dessert' chose Hotteok, a snack and a dessert of the index: it is filed as the dessert asked.
  const recipe = writeRecipe(adapted, chosenFor?.meal ? { ...intent, meal: chosenFor.meal } : intent, computeNutrition);
  return {
    recipe: { ...recipe, match: chosen.match, ...(chosen.matchNote ? { matchNote: chosen.matchNote } : {}) },
    adapted,
    intent,
    match: chosen.match,
    matchNote: chosen.matchNote,
  };
}

/** 'mushrooms on toast', 'sardines on toast': known foods on toast, made as such by the family's variant — the dish itself. */
function isToppingOnToast(family: TFamily, phrase: string): boolean {
  if (family !== 'sandwich') return false;
  const topping = /^(.+) on toast$/.exec(phrase.trim())?.[1] ?? '';
  return topping !== '' && topping.split(/\s+(?:and|&)\s+|\s+/).every((word) => word === '' || findFoodsInText(word).length > 0);
}

/** What a family dish made for the request is, in the note: 'a sandwich made with chicken breast'; something on toast
 * (data/family-templates' variant) is that on buttered toast, not a sandwich. */
function describeFamilyDish(family: TFamily, phrase: string, foods: readonly string[]): string {
  if (family === 'sandwich' && /\bon toast\b/.test(phrase)) {
    const toppings = foods.filter((name) => !/\bbread\b|\btoast\b/.test(name));
    return `${listNames(toppings.length > 0 ? toppings : foods)} on buttered toast`;
  }
  return `${FAMILY_WORDS[family]} made with ${listNames(foods)}`;
}

/**
 * 'witchetty grub stir fry': the index name 'fry' (French Fries) is one word of the family's name 'stir fry';
 * without it the prompt names no family of that kind, so the family, not the index dish, is what was asked.
 */
export function isPartOfFamilyName(prompt: string, phrase: string, family: TDish | null): boolean {
  if (!family || phrase.includes(' ')) return false;
  // 'a pork noodle stir-fry', 'fish cake stir-fry': 'fry' after 'stir' is the stir-fry's word whatever family the words
  // before it name — never the index's fries (the eleventh held-out set's scoring found French Fries).
  if (phrase === 'fry' && /\bstir[\s-]+fry\b/.test(prompt.toLowerCase())) return true;
  const indexedFamily = recogniseIndexedDish(prompt)?.dish.family ?? null;
  if (indexedFamily === family.family) return false;
  // 'lemonade' names the index's soft drink, which the families read as a mocktail: the same dish, not the family's word.
  if (indexedFamily === 'cold-drink' && family.family === 'mocktail') return false;
  // 'stir-fry' is written with a hyphen as often as without.
  const without = prompt
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => toLookupKey(word) !== phrase)
    .join(' ');
  return recogniseDish(without)?.family !== family.family;
}

/**
 * The family the request names, read from its head when a side follows 'with': 'grilled salmon with guacamole' is a
 * grilled dish, not a dip. A head that names no family ('lamb chops with hummus') leaves the whole prompt to say.
 */
function recogniseHeadDish(prompt: string): TDish | null {
  const head = readPromptHead(prompt);
  const own = head !== '' && /\swith\s/.test(prompt.toLowerCase()) ? recogniseDish(head) : null;
  const found = own ?? recogniseDish(prompt);
  // 'hummus on toast', 'strawberry jam on toast' (twentieth round): a bought spread on toast is the food spread on it, as
  // 'honey on toast' is — not a jam or dip to make, whose family then found no toast in it and answered DISH_UNKNOWN.
  const spread = readToastSpread(head);
  const isBoughtSpread = spread !== '' && findFood(spread) !== null && findFoodsInText(spread).length === 1;
  return found && FILLING_FAMILIES.has(found.family) && isBoughtSpread ? null : found;
}

/** What a request's head asks spread on toast ('hummus' of 'hummus on hot toast'); '' when it asks no such thing. */
function readToastSpread(head: string): string {
  return /^(.+?) on (?:hot |buttered )?toast$/.exec(head)?.[1] ?? '';
}

/** A food of the head as the cook wrote it: its key and the words that name it ('sweet potato'). */
type TFoodSpan = { key: string; words: string[] };

/** One of the foods (a group of keys: one food's readings) is in the title, by its name or an alias, as whole words. */
function holdsFood(title: string, keys: readonly string[]): boolean {
  return keys.some((key) => [getFood(key).name, ...getFood(key).aliases].some((name) => holdsWords(title, toLookupKey(name).split(' '))));
}

/** Breads of the index, and the words that restate one ('naan bread'). */
const BREAD_FAMILIES: ReadonlySet<TFamily> = new Set<TFamily>(['flatbread', 'yeast-bread', 'quick-bread']);
const BREAD_WORDS: ReadonlySet<string> = new Set(['bread', 'breads', 'loaf']);

/** Families a head's last word names as the dish itself ('… sauce', '… coffee'), not as a way of cooking ('… fried'). */
const HEAD_NOUN_FAMILIES: ReadonlySet<TFamily> = new Set([
  'sauce',
  'dip',
  'preserve',
  'soup',
  'salad',
  'sandwich',
  'hot-drink',
  'cold-drink',
  'smoothie',
  'shake',
  'cake',
  'cookie',
  'pie',
  'curry',
  'stew',
  'porridge',
  'pancake',
]);

/** Families that are never the dish they are served with ('tonkatsu sauce' is not Tonkatsu). */
const CONDIMENT_FAMILIES: ReadonlySet<TFamily> = new Set(['sauce', 'dip', 'preserve', 'hot-drink', 'cold-drink', 'smoothie', 'shake']);

/** Index families that are spread or spooned into another dish: named before a dish's noun, they are its filling. */
const FILLING_FAMILIES: ReadonlySet<string> = new Set(['sauce', 'dip', 'preserve']);

/** A fruit eaten sweet: the table's fruit, or produce as sugary as one (plums, figs, cherries). */
function isSweetFruit(food: TFood): boolean {
  return food.category === 'fruit' || (food.category === 'vegetable' && (food.macros[5] ?? 0) >= 8);
}

/** Letters of a word short enough to be a syllable of a longer name ('ca' in 'bun cha ca'), not a place or a gloss. */
const SHORT_NAME_WORD = 3;

/** A cuisine's name ('danish', 'moroccan'), from the cookbook's list or the index's cuisines. */
function isCuisineName(word: string): boolean {
  return CUISINE_ADJECTIVES.has(word) || isCuisineWord(word);
}

/** A word naming a cuisine by either list: a cuisine name, or one the request's reader takes as cuisines. */
function isAnyCuisineWord(word: string): boolean {
  return isCuisineName(word) || parseIntent(word).cuisines.length > 0;
}

/** The two-word phrases holding `words[at]`: with the word before it, and with the word after it. */
function readPairsAround(words: readonly string[], at: number): string[] {
  return [at > 0 ? words.slice(at - 1, at + 1) : [], words.slice(at, at + 2)].filter((pair) => pair.length === 2).map((pair) => pair.join(' '));
}

/** A meat and 'fry' ending the head ('kerala beef fry'): a dry fry of that meat, not fries nor a stir-fry. */
function isMeatFry(head: string): boolean {
  const words = head.split(' ');
  if (words[words.length - 1] !== 'fry' || words.length < 2) return false;
  const groups = findFoodsInText(words[words.length - 2] ?? '');
  return groups.length > 0 && groups.every((keys) => keys.some((key) => getFood(key).tags.includes('meat') || getFood(key).tags.includes('poultry')));
}

/** The title names a fruit or vegetable beyond the index name that the prompt does not ('avocado' in 'Chocolate Avocado Mousse'). */
function addsUnnamedProduce(title: string, phrase: string, prompt: string): boolean {
  const asked = new Set([...phrase.split(' '), ...toMatchKey(prompt).split(' ').map(toLookupKey)]);
  return toMatchKey(title)
    .split(' ')
    .some((word) => !asked.has(toLookupKey(word)) && !asked.has(toLookupKey(word).replace(/s$/, '')) && findFood(word)?.category === 'produce');
}

function retitle(candidate: TCandidate, title: string): TCandidate {
  return { ...candidate, blueprint: { ...candidate.blueprint, title } };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'paneer is dairy', 'chicken is meat', 'seitan is wheat gluten'. */
function describeFact(fact: string): string {
  const words: Partial<Record<string, string>> = {
    gluten: 'wheat gluten',
    alcohol: 'alcoholic',
    poultry: 'meat',
    treeNut: 'made from tree nuts',
    peanut: 'made from peanuts',
  };
  return words[fact] ?? fact;
}

/**
 * 'a cod pâté' (twentieth round): a fish or meat named before an index dish found by its one-word name, when the dish is
 * of another kind of main (the country terrine's chicken liver) and no dish of that name is of the food itself, is that
 * name's dish of the food's kind (a fish pâté), which the stand-in rule then makes with the cook's fish. Null otherwise.
 */
function findKinOfOwnFood(found: TIndexedDishMatch, head: string): TIndexedDishMatch | null {
  if (found.phrase.includes(' ')) return null;
  const words = head.split(' ');
  const at = words.findIndex((word) => toLookupKey(word) === found.phrase);
  if (at < 1) return null;
  // A kind ('a fish pâté') is any dish of it, chosen by composeOfOwnFood and said so.
  if (words.slice(0, at).some((word) => KIND_WORDS[word] !== undefined)) return null;
  const groups = words.slice(0, at).map((word) => findFoodsInText(word));
  if (groups.some((each) => each.length !== 1)) return null;
  const keys = groups.flatMap((each) => each.flat());
  const factsOf = (key: string) => MAIN_FACTS.filter((fact) => getFood(key).tags.includes(fact));
  const kinds = new Set(keys.flatMap(factsOf));
  if (kinds.size === 0 || !keys.every((key) => factsOf(key).length > 0)) return null;
  const mainOf = (dish: TIndexedDish) => findFormOfFood(dish.defining[0] ?? '');
  const isNamed = (dish: TIndexedDish) => [dish.name, ...dish.aliases].some((name) => toLookupKey(name).split(' ').includes(found.phrase));
  const isOfFood = (dish: TIndexedDish) => dish.defining.some((name) => keys.includes(findFormOfFood(name) ?? ''));
  // Only across sea and land: a duck pâté may well be a pork-and-duck terrine, a cod one is no terrine of liver.
  const isSea = (facts: readonly string[]) => facts.some((fact) => fact === 'fish' || fact === 'shellfish');
  const own = mainOf(found.dish);
  if (own === null || factsOf(own).length === 0 || isSea(factsOf(own)) === isSea([...kinds]) || isOfFood(found.dish)) return null;
  if (DISH_INDEX.some((dish) => isNamed(dish) && isOfFood(dish))) return null;
  const kin = DISH_INDEX.find((dish) => {
    const main = mainOf(dish);
    return dish !== found.dish && isNamed(dish) && main !== null && factsOf(main).length > 0 && isSea(factsOf(main)) === isSea([...kinds]);
  });
  return kin ? { dish: kin, phrase: found.phrase } : null;
}

/** 'Keema Samosa': a wrapped dish is titled with its filling in the cook's words before its own name. */
function toFilledTitle(indexed: TIndexedDishMatch): string {
  const title = toIndexedTitle(indexed.dish, indexed.phrase, indexed.written);
  if (!indexed.filling) return title;
  return `${indexed.filling.asWritten.split(' ').map(capitalise).join(' ')} ${title}`;
}

/** 'Goi Cuon (Fresh Spring Rolls)': the dish's name, and the cook's words when they named it another way. */
function toIndexedTitle(dish: { name: string; aliases: readonly string[]; cuisine: string }, phrase: string, written?: string): string {
  // 'mafe', 'jjajangmyeon' (twenty-fifth round): a listed spelling that folds to the name's letters is still the cook's word
  // for the dish, so it stays beside the name ('Maafe (Mafe)'); the cook who wrote the name's own spelling sees the name.
  const isOwnSpelling = written === undefined || toMatchKey(dish.name) === written;
  if (toLookupKey(dish.name) === phrase && isOwnSpelling) return dish.name;
  const spelled = isOwnSpelling ? undefined : dish.aliases.find((each) => toMatchKey(each) === written && /^[a-z]/.test(each));
  if (toLookupKey(dish.name) === phrase && spelled === undefined) return dish.name;
  const alias = spelled ?? dish.aliases.find((each) => toLookupKey(each) === phrase);
  if (!alias || /^[a-z]/.test(alias) === false) return dish.name;
  // 'indian chicken curry' is the dish with its cuisine said: its own name is title enough.
  if (toLookupKey(alias) === toLookupKey(`${dish.cuisine} ${dish.name}`)) return dish.name;
  const typed = alias.replace(/(^|\s)([a-z])/g, (_match, start: string, letter: string) => start + letter.toUpperCase());
  return toLookupKey(dish.name).includes(phrase) && spelled === undefined ? dish.name : `${dish.name} (${typed})`;
}

/** A dish composed from its family is the dish named when the composer knows every word of its name; else it says so. */
const SAVOURY_CATEGORIES: ReadonlySet<TFoodCategory> = new Set(['protein', 'vegetable', 'greens', 'cheese', 'grain']);

/** Families of baked and sweet dishes, whose head noun ('muffins', 'doughnuts') names the dish itself. */
const BAKE_FAMILIES: ReadonlySet<TFamily> = new Set<TFamily>(['quick-bread', 'cake', 'cookie', 'bar', 'pie', 'yeast-bread', 'filled-pastry', 'sweet']);

/** The kinds of food a cook points at in their cart ('the meat I got', 'the herbs'), each with the foods it covers. */
const POINTED_KINDS: ReadonlyArray<[RegExp, (food: TFood) => boolean]> = [
  [/\b(?:the|my|our|this|that) meat\b/, (food) => food.tags.includes('meat') || food.tags.includes('poultry')],
  [/\b(?:the|my|our|this|that) (?:fish|seafood)\b/, (food) => food.tags.includes('fish') || food.tags.includes('shellfish')],
  [/\b(?:the|my|our|this|that) (?:chicken|poultry)\b/, (food) => food.tags.includes('poultry')],
  [/\b(?:the|my|our|these|those) herbs\b/, (food) => food.category === 'herb'],
];

/**
 * 'lunch with the meat I got', 'something with the fish from the market', 'the herbs are wilting' (thirteenth round): a
 * kind the cook points at with 'the', 'my' is the cart's items of that kind — they go in, in place of the composer's
 * own food of the kind (its white fish), and a kind the table has no food for ('meat', 'herbs') is read at all.
 */
function readPointedGroups(prompt: string, pantry: readonly TFood[], groups: string[][]): string[][] {
  const text = prompt.toLowerCase();
  let read = groups;
  for (const [pointer, isOfKind] of POINTED_KINDS) {
    const inCart = pantry.filter(isOfKind).map((food) => food.key);
    if (!pointer.test(text) || inCart.length === 0) continue;
    const isCartKey = (key: string) => inCart.includes(key);
    read = [
      ...read.filter((keys) => keys.some(isCartKey) || !keys.every((key) => isOfKind(getFood(key)))),
      ...(read.some((keys) => keys.some(isCartKey)) ? [] : [inCart]),
    ];
  }
  return read;
}

/** A 'tea' that is the evening meal: a day or time word owns it, or it is for people, and nothing makes it a drink. */
// The people a tea is for ('tea for a hungry teenager', thirteenth round): any eater, a describing word before them allowed.
const TEA_EATERS =
  // Family by any name ('the grandchildren', 'the in-laws', seventeenth round), visitors and households: people, not a pot.
  '(?:kids|children|family|teenagers?|teens?|boys|girls|lads|toddlers?|little ones|husband|wife|partner|guests|friends|everyone|us|two|three|four|five|six|' +
  'grand(?:children|kids|sons?|daughters?|parents|ma|pa|mother|father|dad|mum)|in-laws|nephews?|nieces?|cousins|twins|parents|mum|mom|dad|folks|neighbours|neighbors|visitors|flatmates|housemates|roommates|students|team|crew|gang|lot|everybody|household|brood)';
// 'a chippy tea', 'a pub tea' (twenty-eighth round): where the evening meal comes from makes it the meal, not a drink.
const MEAL_TEA = new RegExp(
  `\\b(?:(?:tonight|today|tomorrow|sunday|saturday|friday|weeknight|family|kids|children|teenagers?|teens?|toddlers?|chippy|chip shop|chipshop|pub|caff|cafe)(?:'s|’s|s'|’)?\\s+tea|tea\\s+(?:tonight|for (?:(?:the|a|my|our|some|two|three|four)\\s+)?(?:[a-z-]+\\s+)?${TEA_EATERS}\\b)|(?:for|what's for|whats for|what’s for)\\s+tea|tea\\s+(?=from\\s+(?:the|my|our|what)\\b))\\b`,
  'i',
);
const DRINK_TEA = /\b(cup|mug|pot|glass|iced|green|black|herbal|mint|chai|earl|matcha|oolong|jasmine|rooibos|milky|builder's|brew)\b/i;

export function readMealTea(prompt: string): string {
  if (!MEAL_TEA.test(prompt) || DRINK_TEA.test(prompt)) return prompt;
  return prompt.replace(/\btea\b/i, 'dinner');
}

/**
 * The dish's name is unknown words and then the family's one noun ('zorvish soup', 'trundlefig tart'): nothing in it says
 * what the dish is made of but the words the composer does not know. A known word among them ('Trinidad black cake',
 * 'kaeng som sour curry'), a food, or unknown words after the noun ('mole amarillo') leave it a family answer.
 */
function isUnknownKindOfFamily(dish: TDish, written: string): boolean {
  if (dish.unknownWords.length === 0) return false;
  const words = dish.phrase.split(/\s+/);
  const unknown = new Set(dish.unknownWords);
  const firstKnown = words.findIndex((word) => !unknown.has(word));
  if (firstKnown <= 0 || words.slice(firstKnown).some((word) => unknown.has(word))) return false;
  // A capitalised word is a place or a name ('Trinidad roti', 'Genoese focaccia'): a dish in its style is fair.
  if (dish.unknownWords.some((word) => !new RegExp(`(?:^|[^A-Za-z])${word}(?![A-Za-z])`).test(written))) return false;
  const rest = words.slice(firstKnown);
  // A food elsewhere in the request ('… roast pork') says what the dish is of.
  const isFoodNamed = findFoodsInText(readPromptHead(written).replace(dish.phrase, ' ').replace(/-/g, ' ')).length > 0;
  return rest.length === 1 && !isFoodNamed && recogniseDish(rest.join(' '))?.family === dish.family;
}

/** Ways of cooking a vegetable that make it a side of its own ('sautéed kale', 'buttered leeks'). */
const SIDE_MANNERS = new Set(['steamed', 'boiled', 'buttered', 'sauteed', 'wilted', 'creamed', 'blanched']);

function describeComposedMatch(dish: TDish, isMocktail: boolean): Pick<TChoice, 'match' | 'matchNote' | 'tips'> {
  if (isMocktail) return { match: 'family', matchNote: `An alcohol-free take on ${dish.phrase}: a mocktail in its style.`, tips: [] };
  if (dish.unknownWords.length === 0) return { match: 'named', matchNote: '', tips: [] };
  return {
    match: 'family',
    matchNote: `Forkcast's offline cookbook doesn't know ${dish.phrase} yet — this is ${FAMILY_WORDS[dish.family]} in its style.`,
    tips: [],
  };
}
