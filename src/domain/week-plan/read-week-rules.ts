import { parsePromptRestrictions } from '../dietary/parse-prompt-restrictions.ts';
import type { TRestrictions } from '../dietary/restrictions.ts';
import { CARDINAL_WORDS } from '../ingredients/number-words.ts';

// The cook's one sentence ("five quick dinners, mostly vegetarian, use what's in the fridge, under 30
// minutes on weekdays, fish once, pizza on Friday") read into rules the planner's choice keeps.

export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export type TWeekRules = {
  /** How many meals to plan; null: every slot of the range. */
  count: number | null;
  /** The meal the count names ('five dinners': dinner); null: any meal ('five meals'). */
  countMeal: 'breakfast' | 'lunch' | 'dinner' | null;
  /** The longest a meal may take; null: no limit. */
  maxMinutes: number | null;
  /** The time limit holds Monday to Friday only. */
  isTimeOnWeekdaysOnly: boolean;
  /** More than half of the meals without meat or fish. */
  isMostlyVegetarian: boolean;
  fishMin: number;
  fishMax: number | null;
  meatMax: number | null;
  /** Cart items count for more, soonest use-by first. */
  isUsingCart: boolean;
  /** A dish or family on a weekday (0 = Sunday): 'pizza on Friday'. */
  fixedDishes: { weekday: number; dish: string }[];
  /** What the sentence itself forbids ('vegan', 'no mushrooms'): merged with the cook's own, enforced the same way. */
  restrictions: TRestrictions;
};

// The ingredient reader's counting words, and the ones a sentence about a week also uses.
const NUMBER_WORDS: Readonly<Record<string, number>> = { ...CARDINAL_WORDS, a: 1, an: 1, once: 1, twice: 2, fourteen: 14, 'twenty-one': 21 };
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;

function toNumber(word: string | undefined): number | null {
  if (word === undefined) return null;
  const value = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
  return value === undefined ? null : value;
}

const QUICK_MINUTES = 30;
const MOSTLY_VEGETARIAN = /\b(mostly|mainly|largely|primarily|more or less)\s+(vegetarian|veggie|meat-?free|plant-?based)\b/;
/** Words that describe the meals, not a dish ('quick dinner on Friday' names no dish). */
const NOT_DISHES = new Set([
  'quick',
  'easy',
  'dinner',
  'dinners',
  'lunch',
  'lunches',
  'breakfast',
  'breakfasts',
  'meal',
  'meals',
  'and',
  'a',
  'the',
  'minutes',
  'only',
  'out',
  'eat',
  'something',
]);

function readFixedDishes(text: string): TWeekRules['fixedDishes'] {
  const fixed: TWeekRules['fixedDishes'] = [];
  const day = `(${WEEKDAY_NAMES.join('|')})s?`;
  const patterns = [
    new RegExp(`([a-z][a-z' -]{1,30}?) (?:on|every) ${day}\\b`, 'g'),
    new RegExp(`\\b${day} (?:is|are|=) ([a-z][a-z' -]{1,30}?)(?: night| day)?(?=[,.;]|$| and )`, 'g'),
  ];
  for (const [index, pattern] of patterns.entries()) {
    for (const match of text.matchAll(pattern)) {
      const rawDish = index === 0 ? match[1] : match[2];
      const dayName = index === 0 ? match[2] : match[1];
      const words = (rawDish ?? '')
        .split(/[ -]+/)
        .filter((word) => word !== '')
        .slice(-2);
      while (words.length > 0 && NOT_DISHES.has(words[0] ?? '')) words.shift();
      const dish = words.filter((word) => !NOT_DISHES.has(word)).join(' ');
      const weekday = WEEKDAY_NAMES.findIndex((name) => name === dayName);
      if (dish !== '' && weekday >= 0 && !fixed.some((item) => item.weekday === weekday)) fixed.push({ weekday, dish });
    }
  }
  return fixed;
}

/** Reads the sentence; what it does not say leaves the rule open. */
export function readWeekRules(sentence: string): TWeekRules {
  const text = sentence.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

  const countMatch = new RegExp(`\\b${NUMBER}\\s+(?:[a-z-]+\\s+){0,3}?(meals?|dinners?|suppers?|lunch(?:es)?|breakfasts?)\\b`).exec(text);
  // 'a fish dinner' describes a meal; it does not count them.
  const count = countMatch?.[1] === 'a' || countMatch?.[1] === 'an' ? null : toNumber(countMatch?.[1]);
  const countNoun = count === null ? '' : (countMatch?.[2] ?? '');
  const countMeal = /^(dinner|supper)/.test(countNoun)
    ? 'dinner'
    : countNoun.startsWith('lunch')
      ? 'lunch'
      : countNoun.startsWith('breakfast')
        ? 'breakfast'
        : null;

  const minutesMatch =
    /\b(?:under|within|in|less than|at most|max(?:imum)?|no more than|up to)\s+(\d{1,3})\s*(?:min|mins|minutes)\b/.exec(text) ??
    /\b(\d{1,3})[- ]minute\b/.exec(text);
  const isQuick = /\b(quick|fast|speedy|easy weeknight)\b/.test(text);
  const maxMinutes = minutesMatch ? Number(minutesMatch[1]) : isQuick ? QUICK_MINUTES : null;
  const isTimeOnWeekdaysOnly = maxMinutes !== null && /\b(on |during the )?week ?(days|nights)\b/.test(text);

  const isMostlyVegetarian = MOSTLY_VEGETARIAN.test(text);

  let fishMin = 0;
  let fishMax: number | null = null;
  const fishAtLeast = new RegExp(`\\bat least ${NUMBER} fish\\b`).exec(text);
  const fishAtMost = new RegExp(`\\b(?:at most|no more than|max(?:imum)?) ${NUMBER} fish\\b`).exec(text);
  const fishTimes = new RegExp(`\\bfish ${NUMBER}(?: times?)?\\b|\\b${NUMBER} fish (?:meals?|dinners?|days?|dish(?:es)?)\\b`).exec(text);
  if (fishAtLeast) fishMin = toNumber(fishAtLeast[1]) ?? 0;
  else if (fishTimes && !fishAtMost) {
    const times = toNumber(fishTimes[1] ?? fishTimes[2]) ?? 0;
    fishMin = times;
    fishMax = times;
  }
  if (fishAtMost) fishMax = toNumber(fishAtMost[1]);

  const meatAtMost = new RegExp(`\\b(?:at most|no more than|max(?:imum)?|only) ${NUMBER} (?:meat|meaty)\\b`).exec(text);
  const meatMax = meatAtMost ? toNumber(meatAtMost[1]) : null;

  const isUsingCart =
    /\b(what'?s|what is|whatever'?s?) (in|left in) (the|my|our) (fridge|cart|pantry|freezer|kitchen)\b/.test(text) ||
    /\buse (up )?(the|my|our) (fridge|cart|pantry|leftovers|ingredients)\b/.test(text) ||
    /\bfrom (the|my|our) (fridge|cart|pantry)\b/.test(text);

  // 'mostly vegetarian' is a preference, not a rule; 'vegetarian' alone is one. Fish and meat counts are the planner's, too.
  const forRestrictions = text
    .replace(MOSTLY_VEGETARIAN, ' ')
    .replace(/\b(at least|at most|no more than|max(?:imum)?|only) \S+ (fish|meat|meaty)\b/g, ' ')
    .replace(/\bfish \S+ times?\b|\bfish once\b|\bfish twice\b/g, ' ');
  const restrictions = parsePromptRestrictions(forRestrictions);

  return {
    count,
    countMeal,
    maxMinutes,
    isTimeOnWeekdaysOnly,
    isMostlyVegetarian,
    fishMin,
    fishMax,
    meatMax,
    isUsingCart,
    fixedDishes: readFixedDishes(text),
    restrictions,
  };
}

const DAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The rules as the proposal shows them ('Under 30 minutes on weekdays', 'Fish once'). */
export function describeWeekRules(rules: TWeekRules): string[] {
  const lines: string[] = [];
  if (rules.count !== null) lines.push(`${rules.count} ${rules.countMeal ?? 'meal'}${rules.count === 1 ? '' : 's'}`);
  if (rules.maxMinutes !== null) lines.push(`Under ${rules.maxMinutes} minutes${rules.isTimeOnWeekdaysOnly ? ' on weekdays' : ''}`);
  if (rules.isMostlyVegetarian) lines.push('Mostly vegetarian');
  if (rules.restrictions.keys.length > 0 || rules.restrictions.avoid.length > 0) {
    lines.push(...rules.restrictions.keys.map((key) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (letter) => letter.toUpperCase())));
    lines.push(...rules.restrictions.avoid.map((word) => `No ${word}`));
  }
  if (rules.fishMin > 0 && rules.fishMax === rules.fishMin) lines.push(rules.fishMin === 1 ? 'Fish once' : `Fish ${rules.fishMin} times`);
  else {
    if (rules.fishMin > 0) lines.push(`At least ${rules.fishMin} fish`);
    if (rules.fishMax !== null) lines.push(`At most ${rules.fishMax} fish`);
  }
  if (rules.meatMax !== null) lines.push(`At most ${rules.meatMax} with meat`);
  if (rules.isUsingCart) lines.push("Use what's in the fridge first");
  for (const { weekday, dish } of rules.fixedDishes) lines.push(`${dish.replace(/^./, (letter) => letter.toUpperCase())} on ${DAY_LABELS[weekday] ?? ''}`);
  lines.push('No repeats');
  return lines;
}
