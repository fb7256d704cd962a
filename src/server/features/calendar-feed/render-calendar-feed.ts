import { addDays, format } from 'date-fns';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { CALENDAR_FEED_DAYS_AHEAD, CALENDAR_FEED_DAYS_BACK } from '../../../domain/calendar-feed.ts';
import { MEAL_LABELS } from '../../../domain/meal-plan.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { calendarFeed, mealPlanEntry, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { mealRank, readMeal } from '../../db/meal-plan-entry-meal.ts';

const FEED_NOT_FOUND = 'Calendar feed not found.';

/**
 * GET /api/calendar/:secret.ics: the cook's household's planned meals as all-day events. An unknown or rotated
 * secret, or a disabled account, is simply not found. UIDs are the entries' own ids, so a calendar
 * app updates an event in place when the plan changes.
 */
export async function renderCalendarFeed(db: TDatabase, appUrl: string, secret: string, today: Date): Promise<string> {
  const [owner] = await db
    .select({ userId: calendarFeed.userId, banned: user.banned })
    .from(calendarFeed)
    .innerJoin(user, eq(user.id, calendarFeed.userId))
    .where(eq(calendarFeed.secret, secret))
    .limit(1);
  if (!owner || owner.banned) throw new AppError('NOT_FOUND', FEED_NOT_FOUND);

  const from = format(addDays(today, -CALENDAR_FEED_DAYS_BACK), 'yyyy-MM-dd');
  const to = format(addDays(today, CALENDAR_FEED_DAYS_AHEAD), 'yyyy-MM-dd');
  const entries = await db
    .select({
      instanceId: mealPlanEntry.instanceId,
      date: mealPlanEntry.date,
      meal: mealPlanEntry.meal,
      sourceRecipeId: mealPlanEntry.sourceRecipeId,
      recipe: mealPlanEntry.recipe,
    })
    .from(mealPlanEntry)
    .where(and(eq(mealPlanEntry.householdId, householdOf(owner.userId)), gte(mealPlanEntry.date, from), lte(mealPlanEntry.date, to)))
    .orderBy(asc(mealPlanEntry.date), asc(mealRank), asc(mealPlanEntry.placedAt));

  const origin = appUrl.replace(/\/$/, '');
  const host = new URL(origin).host;
  const calendar = ical({
    name: 'Forkcast meal plan',
    prodId: { company: 'Forkcast', product: 'meal-plan', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    const link = entry.sourceRecipeId ? `${origin}/saved?recipe=${encodeURIComponent(entry.sourceRecipeId)}` : `${origin}/meal-planner`;
    const meal = entry.recipe.category;
    // The planned meal of the day, when the cook said which: "Lunch: Lentil Soup".
    const plannedMeal = readMeal(entry.meal);
    calendar.createEvent({
      id: `${entry.instanceId}@${host}`,
      start: new Date(`${entry.date}T00:00:00Z`),
      allDay: true,
      summary: plannedMeal ? `${MEAL_LABELS[plannedMeal]}: ${entry.recipe.title}` : entry.recipe.title,
      description: `${meal}${entry.recipe.totalTime ? ` · ${entry.recipe.totalTime}` : ''}\n${link}`,
      url: link,
      categories: [{ name: meal }],
    });
  }
  return calendar.toString();
}
