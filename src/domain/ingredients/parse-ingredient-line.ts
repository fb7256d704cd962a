import { tagTokens } from './ingredient-tagger.ts';
import { readNumberToken, tokenizeWithOffsets, type TToken } from './ingredient-tokens.ts';
import { parseWithLibrary } from './parse-with-library.ts';
import { readTaggedLine, type TTaggedLine } from './read-tagged-line.ts';
import { singularizePhrase } from './singularize.ts';
import { CONTAINER_UNITS, COUNT_MEASURES, KITCHEN_MEASURES, convertMeasure, isMassUnit, isVolumeUnit, toCanonicalUnit, type TUnit } from './units.ts';

export type TMeasure = { quantity: number; unit: TUnit };

export type TParsedIngredient = {
  /** The line as given. */
  input: string;
  /** The amount (the lower bound of a range), null when the line gives none ("salt to taste"). */
  quantity: number | null;
  /** The upper bound of a range ("2-3 cloves"), else null. */
  quantity2: number | null;
  unit: TUnit | null;
  /** The food as written, lower case, singular, without sizes, preparation or comments; keeps alternatives ("butter or olive oil"). */
  name: string;
  /** The food to weigh and buy: the first of the alternatives ("butter"), "lime juice" for "juice of 1 lime". */
  foodName: string;
  /** The same amount in other units: "10g/½oz" → [{ 0.5 oz }], "1 cup (240 ml)" → [{ 240 ml }]. */
  equivalents?: TMeasure[];
  /** large / medium / small ... when given. */
  size?: string;
  preparation?: string;
  comment?: string;
  /** The weight or volume of one container: "1 (14 oz) can" → { quantity: 14, unit: 'oz' }. */
  packageSize?: TMeasure;
  /** The line is a heading such as "For the sauce:". */
  isGroupHeader: boolean;
  /** "to taste", "as needed", "for garnish" with no amount: counts as nothing, is not an unknown. */
  isToTaste: boolean;
};

const NUMBER_WORDS: Record<string, string> = {
  a: '1',
  an: '1',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  half: '1/2',
  'half a': '1/2',
  'half an': '1/2',
  quarter: '1/4',
  'a quarter': '1/4',
  'a half': '1/2',
  'a dozen': '12',
  dozen: '12',
  couple: '2',
  'a couple': '2',
  'a couple of': '2',
  'a few': '3',
  few: '3',
  several: '4',
};

const SIZE_WORDS =
  /^((?:small|medium|large)(?:[- ]sized?)?\s+(?:to|or)\s+(?:small|medium|large)|extra[- ]large|extra[- ]small|medium[- ]large|medium[- ]sized?|medium[- ]size|large|medium|small|big|jumbo|tiny|thick|thin|generous|good|heaping|heaped|scant|level|rounded)\b\s*/i;
const LEADING_APPROX = /^\s*(about|approximately|approx\.?|around|roughly|scant|heaping|heaped|generous|level|rounded|~)\s+/i;

// Words describing how the food is prepared: removed from the name, kept as the preparation.
const PREP_ADVERBS = '(?:very|finely|thinly|roughly|coarsely|freshly|lightly|well|firmly|loosely|tightly|generously|thickly|evenly|gently|cleanly)';
const PREP_VERBS =
  '(?:chopped|minced|diced|sliced|grated|shredded|crushed|melted|softened|peeled|seeded|deseeded|cubed|halved|quartered|julienned|' +
  'beaten|whisked|sifted|packed|trimmed|rinsed|drained|thawed|mashed|pitted|cored|zested|juiced|deveined|shelled|torn|crumbled|' +
  'unpeeled|shaken|milled|shucked|cleaned|squeezed|stemmed|hulled|scrubbed|snipped|cut|divided|separated|cooled|chilled|warmed|at room temperature|room[- ]temperature|' +
  'ground(?= (?:black|white|pepper))|sieved|strained|patted dry|washed|picked|husked|blanched|smashed|bruised|spiralized|segmented)';
const LEADING_PREP = new RegExp(`^((?:${PREP_ADVERBS}\\s+)*(?:${PREP_VERBS})(?:\\s*(?:,|and|or|&)?\\s*(?:${PREP_ADVERBS}\\s+)*(?:${PREP_VERBS}))*)\\s+`, 'i');
const IS_PREP = new RegExp(`^(?:${PREP_ADVERBS}\\s+)*${PREP_VERBS}\\b`, 'i');
const TO_TASTE =
  /\b(to taste|as needed|as required|if needed|(?:for|to) (?:garnish(?:ing)?|serve|serving|dusting|drizzling|frying|greasing|sprinkling|the pan|decoration|topping)|optional|plus (?:more|extra)(?: [a-z ]+)?|or more|or to taste)\b/gi;

const PARSER_OPTIONS = { normalizeUOM: true, additionalUOMs: { ...COUNT_MEASURES, ...KITCHEN_MEASURES }, round: 4 } as const;

const QTY = '(\\d+(?:[.,]\\d+)?(?:\\s+\\d+\\/\\d+)?|\\d+\\/\\d+|\\d*\\s*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])';
// "(14 oz)", "(15-ounce)", "14-ounce", "400g" in front of a container word.
const PACKAGE_SIZE = new RegExp(`^\\(?\\s*(?:about\\s+)?${QTY}\\s*-?\\s*([a-zA-Z. ]{1,12}?)\\.?\\s*\\)?\\s+`, 'i');
const LEADING_PAREN = /^\(([^)]*)\)\s*/;

/** Lines longer than a recipe allows are read only up to that length: the work per line stays bounded. */
export const PARSED_LINE_MAX_LENGTH = 500;
/** The tagger's cost grows with tokens; real lines have at most ~50 (52 in 47,628 labelled lines), so the rest is not read. */
export const PARSED_LINE_MAX_TOKENS = 100;

function parseNumber(text: string): number | null {
  const [first] = parseWithLibrary(`${text.trim()} x`, { round: 4 });
  return first?.quantity ?? null;
}

function cleanSpaces(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;])/g, '$1')
    .replace(/^[\s,;:.\-–]+|[\s,;:\-–]+$/g, '')
    .trim();
}

function joinParts(parts: (string | undefined)[]): string | undefined {
  const joined = parts
    .map((part) => (part ? cleanSpaces(part) : ''))
    .filter((part) => part !== '')
    .join('; ');
  return joined === '' ? undefined : joined;
}

function preprocess(line: string): string {
  let text = line.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  text = text.replace(/^optional:\s*/i, '').replace(LEADING_APPROX, '');
  // "1 small or ½ large eggplant" → "1 small eggplant".
  text = text.replace(/^(\S+\s+(?:small|medium|large))\s+or\s+\S+\s+(?:small|medium|large)\s+/i, '$1 ');
  // "Juice of 1 lemon" → "1 lemon juice", "zest of 2 limes" → "2 lime zest".
  text = text.replace(
    /^(juice|zest|grated zest|finely grated zest)(?: and (juice|zest))? of (\S+)\s+(?:small |large |medium )?(lemon|lime|orange|grapefruit)s?\b/i,
    (_m, first: string, second: string | undefined, amount: string, fruit: string) =>
      `${amount} ${fruit} ${second ? `${first.replace(/.* /, '')} and ${second}` : first.replace(/.* /, '')}`,
  );
  // Number words in front: "a pinch of salt", "one onion", "half a lemon".
  const wordMatch = /^(a couple of|a couple|a quarter|a half|a dozen|a few|half an?|[a-z]+)\s+/i.exec(text);
  const numberWord = wordMatch?.[1]?.toLowerCase();
  if (wordMatch && numberWord && numberWord in NUMBER_WORDS) {
    text = `${NUMBER_WORDS[numberWord] ?? ''} ${text.slice(wordMatch[0].length)}`;
  }
  // "400g" → "400 g" so the library sees the unit; keep "1/2" and "1-inch" intact.
  text = text.replace(/(\d)(g|kg|mg|ml|l|oz|lb|lbs|cl|dl)\b/gi, '$1 $2');
  // "10 g/½oz butter": drop the second, alternative measure.
  text = text.replace(/([\d½⅓⅔¼¾⅛⅜⅝⅞]\s*[a-z]+\.?)(?:\s*\/\s*[\d½⅓⅔¼¾⅛.,/]+(?:\s+[\d½⅓⅔¼¾⅛/]+)?\s*[a-z]+\.?)+(?=\s)/i, '$1');
  // "2 tsp ground ginger 10 mL": a metric equivalent at the end.
  text = text.replace(/\s+\d+(?:[.,]\d+)?\s*(?:ml|g|grams?|kg|l|oz|ounces?)\.?$/i, '');
  // "2 heaping tablespoons": the modifier hides the unit from the library.
  text = text.replace(
    /^([\d½⅓⅔¼¾⅛⅜⅝⅞/.\s-]+?)\s+(heaping|heaped|scant|level|rounded|generous|good|(?:firmly |lightly |loosely |tightly |well )?packed)\s+/i,
    '$1 ',
  );
  text = text.replace(/\b(boneless|skinless|skin-on|bone-in)\s*,\s*/gi, '$1 ');
  return text;
}

type TLibraryLine = { quantity: number | null; quantity2: number | null; unit: TUnit | null; size?: string; description: string };

function readWithLibrary(text: string): TLibraryLine & { isGroupHeader: boolean } {
  const [parsed] = parseWithLibrary(text, PARSER_OPTIONS);
  if (!parsed) return { quantity: null, quantity2: null, unit: null, description: text, isGroupHeader: false };
  let unit = toCanonicalUnit(parsed.unitOfMeasureID);
  let size: string | undefined;
  let description = parsed.description;
  if (parsed.unitOfMeasureID === 'large' || parsed.unitOfMeasureID === 'medium' || parsed.unitOfMeasureID === 'small') {
    size = parsed.unitOfMeasureID;
    unit = null;
  } else if (parsed.unitOfMeasureID && unit === null) {
    // A length unit other than inch (cm, foot...): keep it in the text rather than guess.
    description = `${parsed.unitOfMeasure ?? ''} ${description}`;
  }
  return { quantity: parsed.quantity, quantity2: parsed.quantity2, unit, size, description, isGroupHeader: parsed.isGroupHeader };
}

function takeUnitWord(description: string): { unit: TUnit; rest: string } | null {
  const match = /^([a-zA-Z.]+(?: oz| ounces?)?)\s+(?:of\s+)?/.exec(description);
  if (!match?.[1]) return null;
  const unit = toCanonicalUnit(match[1]);
  if (!unit) return null;
  return { unit, rest: description.slice(match[0].length) };
}

/** The hand-written rules: containers with their size, group headers, "to taste", and a fallback name. */
function parseWithRules(line: string): TParsedIngredient {
  const text = preprocess(line);
  const read = readWithLibrary(text);
  let { quantity, quantity2, unit, size, description } = read;
  const comments: string[] = [];
  const preparations: string[] = [];
  let packageSize: TMeasure | undefined;

  description = description.replace(/^of\s+/i, '');
  // "2 x 400g cans": a multiplier in front of the package size.
  description = description.replace(/^x\s+/i, '');
  // "10g/½oz butter": an alternative measure after the first.
  description = description.replace(/^\/\s*[\d½⅓⅔¼¾⅛.\s/]+\s*[a-z]+\.?\s+/i, '');

  // "½ of a small (3½-ounce) package": the article goes before the size is read.
  if (quantity !== null) description = description.replace(/^an?\s+/i, '');
  // Sizes after the number: "2 large eggs", "1 medium onion".
  const sizeMatch = SIZE_WORDS.exec(description);
  if (sizeMatch?.[1]) {
    size = sizeMatch[1].toLowerCase();
    description = cleanSpaces(description.slice(sizeMatch[0].length));
  }
  // "½ a green chile", "bite-size pieces of turkey".
  if (quantity !== null) description = description.replace(/^an?\s+/i, '').replace(/^(?:to|or)\s+(?:small|medium|large)\s+/i, '');
  description = description.replace(/^(?:bite|thumb)[- ]sized?\s+(?:pieces?|chunks?)\s+(?:of\s+)?/i, '');
  // "Pinch of salt", "Handful of basil": a unit without a number means one.
  if (quantity === null && unit !== null) quantity = 1;
  if (unit === null) {
    const unitWord = takeUnitWord(description);
    const isBareUnit = quantity === null && unitWord !== null && /^[a-z]+\s+of\s/i.test(description);
    if (unitWord && (quantity !== null || isBareUnit)) {
      unit = unitWord.unit;
      description = unitWord.rest;
      quantity ??= 1;
    }
  }

  // "1 cup plus 2 tablespoons flour": add the second measure in the first unit.
  const plus = /^plus\s+(.*)$/i.exec(description);
  if (plus?.[1] && quantity !== null && unit !== null) {
    const second = readWithLibrary(plus[1]);
    const added = second.quantity !== null && second.unit !== null ? convertMeasure(second.quantity, second.unit, unit) : null;
    if (added !== null) {
      quantity += added;
      if (quantity2 !== null) quantity2 += added;
      description = second.description;
    }
  }

  // Leading parenthetical: a container size "(14 oz) can" or an alternative measure "(250 ml)".
  const paren = LEADING_PAREN.exec(description);
  if (paren?.[1] !== undefined) {
    // The library needs a word after the unit to read it as a unit.
    const inside = readWithLibrary(`${paren[1].replace(/^about\s+/i, '').replace(/-/g, ' ')} x`);
    description = description.slice(paren[0].length);
    if (inside.quantity !== null && inside.unit !== null && (isMassUnit(inside.unit) || isVolumeUnit(inside.unit))) {
      const container = takeUnitWord(description);
      if (container && CONTAINER_UNITS.includes(container.unit) && unit === null) {
        unit = container.unit;
        description = container.rest;
        packageSize = { quantity: inside.quantity, unit: inside.unit };
      } else if ((unit !== null && CONTAINER_UNITS.includes(unit)) || (unit === null && quantity !== null && isMassUnit(inside.unit))) {
        // "1 can (4 ounces)", or the weight of each item: "2 (6 oz) salmon fillets".
        packageSize = { quantity: inside.quantity, unit: inside.unit };
      } else {
        comments.push(paren[1]);
      }
    } else {
      comments.push(paren[1]);
    }
  } else if (unit === null || CONTAINER_UNITS.includes(unit)) {
    // "14-ounce can tomatoes", "400 g cans tomatoes".
    const sizeInFront = PACKAGE_SIZE.exec(description);
    const sizeUnit = toCanonicalUnit(sizeInFront?.[2]);
    if (sizeInFront?.[1] && sizeUnit && (isMassUnit(sizeUnit) || isVolumeUnit(sizeUnit))) {
      // "2 15-ounce (426-g) cans": the metric size in brackets says the same.
      const rest = description.slice(sizeInFront[0].length).replace(/^\([^)]*\)\s*/, '');
      const container = takeUnitWord(rest);
      const amount = parseNumber(sizeInFront[1]);
      if (amount !== null && container && CONTAINER_UNITS.includes(container.unit)) {
        unit = container.unit;
        description = container.rest;
        packageSize = { quantity: amount, unit: sizeUnit };
      } else if (amount !== null && unit === null && quantity !== null && isMassUnit(sizeUnit)) {
        // "Two 6-ounce chicken breasts": the weight of each.
        description = rest;
        packageSize = { quantity: amount, unit: sizeUnit };
      }
    }
  }

  description = cleanSpaces(description);
  if (unit === null && quantity !== null) {
    // "1 (2-inch) piece ginger": the unit came after the parenthesis.
    const unitWord = takeUnitWord(description);
    if (unitWord) {
      unit = unitWord.unit;
      description = unitWord.rest;
    }
  }

  // Remaining parentheticals are comments.
  description = description.replace(/\(([^)]*)\)/g, (_match, inner: string) => {
    comments.push(inner);
    return ' ';
  });

  // Everything after the first comma is preparation or a comment.
  const commaIndex = description.search(/[,;]/);
  let head = description;
  if (commaIndex >= 0) {
    head = description.slice(0, commaIndex);
    let tail = cleanSpaces(description.slice(commaIndex + 1));
    // "cubed, firm tofu": the part before the comma is only preparation, the food comes after.
    const headPrep = LEADING_PREP.exec(`${cleanSpaces(head)} `);
    if (headPrep && cleanSpaces(head).length <= headPrep[0].trim().length && tail !== '') {
      preparations.push(cleanSpaces(head));
      const nextComma = tail.search(/[,;]/);
      head = nextComma >= 0 ? tail.slice(0, nextComma) : tail;
      tail = nextComma >= 0 ? cleanSpaces(tail.slice(nextComma + 1)) : '';
    }
    if (tail !== '') (IS_PREP.test(tail) ? preparations : comments).push(tail);
  }

  let isToTaste = false;
  head = head.replace(TO_TASTE, (match) => {
    isToTaste = true;
    comments.push(match);
    return ' ';
  });
  for (const tail of [...comments]) if (TO_TASTE.test(tail)) isToTaste = true;
  TO_TASTE.lastIndex = 0;

  // Alternatives: "butter or olive oil" → butter (the first choice is what gets weighed).
  const orIndex = head.search(/\s(?:or|\/)\s/i);
  if (orIndex > 0) {
    comments.push(head.slice(orIndex + 1));
    head = head.slice(0, orIndex);
  }
  // Trailing "for the sauce", "divided", "cut into ...", "at room temperature".
  head = head.replace(
    /\s+(for (?:the |a )?[a-z ]+|divided|cut into .*|at room temperature|in (?:pieces|chunks|cubes|wedges|halves)|into .*|thinly sliced|sliced|chopped|minced|diced|grated)$/i,
    (match) => {
      preparations.push(match);
      return '';
    },
  );
  head = cleanSpaces(head);
  const leadingPrep = LEADING_PREP.exec(head);
  if (leadingPrep?.[1]) {
    preparations.unshift(leadingPrep[1]);
    head = head.slice(leadingPrep[0].length);
  }
  const lateSize = SIZE_WORDS.exec(head);
  if (lateSize?.[1] && head.slice(lateSize[0].length).trim() !== '') {
    size ??= lateSize[1].toLowerCase();
    head = head.slice(lateSize[0].length);
  }
  head = cleanSpaces(
    head
      .replace(/^of\s+/i, '')
      .replace(/^(?:bite|thumb)[- ]sized?\s+(?:pieces?|chunks?)\s+(?:of\s+)?/i, '')
      .replace(/\b(freshly|fresh|coarsely|finely)[- ](ground|milled|cracked)\s+/gi, '')
      .replace(/\s(large|medium|small)\s(?=\S)/gi, ' ')
      .replace(/["*]/g, ''),
  );

  let name = singularizePhrase(head.toLowerCase());
  // "3 garlic cloves" → 3 clove garlic.
  const trailingUnit = /^(.+?)\s+(clove|stalk|stem|sprig|leaf|head|fillet|slice|ear|bunch|wedge)$/.exec(name);
  if (trailingUnit?.[1] && trailingUnit[2] && unit === null && quantity !== null) {
    unit = toCanonicalUnit(trailingUnit[2]);
    name = trailingUnit[1];
  }
  if (quantity === null && (name === '' || /^(salt|pepper|salt and pepper|salt and black pepper|black pepper|kosher salt|sea salt)$/.test(name))) {
    isToTaste = isToTaste || name !== '';
  }

  const result: TParsedIngredient = {
    input: line,
    quantity: quantity === null ? null : roundQuantity(quantity),
    quantity2: quantity2 === null ? null : roundQuantity(quantity2),
    unit,
    name,
    foodName: name,
    isGroupHeader: read.isGroupHeader,
    isToTaste: isToTaste && quantity === null,
  };
  if (size) result.size = size;
  const preparation = joinParts(preparations);
  if (preparation) result.preparation = preparation;
  const comment = joinParts(comments);
  if (comment) result.comment = comment;
  if (packageSize) result.packageSize = packageSize;
  return result;
}

// "Juice of 1 lime": the labels' food is the lime; what gets weighed and bought is named by the rules ("lime juice").
const JUICE_OR_ZEST_OF = /^\s*(?:(?:finely )?grated )?(?:juice|zest)(?: and (?:juice|zest))? (?:of|from) /i;

/**
 * Parses one ingredient line into amount, unit, a clean food name and the other fields. Pure.
 * A trained tagger (ingredient-tagger.ts) decides which words are the amount, unit, name, size,
 * preparation and comment; the rules above still read container sizes ("1 (14 oz) can"), headings
 * and "to taste", and name the food when the tagger finds none.
 */
export function parseIngredientLine(input: string): TParsedIngredient {
  const bounded = input.slice(0, PARSED_LINE_MAX_LENGTH);
  const allTokens = tokenizeWithOffsets(bounded);
  const cut = allTokens[PARSED_LINE_MAX_TOKENS];
  const parsed = cut ? parseBoundedLine(bounded.slice(0, cut.start), allTokens.slice(0, PARSED_LINE_MAX_TOKENS)) : parseBoundedLine(bounded, allTokens);
  return parsed.input === input ? parsed : { ...parsed, input };
}

function parseBoundedLine(line: string, tokens: TToken[]): TParsedIngredient {
  const tags = tagTokens(tokens.map((token) => token.text));
  const tagged = readTaggedLine(line, tokens, tags);
  const isJuiceOf = JUICE_OR_ZEST_OF.test(line);
  // The rules cost as much as the tagger: ask them only where they add something — a second
  // amount (a container or item size), no amount (a heading, "to taste"), or "juice of".
  const amounts = Math.max(tokens.filter((token) => readNumberToken(token.text) !== null).length, tags.filter((tag) => tag === 'QTY').length);
  if (tagged.quantity !== null && amounts < 2 && !isJuiceOf && tagged.name !== '') return fromTagged(line, tagged, null);
  const rules = parseWithRules(line);
  if (rules.isGroupHeader || tagged.name === '') return rules;
  return fromTagged(line, tagged, rules, isJuiceOf);
}

function fromTagged(line: string, tagged: TTaggedLine, rules: TParsedIngredient | null, isJuiceOf = false): TParsedIngredient {
  let { quantity, quantity2, unit } = tagged;
  const packageSize = rules?.packageSize;
  // "½ of a small (3½-ounce) package achiote paste": the tagger kept only the article as the name.
  const isArticleOnly = /^(?:an?|the|of)$/.test(tagged.name) && rules !== null && rules.name !== '';
  // A container with its size ("1 (14 oz) can", "2 (6 oz) salmon fillets"): the rules' reading keeps
  // the count and the size apart, which is what scaling and weighing need.
  if (rules && packageSize && rules.quantity !== null) {
    quantity = rules.quantity;
    quantity2 = rules.quantity2;
    unit = rules.unit;
  }
  const result: TParsedIngredient = {
    input: line,
    quantity: quantity === null ? null : roundQuantity(quantity),
    quantity2: quantity2 === null ? null : roundQuantity(quantity2),
    unit,
    name: isArticleOnly && rules ? rules.name : tagged.name,
    foodName: (isJuiceOf || isArticleOnly) && rules ? rules.foodName : tagged.firstChoice,
    isGroupHeader: false,
    isToTaste: (rules?.isToTaste ?? false) && quantity === null,
  };
  if (tagged.size) result.size = tagged.size;
  if (tagged.preparation) result.preparation = tagged.preparation;
  const comment = isArticleOnly ? rules?.comment : tagged.comment;
  if (comment) result.comment = comment;
  if (packageSize) result.packageSize = packageSize;
  const equivalents = tagged.equivalents.filter((measure) => !packageSize || measure.quantity !== packageSize.quantity || measure.unit !== packageSize.unit);
  if (equivalents.length > 0) result.equivalents = equivalents;
  return result;
}

function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}
