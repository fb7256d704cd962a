import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRestrictionViolations } from '../../../domain/dietary/find-dietary-violations.ts';
import { mergeRestrictions, restrictionsFromAllergens, restrictionsFromDietary } from '../../../domain/dietary/restrictions.ts';
import { ALLERGEN_KEYS, type TAllergenKey } from '../../../domain/kitchen/diet-vocabulary.ts';
import { FREE_GENERATIONS_PER_MONTH } from '../../../domain/limits.ts';
import { toUsageMonth } from '../../../domain/plan.ts';
import type { TDietary } from '../../../domain/profile.ts';
import { drawSeeded } from '../../../domain/week-plan/seeded-random.ts';
import { ZAcceptedProposalSchema, ZProposalSchema, type TProposal } from '../../../domain/week-plan/week-plan-contract.ts';
import { mealPlanEntry, profile, recipe } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';

// 2026-03-02 is a Monday.
const WEEK = { from: '2026-03-02', to: '2026-03-08' };
const SENTENCE = "five quick dinners, mostly vegetarian, use what's in the fridge, under 30 minutes on weekdays, fish once";

describe('Plan my week API', () => {
  let testApp: TTestApp;
  let pro: TTestUser;
  let other: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp({
      rateLimits: { 'meal-plan-proposals': { rules: [{ scope: 'account', windowMs: 60_000, max: 10_000 }], message: 'Slow down.' } },
    });
    [pro, other] = await Promise.all([createTestUser(testApp, { isPro: true }), createTestUser(testApp)]);
    await saveRecipeId(testApp, pro, { title: 'Spinach Frittata', ingredients: ['6 eggs', '200 g spinach'], totalTime: '20 mins' });
    await saveRecipeId(testApp, pro, { title: 'Salmon Traybake', ingredients: ['2 salmon fillets', '1 lemon'], totalTime: '25 mins' });
    await saveRecipeId(testApp, pro, { title: 'Bean Chilli', ingredients: ['1 can kidney beans', '1 onion'], totalTime: '30 mins' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  function post(who: TTestUser, url: string, payload?: object) {
    return testApp.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  }

  async function propose(who: TTestUser, body: object): Promise<TProposal> {
    const response = await post(who, '/api/meal-plan/proposals', body);
    expect(response.statusCode, response.body).toBe(201);
    return ZProposalSchema.parse(response.json());
  }

  async function readUsage(userId: string) {
    const [row] = await testApp.deps.database.db.select().from(profile).where(eq(profile.userId, userId));
    return row;
  }

  async function countEntries(userId: string) {
    const [row] = await testApp.deps.database.db.select({ value: count() }).from(mealPlanEntry).where(eq(mealPlanEntry.userId, userId));
    return row?.value ?? -1;
  }

  it('proposes a week in the contract shape, saved recipes first', async () => {
    const proposal = await propose(pro, { prompt: SENTENCE, ...WEEK, meals: ['dinner'] });
    expect(Object.keys(proposal.days)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    const picks = Object.values(proposal.days).flat();
    expect(picks).toHaveLength(5);
    for (const pick of picks) {
      expect(pick).toEqual({
        meal: 'dinner',
        recipe: expect.objectContaining({ title: expect.any(String) }),
        reason: expect.any(String),
        isNew: expect.any(Boolean),
      });
      expect(pick.reason.length).toBeGreaterThan(3);
    }
    expect(
      picks
        .filter((pick) => !pick.isNew)
        .map((pick) => pick.recipe.title)
        .sort(),
    ).toEqual(['Bean Chilli', 'Salmon Traybake', 'Spinach Frittata']);
    expect(proposal.generationsNeeded).toBe(picks.filter((pick) => pick.isNew).length);
    expect(proposal.generationsLeft).toBeNull();
    expect(new Set(picks.map((pick) => pick.recipe.title.toLowerCase())).size).toBe(picks.length);
    expect(picks.find((pick) => pick.recipe.title === 'Salmon Traybake')?.reason).toMatch(/Fish once, as you asked/);
  });

  it('refuses bad ranges and meals with { error, code }', async () => {
    const cases = [
      { prompt: '', from: '2026-03-08', to: '2026-03-02', meals: ['dinner'] },
      { prompt: '', from: '2026-03-01', to: '2026-04-15', meals: ['dinner'] },
      { prompt: '', ...WEEK, meals: [] },
      { prompt: '', ...WEEK, meals: ['supper'] },
      { prompt: '', from: '2026-02-30', to: '2026-03-02', meals: ['dinner'] },
    ];
    for (const body of cases) {
      const response = await post(pro, '/api/meal-plan/proposals', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String), code: expect.stringMatching(/BAD_REQUEST|VALIDATION_ERROR/) });
    }
  });

  it("404s another cook's proposal on swap and accept", async () => {
    const proposal = await propose(pro, { prompt: 'three dinners', ...WEEK, meals: ['dinner'] });
    expect((await post(other, `/api/meal-plan/proposals/${proposal.id}/swap`, { date: '2026-03-02', meal: 'dinner' })).statusCode).toBe(404);
    const accept = await post(other, `/api/meal-plan/proposals/${proposal.id}/accept`);
    expect(accept.statusCode).toBe(404);
    expect(accept.json().code).toBe('NOT_FOUND');
    expect(await countEntries(other.id)).toBe(0);
  });

  it('swaps one slot for another recipe, keeping the rest', async () => {
    const proposal = await propose(pro, { prompt: 'three dinners', ...WEEK, meals: ['dinner'] });
    const before = proposal.days['2026-03-03']?.[0]?.recipe.title;
    const response = await post(pro, `/api/meal-plan/proposals/${proposal.id}/swap`, { date: '2026-03-03', meal: 'dinner' });
    expect(response.statusCode, response.body).toBe(200);
    const swapped = ZProposalSchema.parse(response.json());
    expect(swapped.id).toBe(proposal.id);
    expect(swapped.days['2026-03-03']?.[0]?.recipe.title).not.toBe(before);
    expect(swapped.days['2026-03-02']).toEqual(proposal.days['2026-03-02']);
    expect(swapped.days['2026-03-04']).toEqual(proposal.days['2026-03-04']);
    expect((await post(pro, `/api/meal-plan/proposals/${proposal.id}/swap`, { date: '2026-03-09', meal: 'dinner' })).statusCode).toBe(404);
  });

  it('accepts: plans every pick, saves the new recipes and counts exactly their generations', async () => {
    const before = await readUsage(pro.id);
    const recipesBefore = await testApp.deps.database.db.select({ value: count() }).from(recipe).where(eq(recipe.userId, pro.id));
    const proposal = await propose(pro, { prompt: 'dinners and lunches', from: '2026-03-09', to: '2026-03-11', meals: ['lunch', 'dinner'] });
    const picks = Object.values(proposal.days).flat();
    expect(picks).toHaveLength(6);
    expect(proposal.generationsNeeded).toBeGreaterThan(0);
    const response = await post(pro, `/api/meal-plan/proposals/${proposal.id}/accept`);
    expect(response.statusCode, response.body).toBe(201);
    const entries = ZAcceptedProposalSchema.parse(response.json());
    expect(entries.map((entry) => [entry.date, entry.recipe.title])).toEqual(
      Object.entries(proposal.days).flatMap(([date, dayPicks]) => dayPicks.map((pick) => [date, pick.recipe.title])),
    );
    const after = await readUsage(pro.id);
    const usedBefore = before?.usageMonth === toUsageMonth(new Date()) ? before.usageCount : 0;
    expect(after?.usageCount).toBe(usedBefore + proposal.generationsNeeded);
    const recipesAfter = await testApp.deps.database.db.select({ value: count() }).from(recipe).where(eq(recipe.userId, pro.id));
    expect((recipesAfter[0]?.value ?? 0) - (recipesBefore[0]?.value ?? 0)).toBe(proposal.generationsNeeded);
    // Accepted once: a second accept finds nothing.
    expect((await post(pro, `/api/meal-plan/proposals/${proposal.id}/accept`)).statusCode).toBe(404);
  });

  it('tells a Free cook what it needs, and accepts nothing when generations are short', async () => {
    const free = await createTestUser(testApp);
    await testApp.deps.database.db
      .update(profile)
      .set({ usageCount: FREE_GENERATIONS_PER_MONTH - 1, usageMonth: toUsageMonth(testApp.deps.clock.now()) })
      .where(eq(profile.userId, free.id));
    const proposal = await propose(free, { prompt: 'three dinners', ...WEEK, meals: ['dinner'] });
    expect(proposal.generationsNeeded).toBe(3);
    expect(proposal.generationsLeft).toBe(1);
    expect(proposal.savedRecipesLeft).toBe(10);
    expect(proposal.notes.join(' ')).toMatch(/This uses 3 of your 1 generation left/);
    const response = await post(free, `/api/meal-plan/proposals/${proposal.id}/accept`);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: 'LIMIT_REACHED', error: expect.stringMatching(/needs 3 new recipes, and you have 1 generation left/) });
    expect(await countEntries(free.id)).toBe(0);
    expect((await readUsage(free.id))?.usageCount).toBe(FREE_GENERATIONS_PER_MONTH - 1);
    const saved = await testApp.deps.database.db
      .select({ value: count() })
      .from(recipe)
      .where(and(eq(recipe.userId, free.id)));
    expect(saved[0]?.value).toBe(0);
  });

  it('never plans what a cook may not eat: a sweep of random cooks and sentences', async () => {
    const sentences = [
      SENTENCE,
      'seven dinners, at least one fish, at most two meat',
      'quick lunches and dinners, pizza on Friday',
      "use what's in the fridge, curry every Wednesday",
      'vegetarian dinners under 40 minutes',
      'breakfasts and dinners, no mushrooms',
      'fish twice, mostly vegetarian',
    ];
    const mealSets = [['dinner'], ['lunch', 'dinner'], ['breakfast', 'dinner']];
    const cooks = 12;
    for (let index = 0; index < cooks; index += 1) {
      const draw = (label: string) => drawSeeded(2026, `${index}:${label}`);
      const cook = await createTestUser(testApp, { isPro: true });
      const dietary: TDietary = {
        vegan: draw('vegan') < 0.3,
        vegetarian: draw('vegetarian') < 0.3,
        glutenFree: draw('glutenFree') < 0.3,
        dairyFree: draw('dairyFree') < 0.3,
        nutFree: draw('nutFree') < 0.3,
      };
      const allergens: TAllergenKey[] = ALLERGEN_KEYS.filter((key) => draw(key) < 0.2);
      await testApp.deps.database.db
        .update(profile)
        .set({ ...dietary, allergens })
        .where(eq(profile.userId, cook.id));
      await saveRecipeId(testApp, cook, { title: 'Prawn Linguine', ingredients: ['200 g prawns', '200 g linguine', '2 tbsp butter'], totalTime: '20 mins' });
      await saveRecipeId(testApp, cook, {
        title: 'Peanut Noodles',
        ingredients: ['200 g egg noodles', '2 tbsp peanut butter', '1 tbsp soy sauce'],
        totalTime: '15 mins',
      });
      const sentence = sentences[Math.floor(draw('sentence') * sentences.length)] ?? '';
      const meals = mealSets[Math.floor(draw('meals') * mealSets.length)] ?? ['dinner'];
      const proposal = await propose(cook, { prompt: sentence, ...WEEK, meals });
      const restrictions = mergeRestrictions(restrictionsFromDietary(dietary), restrictionsFromAllergens(allergens));
      for (const pick of Object.values(proposal.days).flat()) {
        expect(findRestrictionViolations(pick.recipe.ingredients, restrictions), `${sentence} / ${pick.recipe.title}`).toEqual([]);
      }
    }
  }, 240_000);
});
