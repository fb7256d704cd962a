import { findAvoidedIngredients } from '../dietary/find-avoided-ingredients.ts';
import { classifyIngredientLine, findRestrictionViolations } from '../dietary/find-dietary-violations.ts';
import type { TRestrictions } from '../dietary/restrictions.ts';
import { countDaysInRange } from '../meal-plan.ts';
import { deriveTotalMinutes } from '../recipe-time.ts';
import { describeRuleReason, type TKeptRule } from './meal-plan-rules.ts';
import type { TWeekRules } from './read-week-rules.ts';
import { drawSeeded } from './seeded-random.ts';
import { PLAN_MEALS, type TPlanMeal, type TProposedRecipe } from './week-plan-contract.ts';

// The planner's choice for "Plan my week": every slot takes the best candidate that keeps the cook's
// restrictions (the dietary guard's own checks), the sentence's rules and no repeats; saved recipes
// come first, cart items with the soonest use-by count most, and ties are broken by the seed.
// Slots no candidate fits come back with a brief: the server has a new recipe written for it and
// chooses again with that recipe in the pool.

export type TPlanSlot = { date: string; meal: TPlanMeal };
export type TPlanCandidate = {
  /** A saved recipe's id, or 'new:…' for one written for this proposal. */
  key: string;
  recipe: TProposedRecipe;
  isNew: boolean;
  /** A new recipe written for this meal fits it whatever its category says. */
  madeFor?: TPlanMeal;
};
export type TCartUse = { name: string; useBy: string | null };

export type TChooseWeekPlanInput = {
  slots: readonly TPlanSlot[];
  rules: TWeekRules;
  /** The cook's profile, allergens and the sentence's restrictions, merged. */
  restrictions: TRestrictions;
  /** Pro never-want list. */
  avoidIngredients: readonly string[];
  candidates: readonly TPlanCandidate[];
  cart: readonly TCartUse[];
  /** The cook's today (use-by distances are counted from it). */
  today: string;
  seed: number;
  /** Slots that stay as they are (a swap keeps every other slot): slot key → candidate key. */
  kept?: Readonly<Record<string, string>>;
  /** Candidates a slot may not take (the one swapped away and those shown before): slot key → keys. */
  excluded?: Readonly<Record<string, readonly string[]>>;
  /** The cook's recurring slots ("Pizza every Friday dinner"): they fill their slots before anything else is weighed. */
  keptRules?: readonly TKeptRule[];
};

export type TPlanPick = { slot: TPlanSlot; candidateKey: string; reason: string };
export type TPlanBrief = { slot: TPlanSlot; prompt: string; useSoonItems: string[] };
export type TWeekPlanChoice = { picks: TPlanPick[]; briefs: TPlanBrief[] };

export function toSlotKey(slot: TPlanSlot): string {
  return `${slot.date}|${slot.meal}`;
}

/** 0 = Sunday, as Date#getUTCDay. */
export function readWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Every date × meal of the range in order, cut to the sentence's count: 'five dinners' plans five of the
 * dinners (the days with a dish asked for first, then the earliest) and every other meal asked for;
 * 'five meals' the first five slots.
 */
export function listPlanSlots(
  from: string,
  to: string,
  meals: readonly TPlanMeal[],
  rules: Pick<TWeekRules, 'count' | 'countMeal' | 'fixedDishes'>,
  keptRules: readonly TKeptRule[] = [],
): TPlanSlot[] {
  const ordered = PLAN_MEALS.filter((meal) => meals.includes(meal));
  const slots: TPlanSlot[] = [];
  const days = countDaysInRange(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let day = 0; day < days; day += 1) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    for (const meal of ordered) slots.push({ date, meal });
  }
  const { count } = rules;
  if (count === null) return slots;
  const counted = rules.countMeal !== null && ordered.includes(rules.countMeal) ? rules.countMeal : null;
  if (counted === null) return slots.slice(0, Math.max(0, count));
  const countedSlots = slots.filter((slot) => slot.meal === counted);
  const isFixedDay = (slot: TPlanSlot) =>
    rules.fixedDishes.some((item) => item.weekday === readWeekday(slot.date)) || findKeptRule(keptRules, slot) !== undefined;
  const chosen = new Set([...countedSlots.filter(isFixedDay), ...countedSlots.filter((slot) => !isFixedDay(slot))].slice(0, Math.max(0, count)));
  return slots.filter((slot) => slot.meal !== counted || chosen.has(slot));
}

type TCandidateFacts = {
  candidate: TPlanCandidate;
  isFish: boolean;
  isMeat: boolean;
  isVegetarian: boolean;
  minutes: number | null;
  isAllowed: boolean;
  titleKey: string;
  cartItems: TCartUse[];
};

function readCandidateFacts(candidate: TPlanCandidate, input: TChooseWeekPlanInput): TCandidateFacts {
  const { ingredients } = candidate.recipe;
  const facts = new Set(ingredients.flatMap((line) => classifyIngredientLine(line)));
  const isFish = facts.has('fish') || facts.has('shellfish');
  const isMeat = facts.has('meat') || facts.has('poultry');
  // The dietary guard's checks, unchanged: a candidate breaking any restriction is never planned.
  const isAllowed =
    findRestrictionViolations(ingredients, input.restrictions).length === 0 && findAvoidedIngredients(ingredients, input.avoidIngredients).length === 0;
  return {
    candidate,
    isFish,
    isMeat,
    isVegetarian: !isFish && !isMeat,
    minutes: deriveTotalMinutes(candidate.recipe),
    isAllowed,
    titleKey: candidate.recipe.title.trim().toLowerCase(),
    cartItems: input.cart.filter((item) => findAvoidedIngredients(ingredients, [item.name]).length > 0),
  };
}

function fitsMeal(facts: TCandidateFacts, meal: TPlanMeal): boolean {
  if (facts.candidate.madeFor === meal) return true;
  const { category } = facts.candidate.recipe;
  if (category === 'Dessert') return false;
  if (meal === 'breakfast') return category === 'Breakfast';
  return category !== 'Breakfast';
}

function matchesDish(facts: TCandidateFacts, dish: string): boolean {
  if (/^(fish|seafood)$/.test(dish)) return facts.isFish;
  if (/^(vegetarian|veggie|meatless)$/.test(dish)) return facts.isVegetarian;
  return findAvoidedIngredients([facts.candidate.recipe.title, ...facts.candidate.recipe.ingredients], [dish]).length > 0;
}

function hasTimeLimit(rules: TWeekRules, slot: TPlanSlot): boolean {
  if (rules.maxMinutes === null) return false;
  const weekday = readWeekday(slot.date);
  return !rules.isTimeOnWeekdaysOnly || (weekday >= 1 && weekday <= 5);
}

/** The cook's rule for this slot's weekday and meal, if any. */
export function findKeptRule(keptRules: readonly TKeptRule[] | undefined, slot: TPlanSlot): TKeptRule | undefined {
  return keptRules?.find((rule) => rule.weekday === readWeekday(slot.date) && rule.meal === slot.meal);
}

/** The dish the sentence fixes for this slot: on its weekday, the day's last meal asked for (dinner, usually). */
function findFixedDish(rules: TWeekRules, slot: TPlanSlot, slots: readonly TPlanSlot[]): string | null {
  const fixed = rules.fixedDishes.find((item) => item.weekday === readWeekday(slot.date));
  if (!fixed) return null;
  const lastMeal = slots.filter((other) => other.date === slot.date).at(-1)?.meal;
  return lastMeal === slot.meal ? fixed.dish : null;
}

function cartWeight(item: TCartUse, slot: TPlanSlot, today: string, isUsingCart: boolean, usedNames: ReadonlySet<string>): number {
  let weight = 2;
  if (item.useBy !== null) {
    // An item past its use-by on the slot's day is no reason to pick a recipe; sooner use-by weighs more.
    if (countDaysInRange(slot.date, item.useBy) < 1) return 0;
    weight = 10 + (14 - Math.min(14, Math.max(0, countDaysInRange(today, item.useBy) - 1)));
  }
  if (usedNames.has(item.name.toLowerCase())) weight *= 0.25;
  return isUsingCart ? weight * 3 : weight;
}

function formatUseBy(useBy: string, today: string): string {
  const days = countDaysInRange(today, useBy) - 1;
  if (days <= 0) return 'use today';
  if (days === 1) return 'use by tomorrow';
  return `use by ${days < 7 ? SHORT_DAYS[readWeekday(useBy)] : useBy.slice(5).replace('-', '/')}`;
}

function capitalise(text: string): string {
  return text.replace(/^./, (letter) => letter.toUpperCase());
}

type TQuota = { fish: number; meat: number; nonVegetarian: number };

function describeReason(
  facts: TCandidateFacts,
  context: {
    fixedDish: string | null;
    /** 'Every Friday' when the cook's rule filled the slot. */
    ruleReason: string | null;
    isFishAsked: boolean;
    rules: TWeekRules;
    slot: TPlanSlot;
    today: string;
    usedNames: ReadonlySet<string>;
    hasTimeLimit: boolean;
  },
): string {
  const parts: string[] = [];
  const { rules, slot } = context;
  if (context.ruleReason !== null) parts.push(context.ruleReason);
  else if (context.fixedDish !== null) parts.push(`${capitalise(context.fixedDish)} on ${LONG_DAYS[readWeekday(slot.date)] ?? ''}, as you asked`);
  if (context.isFishAsked) parts.push(rules.fishMin === 1 && rules.fishMax === 1 ? 'Fish once, as you asked' : 'Fish, as you asked');
  const cartItem =
    [...facts.cartItems]
      .filter((item) => !context.usedNames.has(item.name.toLowerCase()))
      .sort((first, second) => (first.useBy ?? '9999').localeCompare(second.useBy ?? '9999'))[0] ?? facts.cartItems[0];
  if (cartItem) parts.push(`Uses your ${cartItem.name.toLowerCase()}${cartItem.useBy ? ` (${formatUseBy(cartItem.useBy, context.today)})` : ''}`);
  if (context.hasTimeLimit && facts.minutes !== null) parts.push(`Ready in ${facts.minutes} min`);
  if (rules.isMostlyVegetarian && facts.isVegetarian) parts.push('Vegetarian');
  if (parts.length === 0) {
    if (facts.candidate.isNew) parts.push('A new recipe for this slot');
    else if (facts.candidate.recipe.rating >= 4) parts.push(`One of your favourites (${facts.candidate.recipe.rating}★)`);
    else parts.push('From your saved recipes');
  }
  return parts.slice(0, 2).join(' · ');
}

function describeBrief(
  slot: TPlanSlot,
  needs: { fixedDish: string | null; mustFish: boolean; mustVegetarian: boolean; isQuick: boolean; cartItem: TCartUse | undefined },
): string {
  const words: string[] = [];
  if (needs.isQuick) words.push('quick');
  if (needs.mustVegetarian && needs.fixedDish === null) words.push('vegetarian');
  if (needs.fixedDish !== null) words.push(needs.fixedDish);
  else if (needs.mustFish) words.push('fish');
  words.push(slot.meal === 'breakfast' ? 'breakfast' : slot.meal);
  const withItem = needs.cartItem && needs.fixedDish === null ? ` with ${needs.cartItem.name.toLowerCase()}` : '';
  return `${words.join(' ')}${withItem}`;
}

/** Chooses every slot (see the file's note). Pure and deterministic for a seed. */
export function chooseWeekPlan(input: TChooseWeekPlanInput): TWeekPlanChoice {
  const { rules, slots } = input;
  const all = input.candidates.map((candidate) => readCandidateFacts(candidate, input));
  const byKey = new Map(all.map((facts) => [facts.candidate.key, facts]));
  const kept = input.kept ?? {};
  const total = slots.length;
  const nonVegetarianMax = rules.isMostlyVegetarian ? Math.max(rules.fishMin, Math.floor((total - 1) / 2)) : Number.POSITIVE_INFINITY;

  const quota: TQuota = { fish: 0, meat: 0, nonVegetarian: 0 };
  const usedKeys = new Set<string>();
  const usedTitles = new Set<string>();
  const usedNames = new Set<string>();
  const take = (facts: TCandidateFacts) => {
    usedKeys.add(facts.candidate.key);
    usedTitles.add(facts.titleKey);
    if (facts.isFish) quota.fish += 1;
    if (facts.isMeat) quota.meat += 1;
    if (!facts.isVegetarian) quota.nonVegetarian += 1;
  };
  for (const key of Object.values(kept)) {
    const facts = byKey.get(key);
    if (facts) take(facts);
  }

  const picks: TPlanPick[] = [];
  const briefs: TPlanBrief[] = [];
  const open = slots.filter((slot) => kept[toSlotKey(slot)] === undefined);
  // A rule's recipe is kept for its own slots: no other slot takes it first.
  const ruleRecipeKeys = new Set(
    (input.keptRules ?? []).flatMap((rule) =>
      rule.recipeId !== null && slots.some((slot) => findKeptRule([rule], slot) !== undefined) ? [rule.recipeId] : [],
    ),
  );
  for (const slot of slots) {
    const slotKey = toSlotKey(slot);
    const keptKey = kept[slotKey];
    const keptFacts = keptKey === undefined ? undefined : byKey.get(keptKey);
    const keptRule = findKeptRule(input.keptRules, slot);
    const fixedDish = keptRule?.dish ?? findFixedDish(rules, slot, slots);
    const isTimed = hasTimeLimit(rules, slot);
    const ruleReason = keptRule ? describeRuleReason(keptRule.weekday) : null;
    // A slot's pick with its reason in words; the cart items it uses count as used for the slots after it.
    const pickFor = (facts: TCandidateFacts, shownRuleReason: string | null, isFishAsked: boolean) => {
      picks.push({
        slot,
        candidateKey: facts.candidate.key,
        reason: describeReason(facts, {
          fixedDish,
          ruleReason: shownRuleReason,
          isFishAsked,
          rules,
          slot,
          today: input.today,
          usedNames,
          hasTimeLimit: isTimed,
        }),
      });
      facts.cartItems.forEach((item) => usedNames.add(item.name.toLowerCase()));
    };
    if (keptFacts) {
      const isFishAsked = rules.fishMin > 0 && keptFacts.isFish;
      const isByRule =
        keptRule !== undefined && (keptRule.recipeId === keptFacts.candidate.key || (keptRule.dish !== null && matchesDish(keptFacts, keptRule.dish)));
      pickFor(keptFacts, isByRule ? ruleReason : null, isFishAsked);
      continue;
    }
    const excluded = new Set(input.excluded?.[slotKey] ?? []);
    // The cook's saved recipe for this slot fills it, repeats and the sentence's counts aside (the rule is what
    // they asked for every week); never against their restrictions, and not after "Another one" swapped it away.
    const ruleFacts = keptRule?.recipeId ? byKey.get(keptRule.recipeId) : undefined;
    if (ruleFacts && ruleFacts.isAllowed && !excluded.has(ruleFacts.candidate.key)) {
      picks.push({ slot, candidateKey: ruleFacts.candidate.key, reason: ruleReason ?? '' });
      take(ruleFacts);
      ruleFacts.cartItems.forEach((item) => usedNames.add(item.name.toLowerCase()));
      continue;
    }
    const openAfter = open.length - open.findIndex((other) => toSlotKey(other) === slotKey) - 1;
    const fishStillNeeded = Math.max(0, rules.fishMin - quota.fish);
    const mustFish = fishStillNeeded > openAfter;
    const isFishFull = rules.fishMax !== null && quota.fish >= rules.fishMax;
    const isMeatFull = rules.meatMax !== null && quota.meat >= rules.meatMax;
    // Room for meat keeps room for the fish still owed.
    const isMeatRoomGone = quota.nonVegetarian + fishStillNeeded >= nonVegetarianMax;
    const isNonVegetarianFull = quota.nonVegetarian >= nonVegetarianMax;
    // "Another one" never brings back a recipe of the same title as one shown here before.
    const excludedTitles = new Set([...excluded].flatMap((key) => byKey.get(key)?.titleKey ?? []));

    let best: { facts: TCandidateFacts; score: number } | null = null;
    for (const facts of all) {
      if (!facts.isAllowed || usedKeys.has(facts.candidate.key) || usedTitles.has(facts.titleKey) || excluded.has(facts.candidate.key)) continue;
      if (excludedTitles.has(facts.titleKey) || ruleRecipeKeys.has(facts.candidate.key)) continue;
      if (!fitsMeal(facts, slot.meal)) continue;
      if (isTimed && (facts.minutes === null || facts.minutes > (rules.maxMinutes ?? 0))) continue;
      if (fixedDish !== null && !matchesDish(facts, fixedDish)) continue;
      if (mustFish && !facts.isFish && fixedDish === null) continue;
      if (facts.isFish && isFishFull && !mustFish) continue;
      if (facts.isMeat && (isMeatFull || isMeatRoomGone)) continue;
      if (!facts.isVegetarian && isNonVegetarianFull && !(mustFish && facts.isFish)) continue;
      let score = facts.candidate.isNew ? 0 : 1000;
      for (const item of facts.cartItems) score += cartWeight(item, slot, input.today, rules.isUsingCart, usedNames);
      score += facts.candidate.recipe.rating * 2;
      if (rules.isMostlyVegetarian && facts.isVegetarian) score += 8;
      if (fishStillNeeded > 0 && facts.isFish) score += 6;
      score += drawSeeded(input.seed, `${slotKey}|${facts.candidate.key}`) * 6;
      if (!best || score > best.score) best = { facts, score };
    }

    if (!best) {
      const cartItem = input.cart
        .filter((item) => !usedNames.has(item.name.toLowerCase()) && (item.useBy === null ? rules.isUsingCart : countDaysInRange(slot.date, item.useBy) >= 1))
        .sort((first, second) => (first.useBy ?? '9999').localeCompare(second.useBy ?? '9999'))[0];
      if (cartItem) usedNames.add(cartItem.name.toLowerCase());
      const mustVegetarian = isNonVegetarianFull || (rules.isMostlyVegetarian && !mustFish);
      briefs.push({
        slot,
        prompt: describeBrief(slot, { fixedDish, mustFish, mustVegetarian, isQuick: isTimed, cartItem }),
        useSoonItems: cartItem ? [cartItem.name] : [],
      });
      continue;
    }
    const isFishAsked = rules.fishMin > 0 && best.facts.isFish && fishStillNeeded > 0;
    pickFor(best.facts, keptRule?.dish ? ruleReason : null, isFishAsked);
    take(best.facts);
  }
  return { picks, briefs };
}
