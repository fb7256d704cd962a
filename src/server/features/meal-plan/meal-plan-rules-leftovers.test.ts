import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ZCartSchema } from '../../../domain/cart.ts';
import { LEFTOVERS_BEFORE_MEAL_MESSAGE, MEAL_AFTER_LEFTOVERS_MESSAGE, ZMealPlanEntrySchema, ZMealPlanRangeSchema } from '../../../domain/meal-plan.ts';
import { ZMealPlanRuleSchema, ZMealPlanRulesSchema } from '../../../domain/week-plan/meal-plan-rules.ts';
import { ZProposalSchema, type TProposal } from '../../../domain/week-plan/week-plan-contract.ts';
import { createFakeGenerator } from '../../test/fake-generation.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';
import { getMealPlan, selectPlannedEntries } from './get-meal-plan.ts';

// Issue 31's rules a cook keeps, through the real app: recurring slots, leftovers, and "Another one" running out.
// 2026-03-02 is a Monday; 2026-03-06 the Friday.
const WEEK = { from: '2026-03-02', to: '2026-03-08' };

// An EXPLAIN (ANALYZE, FORMAT JSON) answer, as far as the leftovers test reads it.
type TPlanNode = { 'Parent Relationship'?: string; 'Actual Rows': number; 'Actual Loops': number; Plans?: TPlanNode[] };
const ZPlanNodeSchema: z.ZodType<TPlanNode> = z.lazy(() =>
  z.object({ 'Parent Relationship': z.string().optional(), 'Actual Rows': z.number(), 'Actual Loops': z.number(), Plans: z.array(ZPlanNodeSchema).optional() }),
);
const ZExplainSchema = z.tuple([z.object({ Plan: ZPlanNodeSchema })]);

function findSubPlans(node: TPlanNode): TPlanNode[] {
  const children = node.Plans ?? [];
  return [...children.filter((child) => child['Parent Relationship'] === 'SubPlan'), ...children.flatMap(findSubPlans)];
}

describe('recurring slots, leftovers and swaps API', () => {
  let testApp: TTestApp;
  let alice: TTestUser;
  let bob: TTestUser;
  let pizzaId: string;

  beforeAll(async () => {
    // The writer always answers the same recipe: a slot's new recipes run out after one.
    testApp = await createTestApp({
      overrides: { generator: createFakeGenerator() },
      rateLimits: { 'meal-plan-proposals': { rules: [{ scope: 'account', windowMs: 60_000, max: 10_000 }], message: 'Slow down.' } },
    });
    [alice, bob] = await Promise.all([createTestUser(testApp, { isPro: true }), createTestUser(testApp, { isPro: true })]);
    pizzaId = await saveRecipeId(testApp, alice, { title: 'Margherita Pizza', ingredients: ['1 pizza dough', '1 ball mozzarella'], totalTime: '25 mins' });
    await saveRecipeId(testApp, alice, { title: 'Bean Chilli', ingredients: ['1 can kidney beans', '1 onion'], totalTime: '30 mins' });
    await saveRecipeId(testApp, alice, { title: 'Salmon Traybake', ingredients: ['2 salmon fillets', '1 lemon'], totalTime: '25 mins' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  function inject(who: TTestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return testApp.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  }

  async function propose(who: TTestUser, body: object): Promise<TProposal> {
    const response = await inject(who, 'POST', '/api/meal-plan/proposals', body);
    expect(response.statusCode, response.body).toBe(201);
    return ZProposalSchema.parse(response.json());
  }

  it('keeps, lists and deletes a cook\'s rules; plan my week fills the slot by the rule, "Every Friday"', async () => {
    const created = await inject(alice, 'POST', '/api/meal-plan/rules', { weekday: 5, meal: 'dinner', recipeId: pizzaId });
    expect(created.statusCode, created.body).toBe(201);
    const rule = ZMealPlanRuleSchema.parse(created.json());
    expect(rule).toMatchObject({
      weekday: 5,
      meal: 'dinner',
      recipeId: pizzaId,
      recipeTitle: 'Margherita Pizza',
      label: 'Margherita Pizza every Friday dinner',
    });
    const dish = await inject(alice, 'POST', '/api/meal-plan/rules', { weekday: 3, meal: 'lunch', dish: ' Curry ' });
    expect(dish.statusCode, dish.body).toBe(201);
    expect(dish.json().label).toBe('Curry every Wednesday lunch');

    // One rule per weekday and meal; a recipe and a dish together, or neither, is a 400.
    const taken = await inject(alice, 'POST', '/api/meal-plan/rules', { weekday: 5, meal: 'dinner', dish: 'fish' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONFLICT');
    expect((await inject(alice, 'POST', '/api/meal-plan/rules', { weekday: 1, meal: 'dinner' })).statusCode).toBe(400);
    expect((await inject(alice, 'POST', '/api/meal-plan/rules', { weekday: 1, meal: 'dinner', recipeId: pizzaId, dish: 'pizza' })).statusCode).toBe(400);
    expect((await inject(alice, 'POST', '/api/meal-plan/rules', { weekday: 7, meal: 'dinner', dish: 'pizza' })).statusCode).toBe(400);

    const listed = ZMealPlanRulesSchema.parse((await inject(alice, 'GET', '/api/meal-plan/rules')).json());
    expect(listed.rules.map((item) => item.label)).toEqual(['Curry every Wednesday lunch', 'Margherita Pizza every Friday dinner']);

    const proposal = await propose(alice, { prompt: '', ...WEEK, meals: ['dinner'] });
    expect(proposal.days['2026-03-06']?.[0]).toMatchObject({ recipe: { title: 'Margherita Pizza' }, reason: 'Every Friday', isNew: false });
    expect(
      Object.values(proposal.days)
        .flat()
        .filter((pick) => pick.recipe.title === 'Margherita Pizza'),
    ).toHaveLength(1);
    expect(proposal.rules).toContain('Margherita Pizza every Friday dinner');

    // Bob sees none of them, names none of Alice's recipes, and cannot delete hers.
    expect(ZMealPlanRulesSchema.parse((await inject(bob, 'GET', '/api/meal-plan/rules')).json()).rules).toEqual([]);
    const bobsTry = await inject(bob, 'POST', '/api/meal-plan/rules', { weekday: 5, meal: 'dinner', recipeId: pizzaId });
    expect(bobsTry.statusCode).toBe(404);
    expect((await inject(bob, 'DELETE', `/api/meal-plan/rules/${rule.id}`)).statusCode).toBe(404);

    expect((await inject(alice, 'DELETE', `/api/meal-plan/rules/${rule.id}`)).statusCode).toBe(204);
    expect((await inject(alice, 'DELETE', `/api/meal-plan/rules/${rule.id}`)).statusCode).toBe(404);
    const after = ZMealPlanRulesSchema.parse((await inject(alice, 'GET', '/api/meal-plan/rules')).json());
    expect(after.rules.map((item) => item.dish)).toEqual(['curry']);
  });

  it('"Another one" never brings a recipe back, and answers 409 CONFLICT when nothing else fits', async () => {
    const proposal = await propose(alice, { prompt: 'one dinner', from: '2026-04-06', to: '2026-04-06', meals: ['dinner'] });
    const seen = [proposal.days['2026-04-06']?.[0]?.recipe.title];
    let refusal: unknown = null;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await inject(alice, 'POST', `/api/meal-plan/proposals/${proposal.id}/swap`, { date: '2026-04-06', meal: 'dinner' });
      if (response.statusCode === 409) {
        refusal = response.json();
        break;
      }
      expect(response.statusCode, response.body).toBe(200);
      const title = ZProposalSchema.parse(response.json()).days['2026-04-06']?.[0]?.recipe.title;
      expect(seen).not.toContain(title);
      seen.push(title);
    }
    // Three saved recipes and the writer's one recipe, each once; then the 409.
    expect(refusal).toEqual({ error: 'There is no other recipe that fits this slot and your rules.', code: 'CONFLICT' });
    expect(seen.sort()).toEqual(['Bean Chilli', 'Lemony Chickpea Salad', 'Margherita Pizza', 'Salmon Traybake']);
  });

  /** The plan's rows and how often PostgreSQL ran the leftovers subquery for them (EXPLAIN ANALYZE of the statement). */
  async function countLeftoversLookups(userId: string, range: { from: string; to: string }): Promise<{ rows: number; lookups: number }> {
    const explained = await testApp.deps.database.db.execute(
      sql`explain (analyze, format json) ${selectPlannedEntries(testApp.deps.database.db, userId, range)}`,
    );
    const [{ Plan: plan }] = ZExplainSchema.parse(
      z.object({ rows: z.array(z.object({ 'QUERY PLAN': z.unknown() })) }).parse(explained).rows[0]?.['QUERY PLAN'],
    );
    const subPlans = findSubPlans(plan);
    expect(subPlans).toHaveLength(1);
    return { rows: plan['Actual Rows'], lookups: subPlans[0]?.['Actual Loops'] ?? -1 };
  }

  it("lists a meal's leftovers on any day, in day and meal order, read in the same statement as the plan", async () => {
    const cook = await createTestUser(testApp);
    const stewId = await saveRecipeId(testApp, cook, { title: 'Lamb Stew', ingredients: ['500 g lamb'], servings: '6' });
    const meal = await inject(cook, 'POST', '/api/meal-plan/entries', { date: '2026-07-06', recipeId: stewId, meal: 'dinner' });
    const mealId: string = meal.json().instanceId;
    const plan = (date: string, body: object) => inject(cook, 'POST', `/api/meal-plan/entries/${mealId}/leftovers`, { date, ...body });
    const thursday = ZMealPlanEntrySchema.parse((await plan('2026-07-09', { meal: 'lunch' })).json());
    const tuesdayDinner = ZMealPlanEntrySchema.parse((await plan('2026-07-07', { meal: 'dinner' })).json());
    const tuesdayLunch = ZMealPlanEntrySchema.parse((await plan('2026-07-07', { meal: 'lunch' })).json());

    const select = vi.spyOn(testApp.deps.database.db, 'select');
    try {
      // Only Monday asked for: its meal names leftovers outside the range too.
      const range = await getMealPlan(testApp.deps, cook.id, { from: '2026-07-06', to: '2026-07-06' });
      expect(range.days['2026-07-06']?.[0]?.leftovers).toEqual([
        { instanceId: tuesdayLunch.instanceId, date: '2026-07-07', meal: 'lunch' },
        { instanceId: tuesdayDinner.instanceId, date: '2026-07-07', meal: 'dinner' },
        { instanceId: thursday.instanceId, date: '2026-07-09', meal: 'lunch' },
      ]);
      // One statement for the entries with their leftovers (the distinct copies are their own, selectDistinctOn).
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
    // The leftovers subquery runs for the meal alone: its three leftovers (in the range too) have none of their own.
    expect(await countLeftoversLookups(cook.id, { from: '2026-07-06', to: '2026-07-09' })).toEqual({ rows: 4, lookups: 1 });
    expect(await countLeftoversLookups(cook.id, { from: '2026-07-07', to: '2026-07-09' })).toEqual({ rows: 3, lookups: 0 });
    // A day of leftovers only: the entries carry where they come from, not a leftovers list.
    const tuesday = ZMealPlanRangeSchema.parse((await inject(cook, 'GET', '/api/meal-plan?from=2026-07-07&to=2026-07-07')).json());
    expect(tuesday.days['2026-07-07']?.map((entry) => [entry.meal, entry.leftoversOf?.instanceId, entry.leftovers])).toEqual([
      ['lunch', mealId, undefined],
      ['dinner', mealId, undefined],
    ]);
  });

  it('plans leftovers: counted once on the list, in their day\'s totals, and "Cooked it" takes nothing twice', async () => {
    const chilliId = await saveRecipeId(testApp, alice, { title: 'Big Chilli', ingredients: ['2 onions', '500 g minced beef'], servings: '6' });
    const monday = await inject(alice, 'POST', '/api/meal-plan/entries', { date: '2026-05-04', recipeId: chilliId });
    const mondayId: string = monday.json().instanceId;
    const leftovers = await inject(alice, 'POST', `/api/meal-plan/entries/${mondayId}/leftovers`, { date: '2026-05-05' });
    expect(leftovers.statusCode, leftovers.body).toBe(201);
    const tuesday = ZMealPlanEntrySchema.parse(leftovers.json());
    expect(tuesday).toMatchObject({ date: '2026-05-05', leftoversOf: { instanceId: mondayId, date: '2026-05-04' }, recipe: { title: 'Big Chilli' } });

    // Before the meal, leftovers of leftovers, another cook's meal: refused.
    expect((await inject(alice, 'POST', `/api/meal-plan/entries/${mondayId}/leftovers`, { date: '2026-05-03' })).json().code).toBe('BAD_REQUEST');
    expect((await inject(alice, 'POST', `/api/meal-plan/entries/${tuesday.instanceId}/leftovers`, { date: '2026-05-06' })).statusCode).toBe(409);
    expect((await inject(bob, 'POST', `/api/meal-plan/entries/${mondayId}/leftovers`, { date: '2026-05-06' })).statusCode).toBe(404);

    // Moved by a drag: leftovers stay on or after their meal, the meal on or before its leftovers.
    const moveLeftovers = await inject(alice, 'PATCH', `/api/meal-plan/entries/${tuesday.instanceId}`, { date: '2026-05-03' });
    expect(moveLeftovers.json()).toMatchObject({ code: 'BAD_REQUEST', error: LEFTOVERS_BEFORE_MEAL_MESSAGE });
    const moveMeal = await inject(alice, 'PATCH', `/api/meal-plan/entries/${mondayId}`, { date: '2026-05-06' });
    expect(moveMeal.json()).toMatchObject({ code: 'BAD_REQUEST', error: MEAL_AFTER_LEFTOVERS_MESSAGE });
    expect((await inject(alice, 'PATCH', `/api/meal-plan/entries/${tuesday.instanceId}`, { date: '2026-05-04' })).statusCode).toBe(200);
    expect((await inject(alice, 'PATCH', `/api/meal-plan/entries/${tuesday.instanceId}`, { date: '2026-05-05' })).statusCode).toBe(200);

    const list = await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-05-04', endDate: '2026-05-05' });
    expect(list.statusCode, list.body).toBe(200);
    const items: { name: string; quantity: number | null }[] = list.json().items;
    expect(items.find((item) => /onion/i.test(item.name))?.quantity).toBe(2);
    // Leftovers alone need nothing bought.
    expect((await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-05-05', endDate: '2026-05-05' })).statusCode).toBe(404);

    const range = ZMealPlanRangeSchema.parse((await inject(alice, 'GET', '/api/meal-plan?from=2026-05-04&to=2026-05-05')).json());
    expect(range.days['2026-05-05']?.[0]?.leftoversOf).toEqual({ instanceId: mondayId, date: '2026-05-04', meal: null });
    expect(range.servingTotals['2026-05-05']?.calories).toBeGreaterThan(0);
    expect(range.servingTotals['2026-05-05']?.calories).toBe(range.servingTotals['2026-05-04']?.calories);

    await inject(alice, 'POST', '/api/cart/items', { section: 'refrigerator', name: 'onion' });
    const cooked = await inject(alice, 'POST', `/api/meal-plan/entries/${tuesday.instanceId}/cooked`);
    expect(cooked.json()).toEqual({ removed: [], changed: [] });
    expect(ZCartSchema.parse((await inject(alice, 'GET', '/api/cart')).json()).refrigerator.map((item) => item.name.toLowerCase())).toContain('onion');
    const reopened = ZMealPlanRangeSchema.parse((await inject(alice, 'GET', '/api/meal-plan?from=2026-05-04&to=2026-05-05')).json());
    expect(reopened.days['2026-05-05']?.[0]?.isCooked).toBe(true);
    expect(reopened.days['2026-05-04']?.[0]?.isCooked).toBe(false);
    expect((await inject(alice, 'DELETE', `/api/meal-plan/entries/${tuesday.instanceId}/cooked`)).statusCode).toBe(200);

    // Deleting the meal deletes its leftovers.
    expect((await inject(alice, 'DELETE', `/api/meal-plan/entries/${mondayId}`)).statusCode).toBe(204);
    const emptied = ZMealPlanRangeSchema.parse((await inject(alice, 'GET', '/api/meal-plan?from=2026-05-04&to=2026-05-05')).json());
    expect(emptied.days).toEqual({});
  });
});
