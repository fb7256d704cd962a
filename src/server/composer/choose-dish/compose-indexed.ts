import type { TIndexedDish } from '../data/dish-index/dish-index-schema.ts';
import {
  BAKED_EGGS_METHOD,
  BAKED_PASTA_METHOD,
  CRUMBLE_METHOD,
  DISH_METHODS,
  ASSEMBLED_SWEET_METHOD,
  FERMENTED_METHOD,
  FERMENTED_SAUCE_METHOD,
  LAYERED_SHEETS_METHOD,
  ON_TOAST_METHOD,
  OPEN_SANDWICH_METHOD,
  OWN_BODY_DUMPLING_METHOD,
  OWN_DOUGH_PASTA_METHOD,
  PAN_FRIED_METHOD,
  SHEET_GRAMS_PER_SERVING,
  SWEET_BAKE_METHOD,
  WRAPPED_DUMPLING_METHOD,
  WRAPPED_FRIED_METHOD,
  WRAPPER_GRAMS_PER_SERVING,
  type TDishMethod,
} from '../data/dish-methods.ts';
import { findBaseForm, findFormOfFood, findNamedFormOfFood, getFood } from '../foods.ts';
import { listRefs } from '../list-names.ts';
import { FAMILY_KINDS, type TFamily } from '../read-request/recognise-dish.ts';
import { chooseLikeCut, findReplacingMeat, isMainMeat } from './swap-named-meat.ts';
import { CUISINES, type TBlueprintSource, type TCuisine, type TFood } from '../types.ts';

// A dish of the named-dish index, built by its family's method (data/dish-methods.ts) with the
// foods that make it that dish: 'khachapuri' is a yeasted dough with cheese and an egg, 'mulled
// wine' red wine warmed with orange and spices. Same notation as the catalogue, so diets,
// servings and nutrition are handled by the same code.

export type TIndexedBlueprint = {
  source: TBlueprintSource;
  /** Foods of the dish the cook cannot have, left out (said in the notes). */
  leftOut: string[];
};

/** Herbs, spoons and dashes are not weighed out like a main ingredient. */
const MAX_COUNT: Partial<Record<string, number>> = { handful: 2, sprig: 4, pinch: 2, dash: 3, clove: 4, tbsp: 4, tsp: 2, scoop: 2, slice: 8, '': 6 };

function toSpec(food: TFood, grams: number, isDefining: boolean, isBody = false): string {
  if (food.category === 'herb' && food.unit !== 'g') return `${food.key} 1`;
  // Chillies, leaves, cubes: one or two, not a share of the dish's weight — unless they are its body (a date pudding's dates).
  if (food.unit === '' && food.gramsPerUnit < 25 && !isBody) return `${food.key} ${isDefining ? 2 : 1}`;
  if (food.unit === '' && (food.category === 'cheese' || food.tags.includes('meat') || food.tags.includes('fish')))
    return `${food.key} ${Math.round(grams / 5) * 5} g`;
  if (food.unit === 'tsp') return `${food.key} 1`;
  if (food.unit === 'tbsp') return `${food.key} 2`;
  // A grated cheese tops a dish and a sweetener sweetens it: neither is a share of its body.
  const isTopping = /^grated\b|sugar|honey|syrup|jaggery|molasses|treacle/i.test(food.name);
  if (food.unit === 'g' || food.unit === 'ml') return `${food.key} ${Math.max(5, Math.round((isTopping ? Math.min(grams, 60) : grams) / 5) * 5)}`;
  if (food.unit === 'taste' || food.gramsPerUnit <= 0) return `${food.key} 1`;
  const count = Math.max(1, Math.round((grams / food.gramsPerUnit) * 2) / 2);
  return `${food.key} ${isBody ? count : Math.min(count, MAX_COUNT[food.unit] ?? count)}`;
}

/** Foods of a dish that stand in for a method's core food of the same role. */
const CORE_REPLACEMENTS: Partial<Record<string, readonly string[]>> = {
  vegStock: ['chickenStock', 'beefStock', 'dashi', 'k_fish_stock'],
  rice: ['basmati', 'brownRice', 'arborio', 'stickyRice', 'sushiRice'],
  spaghetti: ['penne', 'lasagne', 'eggNoodles', 'riceNoodles', 'udon', 'soba', 'ramenNoodles', 'vermicelli'],
  // A Korean namul is dressed in sesame oil, not olive oil beside it.
  oil: ['butter', 'ghee', 'coconutOil', 'k_palm_oil', 'sesameOil'],
  vegOil: ['ghee', 'coconutOil', 'k_palm_oil'],
  flour: ['gfFlour', 'k_cornmeal', 'k_masa_harina', 'k_semolina', 'polenta'],
  sugar: ['brownSugar', 'honey', 'maple', 'k_jaggery'],
};

/** Foods of the core's own kind the list above does not name: a dish's macaroni or orzo is its pasta, not a second one. */
const CORE_KINDS: Partial<Record<string, RegExp>> = {
  spaghetti:
    /\b(ziti|manicotti|paccheri|macaroni|orzo|linguine|fettuccine|tagliatelle|pappardelle|rigatoni|fusilli|farfalle|bucatini|conchiglie|pasta|noodles?)\b/i,
  // A dish's own bread is its bread (twenty-seventh round): Smørrebrød's rye, a Banh Mi's baguette, a Lox Bagel's bagel,
  // Reina Pepiada's arepa, a taco's shell or tortilla — not the sandwich method's sourdough beside it.
  bread:
    /^(?!.*\b(?:crumbs?|flour|pudding|sauce)\b).*\b(breads?|rye|pumpernickel|baguettes?|bagels?|muffins?|buns?|rolls?|pitas?|pittas?|naans?|flatbreads?|arepas?|tortillas?|taco shells?|brioche|ciabatta|focaccia|croissants?)\b/i,
  // A wrap in its own flatbread (shawarma's pita, gyros) is wrapped in that, not the wrap method's flour tortilla.
  tortilla: /^(?!.*\bchips?\b).*\b(pitas?|pittas?|naans?|flatbreads?|lavash|tortillas?|taco shells?|arepas?)\b/i,
};

/** The method's starch in the form of the dish's own: the same count, one a serving of a counted bread, or the same grams. */
function toOwnStarchSpec(spec: string, own: TFood, servings: number): string {
  const [coreKey = '', amount = '0'] = spec.split(' ');
  const core = getFood(coreKey);
  if (own.unit === core.unit) return spec.replace(coreKey, () => own.key);
  if (own.unit === '') return `${own.key} ${servings}`;
  const grams = Number(amount) * core.gramsPerUnit;
  if (own.unit === 'g' || own.unit === 'ml') return `${own.key} ${Math.round(grams / 5) * 5}`;
  return `${own.key} ${Math.max(1, Math.round(grams / Math.max(1, own.gramsPerUnit)))}`;
}

/** The method's starch cores: a dish's own form of one takes its place, converted to that form's unit. */
const STARCH_CORES: ReadonlySet<string> = new Set(['bread', 'tortilla']);

/** A fried dish is coated (flour and egg) only when its own foods or its description call for a coating. */
const COATING_FOODS = /\b(flour|breadcrumbs?|panko|cornstarch|cornflour|cornmeal|semolina|masa|batter)\b/i;
const COATED_WORDS = /\b(batter|battered|breaded|crumbed|coated|crusted|crust|tempura|fritters?|croquettes?|dough|doughnuts?|dusted|puffs?)\b/i;

/** A starch a dumpling can be shaped from itself, with what binds it. */
const DUMPLING_BODY = /\b(bread|potato(?:es)?|rice|plantains?|taro|cassava|yuca)\b/i;
const DUMPLING_BINDERS = /^(?:eggs?|egg yolks?|(?:whole )?milk|water|potato starch|tapioca starch|cornstarch)$/i;
const DOUGH_LIQUIDS = /^(?:eggs?|(?:whole )?milk|water)$/i;
const OWN_DOUGH_FLOUR_GRAMS_PER_SERVING = 100;
const OWN_DOUGH_EGG_GRAMS_PER_SERVING = 25;

/** The foods a pasta-family dish makes its own dough of (gnocchi's potato, flour and egg). */
const DOUGH_FOODS = /\b(flour|semolina|potato(?:es)?|eggs?|milk|water|ricotta)\b/i;

/**
 * A dough's own liquid or leaven in place of the method's, at the amount the dough needs ('milk 1.25' cups for 310 ml
 * of water): an enriched dough is mixed with milk, a sourdough rises on its starter (20 % of the flour), not on yeast.
 */
const DOUGH_REPLACEMENTS: Partial<Record<string, { key: string; spec: string }>> = {
  water: { key: 'milk', spec: 'milk 1.25' },
  yeast: { key: 'k_sourdough_starter', spec: 'k_sourdough_starter 100' },
};

/** A fat a dough is named for (cinnamon rolls, brioche) is weighed at a fifth of the flour, not a spoonful to brush. */
const DOUGH_FAT_SHARE = 0.2;

/** Crumbs coat a fried dish: about 25 g a serving, not a share of its weight. */
const COATING = /\b(breadcrumbs?|panko)\b/i;
const COATING_GRAMS_PER_SERVING = 25;

/** A sharp condiment (horseradish, wasabi, mustard) seasons a dish by the spoonful: at most 30 g, not a share of its body. */
const SHARP_CONDIMENT = /\b(horseradish|wasabi|mustard|harissa|gochujang|capers?)\b/i;
const SHARP_CONDIMENT_GRAMS = 30;

/** Seeds scattered over a loaf or bun top it by the spoonful: at most 15 g. */
const TOPPING_SEED = /\b(poppy|sesame|nigella|caraway|sunflower|pumpkin)\s+seeds?\b/i;
const TOPPING_SEED_GRAMS = 15;

/** Eggs enrich a dough (challah, brioche) at up to about 30 % of the flour's weight, not as a share of the loaf. */
const DOUGH_EGG_SHARE = 0.3;

/** One egg, in grams. */
const EGG_GRAMS = 50;

/** An onion that is a defining food sweetens a stew or curry: about one for two servings, not a share of its weight. */
const AROMATIC = /\b(onions?|shallots?|leeks?)\b/i;
const AROMATIC_GRAMS_PER_SERVING = 75;

/** Dried pulses swell threefold: about 70 g a serving, not a share of the dish's cooked weight. */
const DRIED_PULSE = /^(?!cooked\b|canned\b).*\b(lentils?|split peas?|dal|dhal)\b/i;
const DRIED_PULSE_GRAMS_PER_SERVING = 70;

/** Cuisines that season with soy, sesame or fish sauce: no black pepper from the method's Western seasoning. */
const NO_BLACK_PEPPER_CUISINE = /\b(korean|japanese|chinese|cantonese|sichuan|thai|vietnamese)\b/i;

/** Vegetables a dip cannot blend raw: mushrooms and onions are cooked down, an aubergine roasted soft first. */
const COOKED_FOR_DIP = /\b(mushrooms?|shallots?|onions?|leeks?)\b/i;
const ROASTED_FOR_DIP = /\b(eggplants?|aubergines?)\b/i;

/** The dip's first steps: what it cannot blend raw, cooked first (none when every food is eaten raw). */
function cookForDip(keys: readonly string[], fat: string | undefined): string[] {
  const roasted = keys.filter((key) => ROASTED_FOR_DIP.test(getFood(key).name));
  const cooked = keys.filter((key) => COOKED_FOR_DIP.test(getFood(key).name) && !/\b(green|spring)\b/i.test(getFood(key).name));
  return [
    ...(roasted.length > 0 ? [`Roast ${listRefs(roasted)} whole at 220°C for 40 minutes, turning once, until collapsed; cool and scoop out the flesh.`] : []),
    ...(cooked.length > 0
      ? [`Cook ${listRefs(cooked)}${fat ? ` in a little of the {${fat}}` : ''} over a medium heat for 10 minutes, until soft and any liquid has gone; cool.`]
      : []),
  ];
}

/** A food that sweetens a dish. */
const SWEETENER = /\b(sugar|honey|syrup|jaggery|molasses|treacle)\b/i;

/** Bought pastry sheets a pie is layered with, as the index writes them. */
const SHEET_PASTRY = /\b(?:phyllo|filo|fillo|yufka|warqa|brick pastry)\b/i;

/** A dish that goes in the oven by its name or description. */
const BAKED_WORDS = /\b(bakes?|baked|layered|layers|al forno|gratin|gratinated)\b/i;
/** An egg dish baked in the oven ('Baked Eggs', 'eggs en cocotte'). */
const BAKED_EGGS_WORDS = /\b(baked eggs?|en cocotte|shirred)\b/i;

/** Spices, herbs and spoonfuls are measured, not shared out by weight. */
const isMeasuredBySpoon = (food: TFood) => food.unit === 'tsp' || food.unit === 'tbsp' || food.category === 'herb' || food.unit === 'taste';

function toCuisine(name: string, fallback: TCuisine): TCuisine {
  return CUISINES.find((cuisine) => name.toLowerCase().includes(cuisine.toLowerCase())) ?? fallback;
}

/**
 * The dish as a blueprint, or null when a defining food is one the cook cannot have and has no
 * replacement (a vegetarian khash is not khash). Usual foods the cook cannot have are left out.
 */
export function composeIndexedBlueprint(
  dish: TIndexedDish,
  isAllowed: (key: string) => boolean,
  options: { title?: string; namedKeys?: readonly string[]; namedGroups?: readonly string[][] } = {},
): TIndexedBlueprint | null {
  // A drink served warm ('mulled wine', filed with the cocktails) is made by the hot-drink method: warmed, not shaken with ice.
  const isWarmDrink =
    (dish.family === 'cocktail' || dish.family === 'mocktail') && /\b(warm|warmed|hot|mulled|heated|simmered)\b/i.test(`${dish.name} ${dish.describe}`);
  const family: TFamily = isWarmDrink ? 'hot-drink' : dish.family;
  const seen = new Set<string>();
  const leftOut: string[] = [];
  const resolve = (names: readonly string[], isDefining: boolean): string[] | null => {
    const keys: string[] = [];
    for (const name of names) {
      const key = findNamedFormOfFood(name);
      if (!key || seen.has(key)) continue;
      // The usual form too: 'coffee' written as itself is not added again as the cook's 'espresso'.
      seen.add(findFormOfFood(name) ?? key);
      const food = getFood(key);
      if (food.isBasic) continue;
      seen.add(key);
      if (!isAllowed(key) && !food.alternatives.some((alternative) => isAllowed(alternative.split('*')[0] ?? ''))) {
        // A defining food with no replacement the cook can have: not this dish.
        if (isDefining && keys.length === 0) return null;
        leftOut.push(food.name);
        continue;
      }
      keys.push(key);
    }
    return keys;
  };
  const defining = resolve(dish.defining, true);
  if (!defining || defining.length === 0) return null;
  // Foods the cook named beside the dish go in with its own ('roast vegetables with chickpeas'); a meat named takes the
  // place of the dish's own main meat, cut the same way ('pork enchiladas verdes' has pork, not chicken and pork).
  const ownMeat = defining.find((key) => isMainMeat(getFood(key)));
  const namedGroups = options.namedGroups ?? (options.namedKeys ?? []).map((key) => [key]);
  const replacing = ownMeat ? findReplacingMeat(namedGroups, seen) : null;
  // A food the dish already has, named again ('pork dumplings' of Jiaozi's ground pork), is not a second main.
  const named = namedGroups
    .filter((keys) => keys === replacing || !keys.some((key) => defining.includes(key)))
    .map((keys) => (keys === replacing && ownMeat ? chooseLikeCut(keys, getFood(ownMeat), true) : (keys[0] ?? '')))
    .filter((key) => key !== '' && !seen.has(key) && !getFood(key).isBasic);
  const mains = [...defining.filter((key) => replacing === null || key !== ownMeat), ...named];
  // A usual food the cook already named ('garam masala' of a keema filling in a samosa) is not listed twice.
  for (const key of named) seen.add(key);
  const extras = resolve(dish.supporting, false) ?? [];
  // A fried dish with its own wrapper or pastry is filled and rolled, not dipped in batter.
  const wrapper = family === 'fried' ? defining.find((key) => /wrapper|pastry|phyllo|filo|tortilla/i.test(getFood(key).name)) : undefined;
  // A dumpling of bought wrappers (jiaozi, gyoza) is filled and folded: no flour-and-water dough beside them.
  const dumplingWrapper = family === 'dumpling' ? defining.find((key) => /\bwrappers?\b/i.test(getFood(key).name)) : undefined;
  // Eton mess, cranachan, a parfait: put together cold from fruit, cream and a crunch, not cooked like a fudge.
  const isAssembledSweet = family === 'sweet' && /\b(?:whipped cream|layers of|crushed)\b/i.test(dish.describe);
  // Sauerkraut, kimchi, a fermented hot sauce: salted and left to sour, not boiled with sugar like a jam (twenty-first round).
  const isFermented = (family === 'preserve' || family === 'sauce') && /\bfermented\b/i.test(dish.describe);
  // A pie of bought phyllo sheets (spanakopita, bastilla) is layered with them: no shortcrust dough beside them (twenty-first round).
  const sheetName = ['pie', 'filled-pastry', 'bake'].includes(family) ? dish.defining.find((name) => SHEET_PASTRY.test(name)) : undefined;
  const sheetKey = sheetName === undefined ? undefined : findNamedFormOfFood(sheetName);
  const sheets = sheetKey !== null && sheetKey !== undefined && defining.includes(sheetKey) ? sheetKey : undefined;
  // A pasta baked in layers ('lasagne', 'cannelloni', 'baked ziti', a pasta bake) is layered and baked, not boiled and tossed.
  const isPasta = (key: string) => CORE_REPLACEMENTS.spaghetti?.includes(key) === true || CORE_KINDS.spaghetti?.test(getFood(key).name) === true;
  const isBakedPasta =
    (family === 'pasta' || family === 'bake') &&
    BAKED_WORDS.test(`${dish.name} ${dish.describe}`) &&
    defining.some((key) => isPasta(key) || key === 'spaghetti');
  // Eggs baked in a dish ('baked eggs', 'oeufs en cocotte') go in the oven, not a pan.
  const isBakedEggs = family === 'omelette' && BAKED_EGGS_WORDS.test(`${dish.name} ${dish.describe}`);
  // A bake sweetened by its own defining foods (a crumble, a cobbler) is a pudding, made without the savoury bake's onion.
  const isSweetBake = family === 'bake' && !isBakedPasta && dish.meals.includes('dessert') && defining.some((key) => SWEETENER.test(getFood(key).name));
  const isFlour = (key: string) => key === 'flour' || CORE_REPLACEMENTS.flour?.includes(key) === true || findBaseForm(key) === 'flour';
  // A fried dish that is not coated (vaca frita, garlic pork, rösti) is fried as it is, not dipped in egg and flour.
  const isPanFried =
    family === 'fried' &&
    !wrapper &&
    ![...dish.defining, ...dish.supporting].some((name) => COATING_FOODS.test(name)) &&
    !COATED_WORDS.test(`${dish.name} ${dish.describe}`);
  // Gnocchi, spätzle, halušky (twenty-seventh round): a pasta-family dish with flour and no pasta of its own is its own
  // dough, cut and boiled — the pasta method's spaghetti does not go on top of it.
  const isOwnDoughPasta =
    family === 'pasta' && !isBakedPasta && ![...mains, ...extras].some((key) => isPasta(key) || key === 'spaghetti') && defining.some(isFlour);
  // Semmelknödel, kartoffelknödel, zongzi: a dumpling of its own bread, potato, rice or plantain and no flour is shaped
  // from that — no flour-and-water dough beside it.
  const isOwnBodyDumpling =
    family === 'dumpling' &&
    !dumplingWrapper &&
    defining.some((key) => DUMPLING_BODY.test(getFood(key).name)) &&
    ![...mains, ...extras].some((key) => isFlour(key) || /\b(masa|cornmeal|semolina)\b/i.test(getFood(key).name));
  // Beans on Toast, Avocado Toast: served open on the toast, not closed and cut in half.
  const isOnToast = family === 'sandwich' && /\btoast\b/i.test(dish.name) && !/\bsandwich/i.test(dish.describe);
  // Smørrebrød (twenty-seventh round): an open sandwich is topped and served open, not pressed together and cut.
  const isOpenSandwich = family === 'sandwich' && /^(?:an? )?open(?:-faced)? sandwich/i.test(dish.describe);
  // The first special case that holds chooses the method, in this order; otherwise the family's own.
  const specialMethods: ReadonlyArray<readonly [boolean, TDishMethod]> = [
    [Boolean(wrapper), WRAPPED_FRIED_METHOD],
    [isAssembledSweet, ASSEMBLED_SWEET_METHOD],
    [isFermented, family === 'sauce' ? FERMENTED_SAUCE_METHOD : FERMENTED_METHOD],
    [Boolean(dumplingWrapper), WRAPPED_DUMPLING_METHOD],
    [Boolean(sheets), LAYERED_SHEETS_METHOD],
    [isOnToast, ON_TOAST_METHOD],
    [isOpenSandwich, OPEN_SANDWICH_METHOD],
    [isBakedPasta, BAKED_PASTA_METHOD],
    [isBakedEggs, BAKED_EGGS_METHOD],
    [isSweetBake, /\b(crumble|crisp)\b/i.test(`${dish.name} ${dish.describe}`) ? CRUMBLE_METHOD : SWEET_BAKE_METHOD],
    [isPanFried, PAN_FRIED_METHOD],
    [isOwnDoughPasta, OWN_DOUGH_PASTA_METHOD],
    [isOwnBodyDumpling, OWN_BODY_DUMPLING_METHOD],
  ];
  const method = specialMethods.find(([holds]) => holds)?.[1] ?? DISH_METHODS[family];
  // The dish's own stock or rice takes the place of the method's ('chicken broth' for the vegetable stock).
  const isDough = family === 'yeast-bread';
  const flourGrams = Number(method.core.find((spec) => spec.startsWith('flour '))?.split(' ')[1] ?? 0);
  const core = method.core
    .filter((spec) => !(spec.startsWith('pepper ') && NO_BLACK_PEPPER_CUISINE.test(dish.cuisine)))
    .map((spec) => {
      const [coreKey = ''] = spec.split(' ');
      const dough = isDough ? DOUGH_REPLACEMENTS[coreKey] : undefined;
      if (dough && [...mains, ...extras].includes(dough.key)) return dough.spec;
      const replacements = CORE_REPLACEMENTS[coreKey] ?? [];
      const kind = CORE_KINDS[coreKey];
      // The dish's own form of the core food ('bread flour' for the method's flour) takes its place too.
      const own = [...mains, ...extras].find(
        (key) =>
          replacements.includes(key) ||
          replacements.includes(findBaseForm(key)) ||
          (key !== coreKey && findBaseForm(key) === coreKey) ||
          (kind !== undefined && kind.test(getFood(key).name)),
      );
      if (own && coreKey === 'oil' && flourGrams > 0 && mains.includes(own) && getFood(own).unit === 'tbsp')
        return `${own} ${Math.round((flourGrams * DOUGH_FAT_SHARE) / 5) * 5} g`;
      // A core food the dish is made of (a Scotch egg's egg, beside the one the coating needs): one more a serving.
      if (!own && mains[0] === coreKey && getFood(coreKey).unit === '' && getFood(coreKey).category === 'protein') {
        const count = Number(spec.split(' ')[1] ?? 0);
        return `${coreKey} ${count + method.servings}`;
      }
      if (own && STARCH_CORES.has(coreKey)) return toOwnStarchSpec(spec, getFood(own), method.servings);
      return own ? spec.replace(coreKey, () => own) : spec;
    });
  const coreInDish = new Set(core.map((spec) => spec.split(' ')[0] ?? ''));
  const isDrink = method.meals.includes('drink');
  // In a dish, a liquid seasoning (lemon juice, vinegar, a sauce) is a splash, not a share of its weight.
  const isSeasoning = (key: string) => {
    const food = getFood(key);
    return isMeasuredBySpoon(food) || (!isDrink && food.unit === 'ml' && food.category === 'other');
  };
  const weigh = (keys: readonly string[], grams: number, isDefining: boolean) => {
    const weighed = keys.filter((key) => !coreInDish.has(key) && !isSeasoning(key));
    const share = grams / Math.max(1, weighed.length);
    const cap = (key: string) => {
      const food = getFood(key);
      if (isSeasoning(key)) return Math.min(share, 60);
      if (COATING.test(food.name)) return Math.min(share, method.servings * COATING_GRAMS_PER_SERVING);
      if (SHARP_CONDIMENT.test(food.name)) return Math.min(share, SHARP_CONDIMENT_GRAMS);
      if (TOPPING_SEED.test(food.name) && method.core.some((spec) => spec.startsWith('flour '))) return Math.min(share, TOPPING_SEED_GRAMS);
      if (isDough && key === 'egg') return Math.min(share, flourGrams * DOUGH_EGG_SHARE);
      // A pasta dough of its own: about 100 g of flour and half an egg a serving.
      if (method === OWN_DOUGH_PASTA_METHOD && key === 'egg') return Math.min(share, method.servings * OWN_DOUGH_EGG_GRAMS_PER_SERVING);
      if (method === OWN_DOUGH_PASTA_METHOD && /\bflour\b/i.test(food.name)) return Math.min(share, method.servings * OWN_DOUGH_FLOUR_GRAMS_PER_SERVING);
      // An egg beside the dish's body (a mee goreng's, a chili crab's) is one a serving at most, not a share of its weight.
      if (key === 'egg' && key !== mains[0]) return Math.min(share, method.servings * EGG_GRAMS);
      if (AROMATIC.test(food.name)) return Math.min(share, method.servings * AROMATIC_GRAMS_PER_SERVING);
      if (DRIED_PULSE.test(food.name)) return Math.min(share, method.servings * DRIED_PULSE_GRAMS_PER_SERVING);
      return share;
    };
    return keys.filter((key) => !coreInDish.has(key)).map((key) => toSpec(getFood(key), cap(key), isDefining, isDefining && key === mains[0]));
  };
  const bodyMains = mains.filter((key) => !coreInDish.has(key) && !isSeasoning(key));
  // The steps name the dish's body as its main; its seasonings go in with the usual foods.
  const casing = wrapper ?? dumplingWrapper ?? sheets;
  const allOwnMains = (bodyMains.length > 0 ? bodyMains : mains.filter((key) => !coreInDish.has(key))).filter((key) => key !== casing);
  // A dish that is its own dough names its dough foods apart from what goes in its sauce.
  // Its usual egg, milk or water (beshbarmak's egg, käsespätzle's milk) goes in the dough too, not the sauce.
  const doughMains =
    method === OWN_DOUGH_PASTA_METHOD
      ? [
          ...allOwnMains.filter((key) => DOUGH_FOODS.test(getFood(key).name)),
          ...extras.filter((key) => !coreInDish.has(key) && DOUGH_LIQUIDS.test(getFood(key).name)),
        ]
      : method === OWN_BODY_DUMPLING_METHOD
        ? [...allOwnMains, ...extras].filter((key) => DUMPLING_BODY.test(getFood(key).name) || DUMPLING_BINDERS.test(getFood(key).name))
        : [];
  const ownMains = allOwnMains.filter((key) => !doughMains.includes(key));
  const ownExtras = [
    ...mains.filter((key) => !coreInDish.has(key) && !ownMains.includes(key) && !doughMains.includes(key) && key !== casing),
    ...extras.filter((key) => !coreInDish.has(key) && !doughMains.includes(key)),
  ];
  const extraText = listRefs(ownExtras);
  // Raw meat or poultry in a layered pie's filling is cooked first: the sheets bake crisp long before it would.
  const rawMeats = sheets ? ownMains.filter((key) => getFood(key).tags.some((tag) => tag === 'meat' || tag === 'poultry')) : [];
  const methodSteps =
    rawMeats.length > 0
      ? [
          `Cook ${listRefs(rawMeats)} in a little of the {butter} over medium heat until cooked through, about 15 minutes; cool, then shred or chop.`,
          ...method.steps,
        ]
      : method.steps;
  const steps = core
    .reduce((texts, spec, index) => {
      const from = method.core[index]?.split(' ')[0] ?? '';
      const to = spec.split(' ')[0] ?? '';
      return from === to ? texts : texts.map((step) => step.replaceAll(`{${from}}`, () => `{${to}}`));
    }, methodSteps)
    .map((step) => (doughMains.length > 0 ? step.replaceAll('{dough}', () => listRefs(doughMains)) : step))
    .map((step) => (doughMains.length > 0 && ownMains.length === 0 ? step.replace(/\[[^\]]*\{main\}[^\]]*\]/g, '') : step))
    .map((step) => step.replaceAll('{main}', () => listRefs(ownMains.length > 0 ? ownMains : mains)).replaceAll('{wrapper}', () => `{${casing ?? ''}}`))
    .map((step) => (ownExtras.length > 0 ? step.replaceAll('{extras}', () => extraText) : step.replace(/\[[^\]]*\{extras\}[^\]]*\]/g, '')));
  // A dip blends what is cooked first: mushrooms and onions softened, an aubergine roasted (the method blends all raw).
  const dipSteps =
    family === 'dip' && method === DISH_METHODS.dip
      ? cookForDip(
          [...mains, ...extras].filter((key) => !coreInDish.has(key)),
          core[method.core.findIndex((spec) => spec.startsWith('oil '))]?.split(' ')[0],
        )
      : [];
  return {
    source: {
      t: options.title ?? dish.name,
      cu: toCuisine(dish.cuisine, method.cuisine),
      m: dish.meals,
      k: FAMILY_KINDS[family][0] ?? 'snack',
      time: method.time,
      s: method.servings,
      ...(method.tags ? { tags: method.tags } : {}),
      i: [
        // Bought wrappers by the serving, not a share of the filling's weight; listed first, before the filling and its salt.
        ...(dumplingWrapper ? [`${dumplingWrapper} ${method.servings * WRAPPER_GRAMS_PER_SERVING}`] : core),
        ...(sheets ? [`${sheets} ${method.servings * SHEET_GRAMS_PER_SERVING}`] : []),
        ...weigh(
          mains.filter((key) => key !== dumplingWrapper && key !== sheets),
          method.mainGrams,
          true,
        ),
        ...(dumplingWrapper ? core : []),
        ...weigh(extras, method.extraGrams, false).map((spec) => `${spec} ?`),
      ],
      st: [...dipSteps, ...steps],
      ...(method.cold ? { cold: true } : {}),
    },
    leftOut,
  };
}
