import { and, eq } from 'drizzle-orm';
import { RULE_NOT_FOUND_MESSAGE } from '../../../domain/week-plan/meal-plan-rules.ts';
import type { TDatabase } from '../../db/client.ts';
import { mealPlanRule } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** DELETE /api/meal-plan/rules/:id: the caller's own rule only (another cook's id: 404). */
export async function deleteMealPlanRule(db: TDatabase, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(mealPlanRule)
    .where(and(eq(mealPlanRule.id, id), eq(mealPlanRule.userId, userId)))
    .returning({ id: mealPlanRule.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', RULE_NOT_FOUND_MESSAGE);
}
